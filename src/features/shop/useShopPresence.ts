import { useMutation, useQuery } from "convex/react";
import { useEffect, useState } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { PRESENCE_HEARTBEAT_MS } from "@convex/rules/presence";

/** A random id for this panel's viewing session (crypto.randomUUID needs a secure context; this does not). */
function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Counts the signed-in user as looking at this shop while the calling component is mounted and the
 * page is visible (a heartbeat every PRESENCE_HEARTBEAT_MS; leaving says so at once), and returns
 * how many others are looking, live. A failed beat is retried by the next one.
 */
export function useShopPresence(shopId: Id<"shops">) {
  const heartbeat = useMutation(api.presence.heartbeat);
  const leave = useMutation(api.presence.leave);
  const [sessionId] = useState(newSessionId);

  useEffect(() => {
    let stopped = false;
    let counted = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    const end = () => void leave({ shopId, sessionId }).catch(() => {});

    const beat = async () => {
      const answer = await heartbeat({ shopId, sessionId }).catch(() => false);
      // The panel closed while this beat was on its way: end the session it opened.
      if (stopped && answer) end();
      else counted ||= answer;
    };
    const start = () => {
      if (timer !== undefined) return;
      void beat();
      timer = setInterval(() => void beat(), PRESENCE_HEARTBEAT_MS);
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
  }, [heartbeat, leave, shopId, sessionId]);

  return useQuery(api.presence.watching, { shopId });
}
