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
/** `shift`: pixels the card moves along its pin's side to stay inside the visible area. */
export type Placement = { side: CardSide; hidden: boolean; shift?: Point };

/** The rectangle a card of `size` covers on `side` of the pin at `at`, centred on the pin along that side. */
export function cardRect(at: Point, size: Size, side: CardSide): Rect {
  const reach = PIN_SIZE / 2 + CARD_GAP;
  const left = side === "right" ? at.x + reach : side === "left" ? at.x - reach - size.width : at.x - size.width / 2;
  const top = side === "below" ? at.y + reach : side === "above" ? at.y - reach - size.height : at.y - size.height / 2;
  return { left, top, right: left + size.width, bottom: top + size.height };
}

/**
 * The card on `side`, slid along that side (down or up beside the pin, left or right above or
 * below it) as far as it must to stay inside `area`, while still beside its pin.
 */
export function shiftedCard(at: Point, size: Size, side: CardSide, area: Rect): { rect: Rect; shift: Point } {
  const rect = cardRect(at, size, side);
  const across = side === "right" || side === "left" ? "y" : "x";
  const [low, high, extent] =
    across === "y"
      ? [rect.top - area.top, area.bottom - rect.bottom, size.height]
      : [rect.left - area.left, area.right - rect.right, size.width];
  const wanted = low < 0 ? -low : high < 0 ? high : 0;
  // Half its length less a little: the card still stands beside the pin's middle.
  const most = Math.max(0, extent / 2 - CARD_GAP);
  const by = Math.max(-most, Math.min(most, wanted));
  const shift = across === "y" ? { x: 0, y: by } : { x: by, y: 0 };
  return {
    rect: {
      left: rect.left + shift.x,
      right: rect.right + shift.x,
      top: rect.top + shift.y,
      bottom: rect.bottom + shift.y,
    },
    shift,
  };
}

/** A placement carries a shift only when it has one, so unmoved cards compare as before. */
const withShift = (placement: Placement, shift: Point): Placement =>
  shift.x === 0 && shift.y === 0 ? placement : { ...placement, shift };

const grow = (rect: Rect, by: number): Rect => ({
  left: rect.left - by,
  top: rect.top - by,
  right: rect.right + by,
  bottom: rect.bottom + by,
});

/**
 * Places cards greedily, highest priority first: on the pin's right, else its left, below or
 * above, wherever the card (slid along its side if it must) stays in the visible area (`area`, the
 * screen unless given) and clear of the cards already placed, every other pin and every obstacle.
 * A card with no free side is hidden (it shows on hover or focus, over its neighbours), on the
 * first side that stays in the area.
 */
export function placeLabels(
  requests: readonly LabelRequest[],
  { pins, obstacles, screen, area }: { pins: readonly Pin[]; obstacles: readonly Rect[]; screen: Size; area?: Rect },
): Map<string, Placement> {
  const bounds: Rect = area ?? { left: 0, top: 0, right: screen.width, bottom: screen.height };
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
    const options = SIDES.map((side) => ({ side, ...shiftedCard(at, size, side, bounds) }));
    const best = options.find(({ rect }) => fits(rect) && free(rect));
    if (best) {
      placed.push(best.rect);
      result.set(key, withShift({ side: best.side, hidden: false }, best.shift));
    } else {
      const onScreen = options.find(({ rect }) => fits(rect));
      result.set(
        key,
        onScreen ? withShift({ side: onScreen.side, hidden: true }, onScreen.shift) : { side: "right", hidden: true },
      );
    }
  }
  return result;
}
