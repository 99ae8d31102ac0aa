// The map from the edge (docs/decisions/0040-map-from-the-edge.md): the map's markers published per
// region as a file on the photo bucket, which the browser fetches from the bucket's domain (cached at
// the edge), and a tiny session-free query that says each region's current file. A region is a square
// of REGION_CELLS × REGION_CELLS map tiles (0.1° a side).
import { passesFilters, type ViewportFilters } from "./shopFilters";
import { PUBLISH_DELAY_MS } from "./edgeFiles";
import { latCell, lngCell } from "./geo";
import { MAX_MARKERS, containsLng, type Bounds } from "./viewport";
import { decodeWeek, isOpenAt, minuteOfWeekIn } from "./weeklyHours";

/** Map tiles a region spans each way: 10 tiles of 0.01°, about 11 km north to south. */
export const REGION_CELLS = 10;
/**
 * Regions a view may span and still be drawn from files (a city view on a phone or a desktop spans
 * one to four); a wider view asks the live query, which reads coarse strips.
 */
export const MAX_EDGE_REGIONS = 9;

/**
 * Regions a wide region spans each way (1°, about 110 km): a view too wide for MAX_EDGE_REGIONS regions is
 * drawn from at most MAX_EDGE_REGIONS wide regions' files, each all its regions' markers (decision 43).
 */
export const WIDE_REGIONS = 10;

const KEY = /^(-?\d{1,4})_(-?\d{1,4})$/;
const WIDE_KEY = /^w(-?\d{1,3})_(-?\d{1,3})$/;

/** A region's name: its row and column of regions, "southRow_westColumn". */
export const regionKey = (row: number, column: number) => `${row}_${column}`;

export function regionOf(lat: number, lng: number): string {
  return regionKey(Math.floor(latCell(lat) / REGION_CELLS), Math.floor(lngCell(lng) / REGION_CELLS));
}

export const isRegionKey = (key: string) => KEY.test(key);
export const isWideKey = (key: string) => WIDE_KEY.test(key);

/**
 * A wide region's file is made again at most this often (decision 43): it is read from its regions' files, so a
 * busy half-minute of a city makes one.
 */
export const WIDE_PUBLISH_DELAY_MS = 30_000;

/** How long a region's (or a wide region's) publish waits for more changes. */
export const publishDelayOf = (key: string) => (isWideKey(key) ? WIDE_PUBLISH_DELAY_MS : PUBLISH_DELAY_MS);

/** The wide region a region is part of. */
export function wideKeyOf(key: string): string {
  const [, row, column] = KEY.exec(key)!.map(Number);
  return `w${Math.floor(row! / WIDE_REGIONS)}_${Math.floor(column! / WIDE_REGIONS)}`;
}

/** The regions of a wide region, south-west first. */
export function regionsOfWide(key: string): string[] {
  const [, row, column] = WIDE_KEY.exec(key)!.map(Number);
  const keys: string[] = [];
  for (let r = row! * WIDE_REGIONS; r < (row! + 1) * WIDE_REGIONS; r++)
    for (let c = column! * WIDE_REGIONS; c < (column! + 1) * WIDE_REGIONS; c++) keys.push(regionKey(r, c));
  return keys;
}

/** The tiles of a region: its latitude and longitude cells, both ends included. */
export function regionCells(key: string): { latCells: [number, number]; lngCells: [number, number] } {
  const [, row, column] = KEY.exec(key)!.map(Number);
  return {
    latCells: [row! * REGION_CELLS, row! * REGION_CELLS + REGION_CELLS - 1],
    lngCells: [column! * REGION_CELLS, column! * REGION_CELLS + REGION_CELLS - 1],
  };
}

