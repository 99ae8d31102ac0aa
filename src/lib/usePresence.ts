import { useEffect, useState } from "react";
import { PRESENCE_HEARTBEAT_MS } from "@convex/rules/presence";

/** A random id for one viewing session (crypto.randomUUID needs a secure context; this does not). */
function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Counts the signed-in user as present while the calling component is mounted and the page is visible: `beat`
 * every PRESENCE_HEARTBEAT_MS (it answers whether they are counted), `leave` at once when it goes or hides. `room`
 * names what they are looking at; a new room starts a new session. A failed beat is retried by the next one.
 */
export function usePresenceBeat(
  room: string,
  beat: (sessionId: string) => Promise<boolean>,
  leave: (sessionId: string) => Promise<unknown>,
) {
  const [sessionId] = useState(newSessionId);
  useEffect(() => {
    let stopped = false;
    let counted = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    const end = () => void leave(sessionId).catch(() => {});
    const once = async () => {
      const answer = await beat(sessionId).catch(() => false);
      // It closed while this beat was on its way: end the session the beat opened.
      if (stopped && answer) end();
      else counted ||= answer;
    };
    const start = () => {
      if (timer !== undefined) return;
      void once();
      timer = setInterval(() => void once(), PRESENCE_HEARTBEAT_MS);
    };
    const pause = () => {
      clearInterval(timer);
      timer = undefined;
      if (counted) end();
      counted = false;
    };
    const onVisibility = () => (document.hidden ? pause() : start());
    if (!document.hidden) start();
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", pause);
    return () => {
      stopped = true;
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", pause);
      pause();
    };
    // `beat` and `leave` are new each render; the room and session decide when to start again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [room, sessionId]);
}
