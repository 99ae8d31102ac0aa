// Where a phone's bottom sheet rests and where a drag of its handle leaves it: three heights, as
// the map apps people know have (peek, half, full).

export type SheetStop = "peek" | "half" | "full";

export const SHEET_STOPS: readonly SheetStop[] = ["peek", "half", "full"];

/** What each stop shows, for the handle's aria-valuetext. */
export const STOP_TEXT: Record<SheetStop, string> = {
  peek: "Peek: the shop's name and first actions",
  half: "Half: the map above, the shop below",
  full: "Full: the shop, the map hidden",
};

export type SheetHeights = Record<SheetStop, number>;

/** The half stop's share of the room the sheet has. */
export const HALF_SHARE = 0.55;
/** The peek stop never shows less than the handle and a line of the header. */
const PEEK_AT_LEAST = 96;
/** The peek stop stays this far below the half one, so the two look different. */
const PEEK_BELOW_HALF = 48;
/** A release faster than this (px per ms) goes on to the next stop in its direction. */
const FLING_SPEED = 0.5;

/**
 * The three heights for a sheet that can take `room` pixels: peek shows what its content asks for
 * (the header and first actions, `peekWanted`), kept below the half stop; full takes all the room.
 */
export function sheetHeights(room: number, peekWanted: number): SheetHeights {
  const half = Math.round(room * HALF_SHARE);
  const ceiling = Math.max(half - PEEK_BELOW_HALF, Math.min(PEEK_AT_LEAST, half));
  const peek = Math.round(Math.min(Math.max(peekWanted, PEEK_AT_LEAST), ceiling));
  return { peek, half, full: room };
}

/** A height while dragging: never below the peek stop nor above the full one. */
export function clampHeight(height: number, heights: SheetHeights): number {
  return Math.min(Math.max(height, heights.peek), heights.full);
}

/**
 * Where a drag released at `height`, moving at `velocity` (px per ms, positive upwards), comes to
 * rest: a fling goes on to the next stop in its direction, a slow release to the nearest stop.
 */
export function snapStop(height: number, velocity: number, heights: SheetHeights): SheetStop {
  if (Math.abs(velocity) >= FLING_SPEED) {
    const ahead =
      velocity > 0
        ? SHEET_STOPS.filter((s) => heights[s] > height)
        : SHEET_STOPS.filter((s) => heights[s] < height).reverse();
    if (ahead.length > 0) return ahead[0]!;
  }
  return SHEET_STOPS.reduce((best, stop) =>
    Math.abs(heights[stop] - height) < Math.abs(heights[best] - height) ? stop : best,
  );
}

/** The stop a step from `stop` reaches (-1 lower, +1 higher), kept within peek and full. */
export function stepStop(stop: SheetStop, by: number): SheetStop {
  const index = Math.min(Math.max(SHEET_STOPS.indexOf(stop) + by, 0), SHEET_STOPS.length - 1);
  return SHEET_STOPS[index]!;
}

/** A tap on the handle: up a stop, and from full back down to peek, to show the map. */
export function tapStop(stop: SheetStop): SheetStop {
  return stop === "full" ? "peek" : stepStop(stop, 1);
}
