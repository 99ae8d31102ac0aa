import { useMutation } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { usePresence } from "@/lib/usePresence";

/**
 * Counts the signed-in user as looking at this shop while the calling component is mounted and the page is
 * visible: joining and leaving (usePresence). Says whether they are counted now (undefined until the join answers).
 */
export function useShopPresence(shopId: Id<"shops">): boolean | undefined {
  const join = useMutation(api.presence.join);
  const leave = useMutation(api.presence.leave);
  return usePresence(
    shopId,
    (sessionId) => join({ shopId, sessionId }),
    (sessionId) => leave({ shopId, sessionId }),
  );
}
