import { useEffect, useState } from "react";
import { shouldRenew } from "@convex/rules/presence";

/** A random id for one viewing session (crypto.randomUUID needs a secure context; this does not). */
export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** What the person does on a page that says they are still there. */
const ACTIVITY = ["pointerdown", "keydown", "scroll", "wheel", "touchstart"] as const;

/**
 * Counts the signed-in user as present while the calling component is mounted (decision 39): `join` when it
 * opens (it answers whether they are counted), `leave` when it closes or the page goes. Nothing beats: a session
 * lasts PRESENCE_TTL_MS, and the person's own activity (a touch, a key, a scroll) or the page showing again after
 * it hid renews it once PRESENCE_RENEW_AFTER_MS has gone, so a quiet page writes nothing, and a hidden or vanished
 * one stops counting when its time is up (decision 47). `room` names what they are looking at; a new room starts
 * a new session, unless the caller names the page's one `session` for all its rooms. `leave` is told whether the
 * room closed (`closing`; the caller may fold it into the next room's join) or the page went. Returns whether the
 * person is counted there now (the last join's answer; undefined until the first join answers). `enabled` false:
 * the person would not be counted (a new account), so nothing is sent and the answer is false at once.
 */
export function usePresence(
  room: string,
  join: (sessionId: string) => Promise<boolean>,
  leave: (sessionId: string, closing: boolean) => Promise<unknown>,
  { session, enabled = true }: { session?: string; enabled?: boolean } = {},
) {
  const [ownSessionId] = useState(newSessionId);
  const sessionId = session ?? ownSessionId;
  const [countedNow, setCountedNow] = useState<boolean>();
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let counted = false;
    let joinedAt: number | null = null;
    const end = (closing: boolean) => void leave(sessionId, closing).catch(() => {});
    const enter = async () => {
      joinedAt = Date.now();
      const answer = await join(sessionId).catch(() => false);
      // It closed while the join was on its way: end the session the join opened.
      if (stopped && answer) end(true);
      else if (!stopped) {
        counted ||= answer;
        setCountedNow(counted);
      }
    };
    const start = () => {
      if (joinedAt === null) void enter();
    };
    const pause = (closing = false) => {
      joinedAt = null;
      if (counted) end(closing);
      counted = false;
      if (!stopped) setCountedNow(false);
    };
    const onActivity = () => {
      if (joinedAt !== null && !document.hidden && shouldRenew(joinedAt, Date.now())) void enter();
    };
    // Hiding (another tab, a locked phone) keeps the stay: it ends by its time unless the page shows again, which
    // renews it when due or joins again once it has ended (decision 47).
    const onVisibility = () => {
      if (document.hidden) return;
      if (joinedAt === null) start();
      else onActivity();
    };
    if (!document.hidden) start();
    document.addEventListener("visibilitychange", onVisibility);
    const hide = () => pause();
    window.addEventListener("pagehide", hide);
    for (const kind of ACTIVITY) window.addEventListener(kind, onActivity, { passive: true, capture: true });
    return () => {
      stopped = true;
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", hide);
      for (const kind of ACTIVITY) window.removeEventListener(kind, onActivity, { capture: true });
      pause(true);
      setCountedNow(undefined); // another room's answer says nothing of the next one
    };
    // `join` and `leave` are new each render; the room and session decide when to start again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [room, sessionId, enabled]);
  return enabled ? countedNow : false;
}
