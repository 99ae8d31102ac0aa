import type { Id } from "@convex/_generated/dataModel";
import { othersLooking, watchersText } from "@convex/rules/presence";
import { useShopPresence } from "@/features/shop/useShopPresence";

/**
 * "2 other people are looking at this shop right now.", live while the panel is open: the shared count
 * (`looking`) less the viewer and the people they blocked (`mine`, undefined while it loads).
 */
export function ShopWatchers({
  shopId,
  looking,
  mine,
}: {
  shopId: Id<"shops">;
  looking: { looking: number; full: boolean };
  mine: { here: boolean; blockedHere: number } | undefined;
}) {
  useShopPresence(shopId);
  if (mine === undefined) return null;
  const { others, capped } = othersLooking(looking, mine);
  const someone = others > 0;
  return (
    <p className="flex items-center gap-2 text-sm text-dark-grey">
      <span
        aria-hidden
        className={`inline-block size-2.5 shrink-0 rounded-full ${someone ? "animate-pulse bg-latte" : "bg-grey/60"}`}
      />
      {watchersText(others, capped)}
    </p>
  );
}
