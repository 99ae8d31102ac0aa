import type { KeyboardEventHandler } from "react";
import { ROAST_COLORS } from "@convex/rules/beans";
import { labelName, markerName, markerRatingLabel } from "@/features/map/markerStyle";
import { capitalize, roastLabel } from "@/lib/roastStyle";
import { formatRating } from "@convex/rules/ratings";
import { CupMark } from "@/components/CoffeeCups";
import { CupIcon } from "@/components/icons";
import type { CardSide, Placement } from "@/features/map/labelPlacement";
import { clusterSize } from "@/features/map/markerLayout";
import type { MarkerShop } from "@/features/map/types";

/** The pin and its card in a row or a column, the card on the side the layout chose. */
const LAYOUT_FOR_CARD: Record<CardSide, string> = {
  right: "flex-row",
  left: "flex-row-reverse",
  below: "flex-col",
  above: "flex-col-reverse",
};

/** The open shop's pin: larger, ringed in espresso over a white halo, so it stands out among the others. */
const CURRENT_PIN = "scale-125 ring-3 ring-espresso ring-offset-1 ring-offset-white";

/** Markers out of view (beyond the edges, under a control) stay clickable but out of the tab order. */
const tabIndexFor = (inView: boolean) => (inView ? 0 : -1);

/**
 * A shop marker: a pin in its roast's colour showing its rating (a cup while it has no reviews)
 * and, when the zoom calls for it, the label card (name cut to 15 characters, the roast and the
 * rating) on the side of the pin the layout chose. A card the layout hid, for want of room, shows on hover and
 * focus. Pin and card are one button, so clicking either opens the shop panel; the button's name
 * says the whole name, rating and roast. The open shop's marker (`current`) is ringed and larger,
 * with `aria-current`. Both map providers draw this same button.
 */
export function ShopMarkerButton({
  shop,
  current = false,
  card,
  inView,
  onSelect,
  onKeyDown,
}: {
  shop: MarkerShop;
  current?: boolean;
  card: Placement | null;
  inView: boolean;
  onSelect: () => void;
  onKeyDown?: KeyboardEventHandler;
}) {
  const rating = markerRatingLabel(shop);
  const colors = ROAST_COLORS[capitalize(shop.roastStyle.trim())];
  return (
    <button
      type="button"
      aria-label={markerName(shop)}
      title={shop.name}
      aria-current={current ? "true" : undefined}
      data-current={current ? "" : undefined}
      tabIndex={tabIndexFor(inView)}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        event.stopPropagation();
        // The map swallows mousedown, so the click alone does not focus the marker; focus it so
        // the panel can hand focus back here when it closes.
        event.currentTarget.focus();
        onSelect();
      }}
      // At least 44 × 44 to tap; the pin stays where the anchor puts it (the extra room is beside it).
      // Only the pin (with 6 px of invisible margin) and the card take the pointer: with the card above
      // or below, the button's box reaches beside the pin, over a neighbour's pin.
      className={`group pointer-events-none flex min-h-11 min-w-11 items-center gap-1 rounded-full focus-visible:outline-3 focus-visible:outline-latte ${LAYOUT_FOR_CARD[card?.side ?? "right"]}`}
    >
      <span
        className={`pointer-events-auto relative flex size-8 shrink-0 items-center justify-center rounded-full border-2 border-white text-xs font-bold shadow-md group-hover:brightness-90 before:absolute before:-inset-2 before:rounded-full before:content-[''] ${colors ? "" : "bg-espresso text-white"} ${current ? CURRENT_PIN : ""}`}
        style={colors && { backgroundColor: colors.background, color: colors.text }}
      >
        {shop.reviews > 0 ? (
          formatRating(shop.rating)
        ) : (
          <span className="scale-75">
            <CupIcon />
          </span>
        )}
      </span>
      {card && (
        <span
          className={`pointer-events-auto rounded-lg bg-white px-2 py-1 text-left leading-tight whitespace-nowrap shadow-md ring-1 ${current ? "ring-2 ring-espresso" : "ring-black/10"} ${card.hidden ? "invisible group-hover:visible group-focus-visible:visible" : ""}`}
          // Slid along the pin's side to stay inside the map's visible area (labelPlacement.ts).
          style={card.shift && { transform: `translate(${card.shift.x}px, ${card.shift.y}px)` }}
        >
          <span className="block text-xs font-semibold text-espresso">{labelName(shop.name)}</span>
          <span className="block text-[11px] text-dark-grey">
            {roastLabel(shop.roastStyle)}
            {rating && (
              <span className="font-semibold text-espresso">
                {" · "}
                <CupMark className="mr-px size-3" />
                {rating}
              </span>
            )}
          </span>
        </span>
      )}
    </button>
  );
}

/** A cluster of markers: its count; clicking zooms in until it splits. `onSelect` learns whether a key pressed it. */
export function ClusterButton({
  count,
  inView,
  onSelect,
}: {
  count: number;
  inView: boolean;
  onSelect: (byKeyboard: boolean) => void;
}) {
  const size = clusterSize(count);
  return (
    <button
      type="button"
      aria-label={`${count} shops here, zoom in`}
      tabIndex={tabIndexFor(inView)}
      onClick={(event) => {
        event.stopPropagation();
        onSelect(event.detail === 0);
      }}
      style={{ width: size, height: size }}
      className="pointer-events-auto flex items-center justify-center rounded-full border-4 border-latte bg-espresso font-bold text-white shadow-md hover:bg-espresso-dark focus-visible:outline-3 focus-visible:outline-latte"
    >
      {count}
    </button>
  );
}

/**
 * Shops too close to tell apart at this zoom: a pin with their count. Clicking spreads them around
 * it (and back); each spread shop is an ordinary marker.
 */
export function StackButton({
  stackKey,
  shops,
  expanded,
  spread,
  inView,
  onToggle,
  onKeyDown,
}: {
  stackKey: string;
  shops: MarkerShop[];
  expanded: boolean;
  /** How far the spread shops reach from the middle, in pixels. */
  spread: number;
  inView: boolean;
  onToggle: () => void;
  onKeyDown?: KeyboardEventHandler;
}) {
  return (
    <div className="relative">
      {expanded && (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-1/2 -translate-1/2 rounded-full bg-white/60 ring-1 ring-espresso/20"
          style={{ width: 2 * spread, height: 2 * spread }}
        />
      )}
      <button
        type="button"
        data-stack={stackKey}
        aria-label={`${shops.length} shops at this spot`}
        aria-expanded={expanded}
        title={shops.map((shop) => shop.name).join("\n")}
        tabIndex={tabIndexFor(inView)}
        onKeyDown={onKeyDown}
        onClick={(event) => {
          event.stopPropagation();
          event.currentTarget.focus();
          onToggle();
        }}
        className="pointer-events-auto relative flex size-11 items-center justify-center rounded-full focus-visible:outline-3 focus-visible:outline-latte"
      >
        <span
          aria-hidden="true"
          className="absolute size-8 translate-x-1 -translate-y-1 rounded-full border-2 border-white bg-latte shadow-md"
        />
        <span className="relative flex size-8 items-center justify-center rounded-full border-2 border-white bg-espresso text-sm font-bold text-white shadow-md hover:bg-espresso-dark">
          {expanded ? "×" : shops.length}
        </span>
      </button>
    </div>
  );
}
