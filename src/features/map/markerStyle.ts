// What a map marker shows and how markers group (docs/product.md §2 Map screen, §9). Both map providers draw
// from these rules; only the drawing differs.
import { formatRating, ratedText } from "@convex/rules/ratings";
import { roastLabel } from "@/lib/roastStyle";

/** Initial zoom of the map, and the zoom after a successful city search. */
export const INITIAL_ZOOM = 14;
export const SEARCH_ZOOM = 15;

/** Marker clustering: grid radius 60 px, no clustering above zoom 16, at least 2 markers per cluster. */
export const CLUSTER = { radius: 60, maxZoom: 16, minPoints: 2 } as const;

/** Label cards show beside markers when zoomed far out (below 1) or in close (above 13). */
export function showsLabelCard(zoom: number): boolean {
  return zoom < 1 || zoom > 13;
}

const LABEL_NAME_LENGTH = 15;

/** The shop name on a label card: cut to 15 characters plus '...'. */
export function labelName(name: string): string {
  return name.length > LABEL_NAME_LENGTH ? `${name.slice(0, LABEL_NAME_LENGTH)}...` : name;
}

/**
 * The accessible name of a marker: the whole name, its rating when it has reviews, and the roast,
 * whatever the card shows ("Render Coffee, rated 4.3 out of 5 from 12 reviews, Medium roast").
 */
export function markerName(shop: { name: string; roastStyle: string; rating?: number; reviews?: number }): string {
  const rated = shop.reviews ? `, ${ratedText({ overall: shop.rating ?? 0, reviews: shop.reviews })}` : "";
  return `${shop.name}${rated}, ${roastLabel(shop.roastStyle)}`;
}

/** The rating a label card shows after its cup, "4.3"; null for a shop without reviews. */
export function markerRatingLabel(shop: { rating?: number; reviews?: number }): string | null {
  return shop.reviews ? formatRating(shop.rating ?? 0) : null;
}
