import { useMutation, useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { usePresenceBeat } from "@/lib/usePresenceBeat";

/**
 * Counts the signed-in user as looking at this shop while the calling component is mounted and the
 * page is visible (usePresenceBeat), and returns how many others are looking, live.
 */
export function useShopPresence(shopId: Id<"shops">) {
  const heartbeat = useMutation(api.presence.heartbeat);
  const leave = useMutation(api.presence.leave);
  usePresenceBeat(
    shopId,
    (sessionId) => heartbeat({ shopId, sessionId }),
    (sessionId) => leave({ shopId, sessionId }),
  );
  return useQuery(api.presence.watching, { shopId });
}
