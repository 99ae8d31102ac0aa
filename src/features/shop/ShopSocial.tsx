import type { Id } from "@convex/_generated/dataModel";
import { FollowedReviewers } from "@/features/shop/FollowedReviewers";
import { ShopWatchers } from "@/features/shop/ShopWatchers";
import { SavedToggles } from "@/features/shop/SavedToggles";

/** The panel's personal and live part: save the shop, who is looking now, who you follow has reviewed it. */
export function ShopSocial({ shopId }: { shopId: Id<"shops"> }) {
  return (
    <section aria-label="You and your friends" className="space-y-3 rounded-xl bg-white p-3 ring-1 ring-black/5">
      <SavedToggles shopId={shopId} />
      <ShopWatchers shopId={shopId} />
      <FollowedReviewers shopId={shopId} />
    </section>
  );
}
