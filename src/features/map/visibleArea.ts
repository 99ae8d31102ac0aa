// The part of the map nothing stands over (the search bar, the zoom buttons, a side sheet), which
// fitting a place fills and label cards keep inside: docs/product.md §2, the map.
import type { Rect, Size } from "@/features/map/screenGeometry";

export type Padding = { top: number; right: number; bottom: number; left: number };

type Side = keyof Padding;

/** Room around a fitted box for a marker's pin and card, where nothing covers the map. */
export const FIT_MARGIN_PX = 56;
/** Room beyond a cover for a marker's pin (32 px) and the ring it takes when its shop is open. */
const PIN_ROOM_PX = 28;
/** A fitted box keeps at least this much of the map's width and height. */
const KEEP_AT_LEAST_PX = 64;

/** How deep into the map `cover` reaches from each side, if it is taken off that side. */
function depths(cover: Rect, { width, height }: Size): Padding {
  return { top: cover.bottom, bottom: height - cover.top, left: cover.right, right: width - cover.left };
}

/**
 * The side each cover is taken off, and how deep: the side that costs the map least of its
 * width or height (the search bar is taken off the top, the zoom buttons off the right, a side
 * sheet off the left).
 */
export function coveredSides(covers: readonly Rect[], screen: Size): Padding {
  const sides: Padding = { top: 0, right: 0, bottom: 0, left: 0 };
  for (const cover of covers) {
    const reach = depths(cover, screen);
    const cost = (side: Side) => reach[side] / (side === "top" || side === "bottom" ? screen.height : screen.width);
    const side = (["top", "right", "bottom", "left"] as const).reduce((best, s) => (cost(s) < cost(best) ? s : best));
    sides[side] = Math.max(sides[side], reach[side]);
  }
  return sides;
}

/**
 * The padding for fitting a box (a city's shops, a cluster) in view: clear of every cover, with
 * room for a pin beyond it, and at least the usual margin for cards; shrunk where the map is too
 * small to keep the rest.
 */
export function fitPadding(covers: readonly Rect[], screen: Size): Padding {
  const covered = coveredSides(covers, screen);
  const side = (s: Side) => Math.max(FIT_MARGIN_PX, covered[s] > 0 ? covered[s] + PIN_ROOM_PX : 0);
  const padding = { top: side("top"), right: side("right"), bottom: side("bottom"), left: side("left") };
  const shrink = (a: Side, b: Side, total: number) => {
    const over = padding[a] + padding[b] + KEEP_AT_LEAST_PX - total;
    if (over <= 0) return;
    const share = padding[a] / (padding[a] + padding[b]);
    padding[a] = Math.max(0, Math.round(padding[a] - over * share));
    padding[b] = Math.max(0, Math.round(padding[b] - over * (1 - share)));
  };
  shrink("top", "bottom", screen.height);
  shrink("left", "right", screen.width);
  return padding;
}

/**
 * The map's rect less the covers that span a whole side (a side sheet over the map's left, a bar
 * across its top): label cards stay inside it, so none is cut by the screen's edge or such a cover.
 */
export function visibleRect(covers: readonly Rect[], { width, height }: Size): Rect {
  const rect: Rect = { left: 0, top: 0, right: width, bottom: height };
  for (const c of covers) {
    const fullHeight = c.top <= 0 && c.bottom >= height;
    const fullWidth = c.left <= 0 && c.right >= width;
    if (fullHeight && c.left <= 0) rect.left = Math.max(rect.left, c.right);
    else if (fullHeight && c.right >= width) rect.right = Math.min(rect.right, c.left);
    else if (fullWidth && c.top <= 0) rect.top = Math.max(rect.top, c.bottom);
    else if (fullWidth && c.bottom >= height) rect.bottom = Math.min(rect.bottom, c.top);
  }
  return rect;
}
