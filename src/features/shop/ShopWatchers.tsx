import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { othersLooking, watchersText } from "@convex/rules/presence";

/**
 * "2 other people are looking at this shop right now.", live while the panel is open: the count everyone
 * shares (`shopPanel.live`, the panel's own subscription, decision 46) less the viewer when their join counted
 * them (`here`, the panel's join: undefined until it answers), and less the people they blocked
 * (`blockedLooking`, from shopPanel.mine; undefined while it loads). Asked only once the join has answered, so
 * the count then holds the viewer and their arrival does not run it again for them (decision 47).
 */
export function ShopWatchers({
  shopId,
  here,
  blockedLooking,
}: {
  shopId: Id<"shops">;
  here: boolean | undefined;
  blockedLooking: number | undefined;
}) {
  const looking = useQuery(api.shopPanel.live, here === undefined ? "skip" : { id: shopId })?.looking;
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
