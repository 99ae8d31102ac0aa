import type { Doc } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { latCell, tileOf } from "../rules/geo";
import { holdsPractical, packTraits, traitsOf, unpackPractical, unpackTraits } from "../rules/markerTraits";
import { PRACTICAL_OPTIONS, practicalOf } from "../rules/practicalTraits";
import { markerRating, packMarkerRatings, unpackMarkerRating, type MarkerRating } from "../rules/ratings";
import { passesFilters, type ViewportFilters } from "../rules/shopFilters";
import { regionChanged } from "./mapRegions";
import { timeZoneAt } from "../rules/timeZone";
import {
  MAX_MARKERS,
  MAX_MARKERS_SCANNED,
  MAX_TILE_READS,
  containsLng,
  coverStrips,
  type Bounds,
} from "../rules/viewport";
import { decodeWeek, encodeOpeningHours, isOpenAt, minuteOfWeekIn, packWeeks, unpackWeeks } from "../rules/weeklyHours";

// The map's markers live in tiles (schema: mapTiles), written by jobs a moment after a shop's add, edit,
// closure or ratings change (decision 37); each write also republishes the tile's region on the bucket
// (model/mapRegions.ts, decision 40). A crowded spot gets a second document for the same tile.

/** Markers one tile document holds at most (about 16 KB). */
export const TILE_CAPACITY = 200;

/**
 * What a map marker shows and where: also its shop's overall rating (0 when none) and review count
 * (counted reviews only, decision 28), what the filters ask of it (`traits`: roast style, options,
 * beverages; rules/markerTraits.ts), its practical traits (`practical`: Wi-Fi, seating, price level;
 * rules/practicalTraits.ts, same column) and its week of opening hours (rules/weeklyHours.ts; null without hours).
 */
export type MapMarker = Pick<Doc<"shops">, "name" | "lat" | "lng"> &
  MarkerRating & { shopId: Doc<"shops">["_id"]; traits: number; practical: number; week: Uint8Array | null };

type Located = Pick<
  Doc<"shops">,
  | "_id"
  | "name"
  | "roastStyle"
  | "lat"
  | "lng"
  | "ratingTotals"
  | "beverages"
  | "openingHours"
  | "dairyFree"
  | "glutenFriendly"
  | "mealOptions"
  | "bakeryOptions"
  | "roastsOwnBeans"
  | "closedAt"
  | (typeof PRACTICAL_OPTIONS)[number][0]
  | "priceLevel"
>;
type Columns = Pick<
  Doc<"mapTiles">,
  "shopIds" | "names" | "roastStyles" | "lats" | "lngs" | "ratings" | "traits" | "weeks"
>;

export function markerOf(shop: Located): MapMarker {
  const { _id, name, lat, lng, ratingTotals, openingHours } = shop;
  return {
    shopId: _id,
    name,
    lat,
    lng,
    ...markerRating(ratingTotals),
    traits: traitsOf(shop),
    practical: practicalOf(shop),
    week: encodeOpeningHours(openingHours),
  };
}

/**
 * A tile's markers, from its columns. A tile written before traits keeps its roast styles as strings;
 * one written before the practical byte reads every practical trait as unknown (no migration needed:
 * no shop had them before the byte, and every tile write since writes it for all its markers).
 */
export function markersOf(tile: Columns): MapMarker[] {
  const weeks = unpackWeeks(tile.weeks, tile.shopIds.length);
  const legacyTraits = (i: number) =>
    traitsOf({
      roastStyle: tile.roastStyles?.[i] ?? "",
      beverages: [],
      dairyFree: false,
      glutenFriendly: false,
      mealOptions: false,
      bakeryOptions: false,
      roastsOwnBeans: false,
    });
  return tile.shopIds.map((shopId, i) => ({
    shopId,
    name: tile.names[i]!,
    lat: tile.lats[i]!,
    lng: tile.lngs[i]!,
    ...unpackMarkerRating(tile.ratings, i),
    traits: unpackTraits(tile.traits, i, tile.shopIds.length) ?? legacyTraits(i),
    practical: unpackPractical(tile.traits, i, tile.shopIds.length),
    week: weeks[i]!,
  }));
}

/** Markers as a tile's columns (dropping the roast-style strings of a tile written before traits). */
export function columnsOf(markers: MapMarker[]) {
  return {
    shopIds: markers.map((m) => m.shopId),
    names: markers.map((m) => m.name),
    roastStyles: undefined,
    lats: markers.map((m) => m.lat),
    lngs: markers.map((m) => m.lng),
    ratings: packMarkerRatings(markers),
    traits: packTraits(
      markers.map((m) => m.traits),
      markers.map((m) => m.practical),
    ),
    weeks: packWeeks(markers.map((m) => m.week)),
  } satisfies Columns;
}

