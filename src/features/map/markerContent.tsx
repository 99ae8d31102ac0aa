import type { ReactNode } from "react";
import type { Id } from "@convex/_generated/dataModel";
import type { CardSide } from "@/features/map/labelPlacement";
import type { Drawn } from "@/features/map/markerLayout";
import { ClusterButton, ShopMarkerButton, StackButton } from "@/features/map/MarkerButtons";
import type { Point } from "@/features/map/screenGeometry";
import { spreadReach } from "@/features/map/stacks";
import type { useMarkerLayout } from "@/features/map/useMarkerLayout";

/**
 * Which point of a marker's element stands on its map point: "left" its left middle, pulled 16 px
 * left so the pin (a card on its right) is centred on the point; "right", "top" and "bottom" the
 * same for a card on the pin's left, below it and above it; "center" its middle.
 */
export type Anchor = "left" | "right" | "top" | "bottom" | "center";

/** The anchor that keeps a shop's pin on its point, whichever side its card is on. */
const ANCHOR_FOR_CARD: Record<CardSide, Anchor> = { right: "left", left: "right", below: "top", above: "bottom" };

/** One marker as a provider places it: at its point, by its anchor, moved by its offset. */
export type MarkerElement = {
  key: string;
  lng: number;
  lat: number;
  anchor: Anchor;
  offset: Point;
  raised: boolean;
  content: ReactNode;
};

type Handlers = {
  onSelectShop: (id: Id<"shops">) => void;
  /** The shop whose panel is open: its marker is highlighted and raised. */
  selected?: string | null;
  onCluster: (cluster: Extract<Drawn, { kind: "cluster" }>, byKeyboard: boolean) => void;
  layout: Pick<ReturnType<typeof useMarkerLayout>, "toggleStack" | "closeStackOnEscape">;
};

const NO_OFFSET: Point = { x: 0, y: 0 };

/** The buttons for a layout, the same on both map providers. */
export function markerElements(
  drawn: readonly Drawn[],
  { onSelectShop, selected, onCluster, layout }: Handlers,
): MarkerElement[] {
  return drawn.map((item): MarkerElement => {
    const at = { key: item.key, lng: item.lng, lat: item.lat };
    switch (item.kind) {
      case "cluster":
        return {
          ...at,
          anchor: "center",
          offset: NO_OFFSET,
          raised: false,
          content: (
            <ClusterButton
              count={item.count}
              inView={item.inView}
              onSelect={(byKeyboard) => onCluster(item, byKeyboard)}
            />
          ),
        };
      case "stack":
        return {
          ...at,
          anchor: "center",
          offset: NO_OFFSET,
          raised: item.expanded,
          content: (
            <StackButton
              stackKey={item.key}
              shops={item.shops}
              expanded={item.expanded}
              spread={spreadReach(item.shops.length)}
              inView={item.inView}
              onToggle={() => layout.toggleStack(item.key)}
              onKeyDown={item.expanded ? layout.closeStackOnEscape(item.key) : undefined}
            />
          ),
        };
      case "shop": {
        const current = item.shop._id === selected;
        return {
          ...at,
          anchor: ANCHOR_FOR_CARD[item.card?.side ?? "right"],
          offset: item.offset,
          raised: item.stack !== null || current,
          content: (
            <ShopMarkerButton
              shop={item.shop}
              current={current}
              card={item.card}
              inView={item.inView}
              onSelect={() => onSelectShop(item.shop._id)}
              onKeyDown={item.stack !== null ? layout.closeStackOnEscape(item.stack) : undefined}
            />
          ),
        };
      }
    }
  });
}

/** The CSS transform that puts an element's `anchor` on the point it was moved to. */
const ANCHOR_SHIFT: Record<Anchor, string> = {
  left: "translate(-16px, -50%)",
  right: "translate(calc(16px - 100%), -50%)",
  top: "translate(-50%, -16px)",
  bottom: "translate(-50%, calc(16px - 100%))",
  center: "translate(-50%, -50%)",
};

/** Moves a marker's element so its anchor, plus its offset, stands on `point` (pixels in the layer). */
export function placeElement(
  element: HTMLElement,
  point: Point,
  { anchor, offset }: { anchor: Anchor; offset: Point },
) {
  element.style.transform = `translate(${Math.round(point.x + offset.x)}px, ${Math.round(point.y + offset.y)}px) ${ANCHOR_SHIFT[anchor]}`;
}
