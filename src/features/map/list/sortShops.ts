import { distanceKm } from "@convex/rules/distance";
import { containsLng, type Bounds } from "@convex/rules/viewport";
import type { MarkerShop } from "@/features/map/types";

export type SortKey = "rating" | "reviews" | "distance";

export const SORT_LABELS: Record<SortKey, string> = { rating: "Rating", reviews: "Reviews", distance: "Distance" };

export type ListedShop = MarkerShop & { distanceKm: number | null };

/** The shops inside the visible area (the markers also cover a margin around it). */
export function shopsInside(shops: readonly MarkerShop[], view: Bounds): MarkerShop[] {
  return shops.filter((shop) => shop.lat >= view.south && shop.lat <= view.north && containsLng(view, shop.lng));
}

const byName = (a: ListedShop, b: ListedShop) => a.name.localeCompare(b.name);
const ORDER: Record<SortKey, (a: ListedShop, b: ListedShop) => number> = {
  // Best rated first; shops without reviews last; more reviews first among equals.
  rating: (a, b) => b.rating - a.rating || b.reviews - a.reviews || byName(a, b),
  reviews: (a, b) => b.reviews - a.reviews || b.rating - a.rating || byName(a, b),
  distance: (a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) || byName(a, b),
};

/** The shops with their distance from `from` (null when not located), in the chosen order. */
export function sortShops(
  shops: readonly MarkerShop[],
  sort: SortKey,
  from: { lat: number; lng: number } | null,
): ListedShop[] {
  return shops.map((shop) => ({ ...shop, distanceKm: from ? distanceKm(from, shop) : null })).sort(ORDER[sort]);
}
