import { newSessionId } from "@/lib/usePresence";

/**
 * How long a closed shop panel still counts its viewer: opening another shop's panel meanwhile leaves the
 * first in the same call as it joins the second (decision 41), one call instead of two.
 */
export const DEPARTURE_LINGER_MS = 10_000;

/**
 * A page's one viewing session for shop panels, and the panel it closed last while that departure waits:
 * the next join takes it (`take`), or it is sent when its moment is over or the page hides (`flush`).
 */
export function panelDepartures(linger = DEPARTURE_LINGER_MS) {
  let waiting: { shopId: string; send: () => void; timer: ReturnType<typeof setTimeout> } | null = null;
  const flush = () => {
    if (waiting === null) return;
    const { send, timer } = waiting;
    clearTimeout(timer);
    waiting = null;
    send();
  };
  return {
    sessionId: newSessionId(),
    /** A panel closed: `send` its leave in a moment, unless the next panel's join takes it first. */
    depart(shopId: string, send: () => void) {
      flush(); // an older departure goes now
      waiting = { shopId, send, timer: setTimeout(flush, linger) };
    },
    /** The shop the next join should leave, if a departure waits (the server ignores the joined shop itself). */
    take(): string | undefined {
      if (waiting === null) return undefined;
      const { shopId, timer } = waiting;
      clearTimeout(timer);
      waiting = null;
      return shopId;
    },
    flush,
  };
}
