import type { ReactNode } from "react";
import type { Id } from "@convex/_generated/dataModel";
import { FollowedReviewers } from "@/features/shop/FollowedReviewers";
import { ShopWatchers, type Watching } from "@/features/shop/ShopWatchers";
import { SavedToggles, VisitorSaveToggles } from "@/features/shop/SavedToggles";
import { useIsVisitor } from "@/lib/useIsVisitor";
import type { PanelMine } from "@/features/shop/panelTypes";

/**
 * The panel's personal and live part: save the shop, the page's list parts (`lists`: Add to list, "In 3 lists"),
 * who is looking now, who you follow has reviewed it.
 */
export function ShopSocial({
  shopId,
  lists,
  mine,
  watching,
}: {
  shopId: Id<"shops">;
  lists?: ReactNode;
  mine: PanelMine | undefined;
  watching: Watching;
}) {
  const visitor = useIsVisitor();
  // A visitor has no lists, no presence and follows nobody: saving asks them to join (decision 30).
  if (visitor) {
    return (
      <section aria-label="Save this shop" className="rounded-xl bg-white p-3 ring-1 ring-black/5">
        <VisitorSaveToggles />
        {lists && <div className="mt-2">{lists}</div>}
      </section>
    );
  }
  return (
    <section aria-label="You and your friends" className="space-y-3 rounded-xl bg-white p-3 ring-1 ring-black/5">
      <SavedToggles shopId={shopId} saved={mine?.saved} />
      {lists}
      <ShopWatchers watching={watching} blockedLooking={mine?.blockedLooking} />
      <FollowedReviewers answer={mine?.followedReviewers} />
    </section>
  );
}
