import { useMutation } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { usePresence } from "@/lib/usePresence";

/**
 * Counts the signed-in user as looking at this shop while the calling component is mounted and the page is
 * visible: joining and leaving (usePresence). How many are looking comes with the shared panel query.
 */
export function useShopPresence(shopId: Id<"shops">) {
  const join = useMutation(api.presence.join);
  const leave = useMutation(api.presence.leave);
  usePresence(
    shopId,
    (sessionId) => join({ shopId, sessionId }),
    (sessionId) => leave({ shopId, sessionId }),
  );
}
