import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { othersLooking, watchersText } from "@convex/rules/presence";
import { useShopPresence } from "@/features/shop/useShopPresence";
import { useVotesCount } from "@/features/shop/useVotesCount";

/**
 * "2 other people are looking at this shop right now.", live while the panel is open: the count everyone
 * shares (presence.looking) less the viewer when their join counted them, and less the people they blocked
 * (`blockedLooking`, from shopPanel.mine; undefined while it loads). The count is asked for once the join has
 * answered, so its first answer already holds the viewer and the arrival re-runs it for the others only.
 */
export function ShopWatchers({ shopId, blockedLooking }: { shopId: Id<"shops">; blockedLooking: number | undefined }) {
  const { me, counts } = useVotesCount();
  // A new account is not counted (rules/trust.ts), so its panel sends no join and asks the count at once.
  const here = useShopPresence(shopId, me === undefined ? undefined : counts);
  const looking = useQuery(api.presence.looking, here === undefined ? "skip" : { shopId });
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