/** Whether two markers show and filter the same. */
function sameMarker(a: MapMarker, b: MapMarker): boolean {
  const comparable = (m: MapMarker) => JSON.stringify({ ...m, week: m.week ? [...m.week] : null });
  return comparable(a) === comparable(b);
}

/** The documents of the tile a point lies in (one, unless the spot is crowded). */
function tilesAt(ctx: QueryCtx, { lat, lng }: { lat: number; lng: number }) {
  const { lngCell, latCell } = tileOf(lat, lng);
  return ctx.db
    .query("mapTiles")
    .withIndex("by_lngCell_latCell", (q) => q.eq("lngCell", lngCell).eq("latCell", latCell))
    .collect();
}

/** Puts a shop on the map: a new one, or one moved (`rating`: the rating its marker showed, kept by the jobs). */
export async function addMarker(ctx: MutationCtx, shop: Located, rating?: MarkerRating) {
  const marker = { ...markerOf(shop), ...rating };
  const tile = (await tilesAt(ctx, shop)).find((t) => t.shopIds.length < TILE_CAPACITY);
  if (tile === undefined) await ctx.db.insert("mapTiles", { ...tileOf(shop.lat, shop.lng), ...columnsOf([marker]) });
  else await ctx.db.patch("mapTiles", tile._id, columnsOf([...markersOf(tile), marker]));
  await regionChanged(ctx, shop);
}

/** Takes a shop's marker off the map; says the rating it showed. */
async function removeMarker(ctx: MutationCtx, shop: Located): Promise<MarkerRating | undefined> {
  const tile = (await tilesAt(ctx, shop)).find((t) => t.shopIds.includes(shop._id));
  if (tile === undefined) return undefined;
  const old = markersOf(tile).find((marker) => marker.shopId === shop._id)!;
  const markers = markersOf(tile).filter((marker) => marker.shopId !== shop._id);
  if (markers.length === 0) await ctx.db.delete("mapTiles", tile._id);
  else await ctx.db.patch("mapTiles", tile._id, columnsOf(markers));
  await regionChanged(ctx, shop);
  return { rating: old.rating, reviews: old.reviews };
}

/**
 * After a shop's ratings changed (model/ratings.ts): its marker shows the new overall rating and
 * review count, in place (same tile document, same position).
 */
export async function updateMarkerRating(ctx: MutationCtx, shop: Located) {
  const tile = (await tilesAt(ctx, shop)).find((t) => t.shopIds.includes(shop._id));
  if (tile === undefined) return;
  const markers = markersOf(tile).map((marker) =>
    marker.shopId === shop._id ? { ...marker, ...markerRating(shop.ratingTotals) } : marker,
  );
  await ctx.db.patch("mapTiles", tile._id, { ratings: packMarkerRatings(markers) });
  await regionChanged(ctx, shop);
}

/** Whether a tile holds every column of today's markers (a tile written before ratings or traits lacks some). */
function hasEveryColumn(tile: Columns): boolean {
  return (
    tile.roastStyles === undefined &&
    tile.ratings !== undefined &&
    holdsPractical(tile.traits, tile.shopIds.length) &&
    tile.weeks !== undefined
  );
}

/**
 * Puts a shop's marker on the map as the shop is now, in a tile with every column: for a shop stored
 * before tiles, ratings, traits or weeks (convex/migrations.ts). The tile's other markers keep what it
 * holds for them until their own shops come by. Says whether it wrote.
 */
export async function refreshMarker(ctx: MutationCtx, shop: Located): Promise<boolean> {
  const tile = (await tilesAt(ctx, shop)).find((t) => t.shopIds.includes(shop._id));
  if (tile === undefined) {
    await addMarker(ctx, shop);
    return true;
  }
  const fresh = markerOf(shop);
  const markers = markersOf(tile);
  if (hasEveryColumn(tile) && markers.some((marker) => marker.shopId === shop._id && sameMarker(marker, fresh)))
    return false;
  await ctx.db.patch(
    "mapTiles",
    tile._id,
    columnsOf(markers.map((marker) => (marker.shopId === shop._id ? fresh : marker))),
  );
  await regionChanged(ctx, shop);
  return true;
}

/** Whether an edit changes what the shop's marker shows or where (its rating aside: the jobs keep that). */
export const markerMoves = (before: Located, after: Located) => !sameMarker(markerOf(before), markerOf(after));

/**
 * A shop's marker as the shop is now, where it is now, keeping the rating the jobs gave it (the shop document holds
 * none: decision 37): taken out of the tile at `from` (where it was) and of its own, then added once, so running it
 * twice, or after a later edit's, leaves one marker.
 */
