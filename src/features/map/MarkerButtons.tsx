import { labelName, markerName, markerRatingLabel, roastLabel } from "@convex/rules/markers";
import { CupIcon } from "@/components/icons";
import type { MarkerShop } from "./types";

/**
 * A shop marker: a pin and, when the zoom calls for it, the label card (name cut to 15 characters,
 * the roast and, once the shop has reviews, its overall rating). Pin and card are one button, so
 * clicking either opens the shop panel; the button's name says the whole name, rating and roast.
 * Both map providers draw this same button.
 */
export function ShopMarkerButton({ shop, showCard, onSelect }: { shop: MarkerShop; showCard: boolean; onSelect: () => void }) {
  const rating = markerRatingLabel(shop);
  return (
    <button
      type="button"
      aria-label={markerName(shop)}
      title={shop.name}
      onClick={(event) => {
        event.stopPropagation();
        // The map swallows mousedown, so the click alone does not focus the marker; focus it so
        // the panel can hand focus back here when it closes.
        event.currentTarget.focus();
        onSelect();
      }}
      className="group flex items-center gap-1 rounded-full focus-visible:outline-3 focus-visible:outline-latte"
    >
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full border-2 border-white bg-espresso text-white shadow-md group-hover:bg-espresso-dark">
        <span className="scale-75">
          <CupIcon />
        </span>
      </span>
      {showCard && (
        <span className="rounded-lg bg-white px-2 py-1 text-left leading-tight whitespace-nowrap shadow-md ring-1 ring-black/10">
          <span className="block text-xs font-semibold text-espresso">{labelName(shop.name)}</span>
          <span className="block text-[11px] text-dark-grey">
            {roastLabel(shop.roastStyle)}
            {rating && <span className="font-semibold text-espresso"> · {rating}</span>}
          </span>
        </span>
      )}
    </button>
  );
}

/** A cluster of markers: its count; clicking zooms in until it splits. */
export function ClusterButton({ count, onSelect }: { count: number; onSelect: () => void }) {
  const size = count < 10 ? "size-10" : count < 100 ? "size-12" : "size-14";
  return (
    <button
      type="button"
      aria-label={`${count} shops here, zoom in`}
      onClick={(event) => {
        event.stopPropagation();
        onSelect();
      }}
      className={`${size} flex items-center justify-center rounded-full border-4 border-latte bg-espresso font-bold text-white shadow-md hover:bg-espresso-dark`}
    >
      {count}
    </button>
  );
}
