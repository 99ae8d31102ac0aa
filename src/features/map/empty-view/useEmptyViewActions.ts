import { useState } from "react";
import { SEARCH_ZOOM } from "@/features/map/markerStyle";
import { boxAround, boxCentre, type Bounds } from "@convex/rules/viewport";
import type { MapFocus, MarkerShop } from "@/features/map/types";
import { grownBox, nearest } from "@/features/map/empty-view/emptyView";

/** A zoom out is a view this many times as wide (two zoom levels). */
const ZOOM_OUT_FACTOR = 4;
/** "Show the nearest shops" zooms out at most this many times (about a whole state from a street). */
const MAX_STEPS = 6;
/** How many of the nearest shops the map then fits in view, with the place the search started. */
const NEAREST_SHOWN = 3;
/** No closer than any zoom: a box to fit decides. */
const ANY_ZOOM = 22;

type SetFocus = (update: (focus: MapFocus) => MapFocus) => void;
type Seeking = { from: { lat: number; lng: number }; steps: number; asked: Bounds };

/**
 * What an empty view offers: "Zoom out" (two levels), and "Show the nearest shops", which zooms out
 * a step at a time until shops are in reach, then fits the nearest few with the place it started.
 */
export function useEmptyViewActions({
  view,
  shops,
  loading,
  setFocus,
}: {
  view: Bounds | null;
  shops: readonly MarkerShop[];
  loading: boolean;
  setFocus: SetFocus;
}) {
  const [seeking, setSeeking] = useState<Seeking | null>(null);
  const fit = (box: Bounds, zoom = ANY_ZOOM) =>
    setFocus((focus) => ({ ...boxCentre(box), zoom, fit: box, key: focus.key + 1 }));

  // On the answer for a view it asked for (not the one on screen when it asked): the next step,
  // worked out while rendering, as React advises for state that follows other state.
  if (seeking && view && !loading && view !== seeking.asked) {
    if (shops.length > 0) {
      fit(boxAround([seeking.from, ...nearest(shops, seeking.from, NEAREST_SHOWN)]), SEARCH_ZOOM);
      setSeeking(null);
    } else if (seeking.steps >= MAX_STEPS) {
      setSeeking(null);
    } else {
      fit(grownBox(view, ZOOM_OUT_FACTOR));
      setSeeking({ ...seeking, steps: seeking.steps + 1, asked: view });
    }
  }

  return {
    finding: seeking !== null,
    zoomOut: () => view && fit(grownBox(view, ZOOM_OUT_FACTOR)),
    findNearest: () => {
      if (!view) return;
      setSeeking({ from: boxCentre(view), steps: 1, asked: view });
      fit(grownBox(view, ZOOM_OUT_FACTOR));
    },
  };
}
