// Which longitude strips cover a map viewport (docs/product.md §2 Map screen). Shops carry a 0.01° strip
// (`lngCell`) and a 1° strip (`lngCellCoarse`); a viewport is read as one index range per strip
// over its latitude range, so the cost follows the visible area, not the number of shops.
import { FINE_CELLS_PER_DEGREE } from "./geo";

export type Bounds = { south: number; west: number; north: number; east: number };

/** The smallest box holding every point (the nearest shops and where a search began). */
export function boxAround(points: readonly { lat: number; lng: number }[]): Bounds {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  return { south: Math.min(...lats), west: Math.min(...lngs), north: Math.max(...lats), east: Math.max(...lngs) };
}

/**
 * The middle of a box, its longitude in [-180, 180): a map's view may run past 180 across the
 * antimeridian, or past -180 once panned round the world.
 */
export function boxCentre({ south, west, north, east }: Bounds): { lat: number; lng: number } {
  const eastward = east < west ? east + 360 : east;
  return { lat: (south + north) / 2, lng: normalizeLng((west + eastward) / 2) };
}

/** At most this many shops are read (and drawn) for one viewport. */
export const MAX_MARKERS = 1000;
/**
 * With filters most markers read may not match, so a viewport also stops after this many tile
 * documents or this many markers looked at (the area is then reported as truncated: zoom in).
 * Without filters neither binds: at most one tile per marker shown, plus a part-read tile per strip.
 */
export const MAX_TILE_READS = 1500;
export const MAX_MARKERS_SCANNED = 20 * MAX_MARKERS;
/** Up to this many 0.01° strips (0.6°, a metro area) the fine index is used; wider views use 1° strips. */
export const MAX_FINE_STRIPS = 60;
/** The view is widened by this fraction of its size on every side, so small pans need no new query. */
export const VIEW_MARGIN = 0.25;

/**
 * A server-side sanity check: latitudes in range and ordered; `west` in [-180, 180] and `east`
 * at most one turn further (a view across the antimeridian has east > 180).
 */
export function isValidBounds({ south, west, north, east }: Bounds): boolean {
  const finite = [south, west, north, east].every(Number.isFinite);
  return (
    finite &&
    -90 <= south &&
    south <= north &&
    north <= 90 &&
    -180 <= west &&
    west <= 180 &&
    west <= east &&
    east - west <= 360
  );
}

/** The strips (cells of one index) that cover the bounds, without duplicates. */
export function coverStrips(bounds: Bounds): { index: "fine" | "coarse"; cells: number[] } {
  const fineFirst = Math.floor(bounds.west * FINE_CELLS_PER_DEGREE);
  const fineLast = Math.floor(bounds.east * FINE_CELLS_PER_DEGREE);
  if (fineLast - fineFirst + 1 <= MAX_FINE_STRIPS) {
    return { index: "fine", cells: wrapCells(fineFirst, fineLast, 360 * FINE_CELLS_PER_DEGREE) };
  }
  return { index: "coarse", cells: wrapCells(Math.floor(bounds.west), Math.floor(bounds.east), 360) };
}

function wrapCells(first: number, last: number, turn: number): number[] {
  const half = turn / 2;
  const cells = new Set<number>();
  for (let cell = first; cell <= last && cells.size < turn; cell++) {
    cells.add(cell >= half ? cell - turn : cell);
  }
  return [...cells];
}

/** Whether a longitude lies inside the bounds' longitude range (which may pass 180). */
export function containsLng(bounds: Bounds, lng: number): boolean {
  return (lng >= bounds.west && lng <= bounds.east) || (lng + 360 >= bounds.west && lng + 360 <= bounds.east);
}

/**
 * The bounds the map asks the server for: the visible bounds plus a margin on every side, widened
 * out to a grid of a power of two of degrees (about a quarter of the margin). Nearby viewers at one
 * zoom then ask the same question, which a deployment answers once for all of them (the query
 * reads no session, so its cached result is shared).
 */
export function queryBounds(view: Bounds, margin = VIEW_MARGIN): Bounds {
  const latSpan = Math.max(view.north - view.south, 1e-6);
  let lngSpan = view.east - view.west;
  if (!(lngSpan > 0)) lngSpan += 360;
  const step = gridStep(Math.min(latSpan, lngSpan) * margin);
  const down = (x: number) => Math.floor(x / step) * step;
  const up = (x: number) => Math.ceil(x / step) * step;
  const south = Math.max(-90, down(view.south - latSpan * margin));
  const north = Math.min(90, up(view.north + latSpan * margin));
  if (lngSpan * (1 + 2 * margin) + 2 * step >= 360) return { south, west: -180, north, east: 180 };
  let west = view.west - lngSpan * margin;
  // Bring west into [-180, 180); east follows, possibly past 180 across the antimeridian.
  const turns = Math.floor((west + 180) / 360) * 360;
  west = down(west - turns);
  const east = up(view.east + lngSpan * margin - turns);
  return { south, west, north, east };
}

/** The largest power of two of degrees at most a quarter of `marginDegrees` (exact in binary, so snapped bounds compare equal). */
function gridStep(marginDegrees: number): number {
  return 2 ** Math.floor(Math.log2(Math.max(marginDegrees, 1e-6) / 4));
}

/**
 * Whether the map can keep its current query for a new view: the view is still inside the
 * queried area and has not shrunk so much that the query reads far more than is shown. Panning
 * inside the margin then keeps the same live subscription instead of starting one per frame.
 */
export function keepsQuery(queried: Bounds, view: Bounds): boolean {
  const wanted = queryBounds(view);
  const width = view.east - view.west;
  let west = normalizeLng(view.west);
  if (west < queried.west) west += 360;
  const inside = view.south >= queried.south && view.north <= queried.north && west + width <= queried.east;
  const area = (b: Bounds) => (b.north - b.south) * (b.east - b.west);
  return inside && area(queried) <= 4 * area(wanted);
}

function normalizeLng(lng: number): number {
  return lng - Math.floor((lng + 180) / 360) * 360;
}
