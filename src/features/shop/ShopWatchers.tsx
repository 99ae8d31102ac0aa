import { othersLooking, watchersText } from "@convex/rules/presence";
import type { Looking } from "@/lib/usePanelShared";

/** Who is looking, as the panel has it: whether its join counted the viewer, and the shared count. */
export type Watching = {
  /** The panel's join: whether it counted the viewer (undefined until it answers). */
  here: boolean | undefined;
  /** From the panel's `shopPanel.live`, asked once the join has answered (undefined until then). */
  looking: Looking | undefined;
};

/**
 * "2 other people are looking at this shop right now.", live while the panel is open: the count everyone
 * shares (`shopPanel.live`, the panel's own subscription, decision 46) less the viewer when their join counted
 * them, and less the people they blocked (`blockedLooking`, from shopPanel.mine; undefined while it loads). The
 * panel asks `live` only once the join has answered, so the count then holds the viewer and their arrival does
 * not run it again for them (decision 47).
 */
export function ShopWatchers({
  watching: { here, looking },
  blockedLooking,
}: {
  watching: Watching;
  blockedLooking: number | undefined;
}) {
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
