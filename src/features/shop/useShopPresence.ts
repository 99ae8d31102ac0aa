import { useMutation } from "convex/react";
import { useEffect } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { usePresence } from "@/lib/usePresence";
import { panelDepartures } from "@/features/shop/panelDepartures";

/** The page's shop panels share one viewing session, so one panel's leave can ride on the next one's join. */
const departures = panelDepartures();

/**
 * Counts the signed-in user as looking at this shop while the calling component is mounted (a hidden page until
 * its stay ends, decision 47): joining and leaving (usePresence). A closed panel's leave waits a moment and goes
 * with the next panel's join if one opens (decision 41); the page hiding sends it at once. Says whether they are
 * counted now (undefined until the join answers). `counts`: whether the viewer's presence counts (an established
 * account, rules/trust.ts): when it does not, nothing is sent and the answer is false; undefined while the viewer
 * loads.
 */
export function useShopPresence(shopId: Id<"shops">, counts: boolean | undefined): boolean | undefined {
  const join = useMutation(api.presence.join);
  const leave = useMutation(api.presence.leave);
  useEffect(() => {
    const onVisibility = () => document.hidden && departures.flush();
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", departures.flush);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", departures.flush);
    };
  }, []);
  const here = usePresence(
    shopId,
    (sessionId) => {
      const leaving = departures.take() as Id<"shops"> | undefined;
      return join({ shopId, sessionId, ...(leaving ? { leaving } : {}) });
    },
    async (sessionId, closing) => {
      const send = () => {
        // A leave that waited may find the client closed (the page is going): its stay then ends by its time.
        try {
          void leave({ shopId, sessionId }).catch(() => {});
        } catch {
          return;
        }
      };
      if (closing) departures.depart(shopId, send);
      else send();
    },
    { session: departures.sessionId, enabled: counts === true },
  );
  return counts === undefined ? undefined : here;
}