/** The squares of `cells` map tiles a side that a view touches, south-west first; null past MAX_EDGE_REGIONS. */
function squaresCovering(view: Bounds, cells: number, key: (row: number, column: number) => string) {
  if (view.west > view.east) return null;
  const [south, north] = [Math.floor(latCell(view.south) / cells), Math.floor(latCell(view.north) / cells)];
  const [west, east] = [Math.floor(lngCell(view.west) / cells), Math.floor(lngCell(view.east) / cells)];
  if ((north - south + 1) * (east - west + 1) > MAX_EDGE_REGIONS) return null;
  const keys: string[] = [];
  for (let row = south; row <= north; row++)
    for (let column = west; column <= east; column++) keys.push(key(row, column));
  return keys;
}

/** The regions a view touches, south-west first; null when it spans more than MAX_EDGE_REGIONS or the antimeridian. */
export const regionsCovering = (view: Bounds): string[] | null => squaresCovering(view, REGION_CELLS, regionKey);

/**
 * The files a view is drawn from (decision 43): its regions, or for a wider view its wide regions; null when
 * even those are more than MAX_EDGE_REGIONS (a country at once) or the view crosses the antimeridian.
 */
export const edgeKeysCovering = (view: Bounds): string[] | null =>
  regionsCovering(view) ??
  squaresCovering(view, REGION_CELLS * WIDE_REGIONS, (row, column) => `w${regionKey(row, column)}`);

/** A new object key for a region's file: random, so a published file never changes and may be cached for good. */
export const regionObjectKey = (key: string, uuid: string) => `map/${key}/${uuid.toLowerCase()}.json`;

/** A marker as a region's file holds it: what `shops.inViewport` returns, with what the filters ask of it. */
export type RegionMarker = {
  id: string;
  name: string;
  lat: number;
  lng: number;
  rating: number;
  reviews: number;
  /** rules/markerTraits.ts and rules/practicalTraits.ts: roast style, options, beverages; Wi-Fi, seating, price. */
  traits: number;
  practical: number;
  /** The week of opening hours (rules/weeklyHours.ts) in base64, and the shop's time zone; absent without hours. */
  week?: string;
  timeZone?: string;
};
export type RegionFile = { markers: RegionMarker[] };

export const weekToBase64 = (week: Uint8Array) => btoa(String.fromCharCode(...week));
export const weekFromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/**
 * The markers of some regions' files in `view` that pass `filters`, at most MAX_MARKERS ("open now" read
 * at each shop's own clock, as the live query does); `truncated` says some were left out.
 */
export function markersInView(
  files: readonly RegionFile[],
  view: Bounds,
  filters: ViewportFilters = {},
): { markers: RegionMarker[]; truncated: boolean } {
  const isOpen = (m: RegionMarker) => {
    const minute = m.week && m.timeZone ? minuteOfWeekIn(m.timeZone, filters.openAt!) : null;
    return minute !== null && isOpenAt(decodeWeek(weekFromBase64(m.week!)), minute);
  };
  const wanted = files
    .flatMap((file) => file.markers)
    .filter(
      (m) =>
        m.lat >= view.south &&
        m.lat <= view.north &&
        containsLng(view, m.lng) &&
        passesFilters(m, filters, () => isOpen(m)),
    );
  if (wanted.length <= MAX_MARKERS) return { markers: wanted, truncated: false };
  return { markers: spreadOver(wanted, MAX_MARKERS), truncated: true };
}

/** At most `max` of `markers`, taken a region at a time in turn, so a wide view shows every part of it. */
function spreadOver(markers: RegionMarker[], max: number): RegionMarker[] {
  const byRegion = new Map<string, RegionMarker[]>();
  for (const m of markers) {
    const key = regionOf(m.lat, m.lng);
    const queue = byRegion.get(key);
    if (queue) queue.push(m);
    else byRegion.set(key, [m]);
  }
  const queues = [...byRegion.values()];
  const taken: RegionMarker[] = [];
  for (let i = 0; taken.length < max; i++) {
    const round = queues.filter((queue) => i < queue.length).map((queue) => queue[i]!);
    if (round.length === 0) break;
    taken.push(...round.slice(0, max - taken.length));
  }
  return taken;
}
