import type { Id } from "@convex/_generated/dataModel";
import type { Bounds } from "@convex/rules/viewport";

/**
 * What a marker needs (the shape `shops.inViewport` returns): `rating` is the shop's overall rating
 * (0 when it has no reviews) and `reviews` its review count; `week` and `timeZone` its opening
 * hours (rules/weeklyHours.ts), for the list of shops in view.
 */
export type MarkerShop = {
  _id: Id<"shops">;
  name: string;
  roastStyle: string;
  lat: number;
  lng: number;
  rating: number;
  reviews: number;
  week?: ArrayBuffer;
  timeZone?: string;
};

/**
 * A request to move the map: to a point at a zoom (with `keepZoom`, a pan at the zoom it has), or,
 * with `fit`, to fit a box in view (no closer than `zoom`). `key` changes for every request, even to
 * the same place.
 */
export type MapFocus = { lat: number; lng: number; zoom: number; key: number; fit?: Bounds | null; keepZoom?: boolean };

/** The one interface both map providers implement; only the drawing differs. */
export type ShopMapProps = {
  shops: MarkerShop[];
  focus: MapFocus;
  onViewportChange: (view: Bounds) => void;
  onSelectShop: (id: Id<"shops">) => void;
  /** The shop whose panel is open: its marker is highlighted. */
  selected?: string | null;
  /** Where the person is, once "near me" found them: drawn as a dot. */
  userLocation?: { lat: number; lng: number } | null;
};
