import type { Doc } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { tileOf } from "../rules/geo";
import { packTraits, traitsOf, unpackTraits } from "../rules/markerTraits";
import { markerRating, packMarkerRatings, unpackMarkerRating, type MarkerRating } from "../rules/ratings";
import { encodeOpeningHours, packWeeks, unpackWeeks } from "../rules/weeklyHours";

// The map's markers live in tiles (schema: mapTiles), written here in the same mutation as the
// shop, so the map never shows a shop that is not there or misses one that is. A crowded spot gets
// a second document for the same tile rather than one that grows without limit.

/** Markers one tile document holds at most (about 16 KB). */
export const TILE_CAPACITY = 200;

/**
 * What a map marker shows and where: also its shop's overall rating (0 when none) and review count,
 * what the filters ask of it (`traits`: roast style, options, beverages; rules/markerTraits.ts) and
 * its week of opening hours (rules/weeklyHours.ts; null when the shop has no structured hours).
 */
export type MapMarker = Pick<Doc<"shops">, "name" | "lat" | "lng"> &
  MarkerRating & { shopId: Doc<"shops">["_id"]; traits: number; week: Uint8Array | null };

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
>;
type Columns = Pick<Doc<"mapTiles">, "shopIds" | "names" | "roastStyles" | "lats" | "lngs" | "ratings" | "traits" | "weeks">;

export function markerOf(shop: Located): MapMarker {
  const { _id, name, lat, lng, ratingTotals, openingHours } = shop;
  return { shopId: _id, name, lat, lng, ...markerRating(ratingTotals), traits: traitsOf(shop), week: encodeOpeningHours(openingHours) };
}

/** A tile's markers, from its columns. A tile written before traits keeps its roast styles as strings. */
export function markersOf(tile: Columns): MapMarker[] {
  const weeks = unpackWeeks(tile.weeks, tile.shopIds.length);
  const legacyTraits = (i: number) =>
    traitsOf({ roastStyle: tile.roastStyles?.[i] ?? "", beverages: [], dairyFree: false, glutenFriendly: false, mealOptions: false, bakeryOptions: false, roastsOwnBeans: false });
  return tile.shopIds.map((shopId, i) => ({
    shopId,
    name: tile.names[i]!,
    lat: tile.lats[i]!,
    lng: tile.lngs[i]!,
    ...unpackMarkerRating(tile.ratings, i),
    traits: unpackTraits(tile.traits, i) ?? legacyTraits(i),
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
    traits: packTraits(markers.map((m) => m.traits)),
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

/** Puts a new shop on the map. */
export async function addMarker(ctx: MutationCtx, shop: Located) {
  const tile = (await tilesAt(ctx, shop)).find((t) => t.shopIds.length < TILE_CAPACITY);
  if (tile === undefined) await ctx.db.insert("mapTiles", { ...tileOf(shop.lat, shop.lng), ...columnsOf([markerOf(shop)]) });
  else await ctx.db.patch("mapTiles", tile._id, columnsOf([...markersOf(tile), markerOf(shop)]));
}

async function removeMarker(ctx: MutationCtx, shop: Located) {
  const tile = (await tilesAt(ctx, shop)).find((t) => t.shopIds.includes(shop._id));
  if (tile === undefined) return;
  const markers = markersOf(tile).filter((marker) => marker.shopId !== shop._id);
  if (markers.length === 0) await ctx.db.delete("mapTiles", tile._id);
  else await ctx.db.patch("mapTiles", tile._id, columnsOf(markers));
}

/**
 * After a review changed a shop's ratings: its marker shows the new overall rating and review
 * count, in place (same tile document, same position).
 */
export async function updateMarkerRating(ctx: MutationCtx, shop: Located) {
  const tile = (await tilesAt(ctx, shop)).find((t) => t.shopIds.includes(shop._id));
  if (tile === undefined) return;
  const markers = markersOf(tile).map((marker) => (marker.shopId === shop._id ? { ...marker, ...markerRating(shop.ratingTotals) } : marker));
  await ctx.db.patch("mapTiles", tile._id, { ratings: packMarkerRatings(markers) });
}

/** Whether a tile holds every column of today's markers (a tile written before ratings or traits lacks some). */
function hasEveryColumn(tile: Columns): boolean {
  return tile.roastStyles === undefined && tile.ratings !== undefined && tile.traits !== undefined && tile.weeks !== undefined;
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
  if (hasEveryColumn(tile) && markers.some((marker) => marker.shopId === shop._id && sameMarker(marker, fresh))) return false;
  await ctx.db.patch("mapTiles", tile._id, columnsOf(markers.map((marker) => (marker.shopId === shop._id ? fresh : marker))));
  return true;
}

/** After a shop's edit: its marker shows the new name, roast style, place, beverages or hours. */
export async function updateMarker(ctx: MutationCtx, before: Located, after: Located) {
  if (sameMarker(markerOf(before), markerOf(after))) return;
  await removeMarker(ctx, before);
  await addMarker(ctx, after);
}