export async function placeMarker(ctx: MutationCtx, shop: Located, from: { lat: number; lng: number } | null) {
  let rating: MarkerRating | undefined;
  for (const at of from ? [from, shop] : [shop])
    rating = (await removeMarker(ctx, { ...shop, lat: at.lat, lng: at.lng })) ?? rating;
  await addMarker(ctx, shop, rating);
}

/** After a shop's edit or closure: its marker shows the new name, roast style, place, beverages, traits or hours. */
export async function updateMarker(ctx: MutationCtx, before: Located, after: Located) {
  if (markerMoves(before, after)) await placeMarker(ctx, after, before);
}

/**
 * The markers of a map area that pass `filters`, for shops.inViewport: one index range per longitude
 * strip over the latitude range, 0.01° strips for city views and 1° strips for wider ones, and about
 * MAX_MARKERS markers in all, shared fairly between strips. Only the markers that pass the filters
 * count towards that share, so a filtered view still fills however many shops around do not match;
 * tile reads are capped and shared the same way. `truncated` says some shops were left out.
 */
export async function markersInArea(
  ctx: QueryCtx,
  bounds: Bounds,
  filters: ViewportFilters | undefined,
): Promise<{ markers: MapMarker[]; truncated: boolean }> {
  const { index, cells } = coverStrips(bounds);
  const [southCell, northCell] = [latCell(bounds.south), latCell(bounds.north)];
  const stripTiles = (cell: number) =>
    (index === "fine"
      ? ctx.db
          .query("mapTiles")
          .withIndex("by_lngCell_latCell", (q) =>
            q.eq("lngCell", cell).gte("latCell", southCell).lte("latCell", northCell),
          )
      : ctx.db
          .query("mapTiles")
          .withIndex("by_lngCellCoarse_latCell", (q) =>
            q.eq("lngCellCoarse", cell).gte("latCell", southCell).lte("latCell", northCell),
          ))[Symbol.asyncIterator]();

  // "Open now" reads each shop's week at the minute its own clock shows at `openAt` (shops in
  // view share a time zone or two: each is worked out once).
  const minutes = new Map<string, number | null>();
  const minuteAt = (zone: string, at: number) => {
    if (!minutes.has(zone)) minutes.set(zone, minuteOfWeekIn(zone, at));
    return minutes.get(zone)!;
  };
  const isOpen = (m: MapMarker, at: number) => {
    const zone = m.week && timeZoneAt(m.lat, m.lng);
    const minute = zone ? minuteAt(zone, at) : null;
    return minute !== null && isOpenAt(decodeWeek(m.week!), minute);
  };
  const inView = (m: MapMarker) => m.lat >= bounds.south && m.lat <= bounds.north && containsLng(bounds, m.lng);
  const wanted = (m: MapMarker) => inView(m) && passesFilters(m, filters ?? {}, () => isOpen(m, filters!.openAt!));

  // Each round gives every strip that may hold more an equal share of what is left of the
  // budgets; a strip reads tiles, south to north, until it has its share of wanted markers or
  // has read its share of tiles. Markers of a tile beyond the share wait in `pending` for the
  // strip's next round.
  type Strip = { tiles: ReturnType<typeof stripTiles>; pending: MapMarker[] };
  let [tilesRead, scanned] = [0, 0];
  const take = async (strip: Strip, share: number, tileShare: number, found: MapMarker[]) => {
    for (let taken = 0, tiles = 0; taken < share;) {
      if (strip.pending.length === 0) {
        if (tiles >= tileShare || scanned >= MAX_MARKERS_SCANNED) return true;
        const next = await strip.tiles.next();
        if (next.done) return false;
        const markers = markersOf(next.value);
        [tiles, tilesRead, scanned] = [tiles + 1, tilesRead + 1, scanned + markers.length];
        strip.pending = markers.filter(wanted);
        continue;
      }
      const part = strip.pending.splice(0, share - taken);
      found.push(...part);
      taken += part.length;
    }
    return true;
  };
  let open: Strip[] = cells.map((cell) => ({ tiles: stripTiles(cell), pending: [] }));
  const found: MapMarker[] = [];
  while (open.length > 0 && found.length < MAX_MARKERS && tilesRead < MAX_TILE_READS && scanned < MAX_MARKERS_SCANNED) {
    const share = Math.max(1, Math.floor((MAX_MARKERS - found.length) / open.length));
    const tileShare = Math.max(1, Math.floor((MAX_TILE_READS - tilesRead) / open.length));
    const round = open.slice(0, Math.min(MAX_MARKERS - found.length, MAX_TILE_READS - tilesRead));
    const mayHoldMore = await Promise.all(round.map((strip) => take(strip, share, tileShare, found)));
    open = [...round.filter((_, i) => mayHoldMore[i]), ...open.slice(round.length)];
  }
  return { markers: found, truncated: open.length > 0 };
}
