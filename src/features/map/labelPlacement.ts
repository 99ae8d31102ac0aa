// Where label cards go: beside their pin, never over another card, another pin or a control.
import { PIN_SIZE } from "@/features/map/stacks";
import { insideRect, intersects, type Point, type Rect, type Size } from "@/features/map/screenGeometry";

/** The side of its pin a card stands on. */
export type CardSide = "right" | "left" | "below" | "above";

/** Space between a pin's edge and its card. */
const CARD_GAP = 4;
/** Cards keep at least this much space from each other and from the controls. */
const CARD_MARGIN = 2;
/** In order of preference: beside the pin reads best. */
const SIDES: CardSide[] = ["right", "left", "below", "above"];

export type LabelRequest = { key: string; at: Point; size: Size; priority: number };
export type Pin = { key: string; rect: Rect };
export type Placement = { side: CardSide; hidden: boolean };

/** The rectangle a card of `size` covers on `side` of the pin at `at`, centred on the pin along that side. */
export function cardRect(at: Point, size: Size, side: CardSide): Rect {
  const reach = PIN_SIZE / 2 + CARD_GAP;
  const left = side === "right" ? at.x + reach : side === "left" ? at.x - reach - size.width : at.x - size.width / 2;
  const top = side === "below" ? at.y + reach : side === "above" ? at.y - reach - size.height : at.y - size.height / 2;
  return { left, top, right: left + size.width, bottom: top + size.height };
}

const grow = (rect: Rect, by: number): Rect => ({
  left: rect.left - by,
  top: rect.top - by,
  right: rect.right + by,
  bottom: rect.bottom + by,
});

/**
 * Places cards greedily, highest priority first: on the pin's right, else its left, below or
 * above, wherever the card stays on screen and clear of the cards already placed, every other pin
 * and every obstacle. A card with no free side is hidden (it shows on hover or focus, over its
 * neighbours), on the first side that stays on screen.
 */
export function placeLabels(
  requests: readonly LabelRequest[],
  { pins, obstacles, screen }: { pins: readonly Pin[]; obstacles: readonly Rect[]; screen: Size },
): Map<string, Placement> {
  const bounds: Rect = { left: 0, top: 0, right: screen.width, bottom: screen.height };
  const placed: Rect[] = [];
  const result = new Map<string, Placement>();
  const order = [...requests].sort((a, b) => b.priority - a.priority || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  for (const { key, at, size } of order) {
    const fits = (rect: Rect) => insideRect(rect, bounds);
    const free = (rect: Rect) => {
      const spaced = grow(rect, CARD_MARGIN);
      return (
        !placed.some((card) => intersects(spaced, card)) &&
        !obstacles.some((obstacle) => intersects(spaced, obstacle)) &&
        !pins.some((pin) => pin.key !== key && intersects(rect, pin.rect))
      );
    };
    const side = SIDES.find((s) => fits(cardRect(at, size, s)) && free(cardRect(at, size, s)));
    if (side) {
      placed.push(cardRect(at, size, side));
      result.set(key, { side, hidden: false });
    } else {
      result.set(key, { side: SIDES.find((s) => fits(cardRect(at, size, s))) ?? "right", hidden: true });
    }
  }
  return result;
}
