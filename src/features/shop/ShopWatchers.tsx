import type { Id } from "@convex/_generated/dataModel";
import { watchersText } from "@convex/rules/presence";
import { useShopPresence } from "@/features/shop/useShopPresence";

/** "2 other people are looking at this shop right now.", live while the panel is open. */
export function ShopWatchers({ shopId }: { shopId: Id<"shops"> }) {
  const watching = useShopPresence(shopId);
  if (watching === undefined) return null;
  const someone = watching.others > 0;
  return (
    <p className="flex items-center gap-2 text-sm text-dark-grey">
      <span
        aria-hidden
        className={`inline-block size-2.5 shrink-0 rounded-full ${someone ? "animate-pulse bg-latte" : "bg-grey/60"}`}
      />
      {watchersText(watching.others, watching.capped)}
    </p>
  );
}
