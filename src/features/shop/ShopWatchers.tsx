import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { othersLooking, watchersText } from "@convex/rules/presence";
import { useShopPresence } from "@/features/shop/useShopPresence";
import { useVotesCount } from "@/features/shop/useVotesCount";

/**
 * "2 other people are looking at this shop right now.", live while the panel is open: the count everyone
 * shares (`shopPanel.live`, the panel's own subscription, decision 46) less the viewer when their join counted
 * them, and less the people they blocked (`blockedLooking`, from shopPanel.mine; undefined while it loads).
 * Shown once the join has answered: Convex hands a mutation's answer over only once the page's queries hold its
 * write, so the count then holds the viewer.
 */
export function ShopWatchers({ shopId, blockedLooking }: { shopId: Id<"shops">; blockedLooking: number | undefined }) {
  const { me, counts } = useVotesCount();
  // A new account is not counted (rules/trust.ts), so its panel sends no join and shows the count at once.
  const here = useShopPresence(shopId, me === undefined ? undefined : counts);
  const looking = useQuery(api.shopPanel.live, { id: shopId })?.looking;
  if (here === undefined || blockedLooking === undefined || looking === undefined) return null;
  const { others, capped } = othersLooking(looking, { here, blockedHere: blockedLooking });
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
