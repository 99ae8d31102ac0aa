import { useCallback, useState } from "react";
import { api } from "@convex/_generated/api";
import { viewportFilters, type MapFilters } from "@convex/rules/shopFilters";
import { keepsQuery, queryBounds, type Bounds } from "@convex/rules/viewport";
import { useKeptQuery } from "@/lib/kept/useKept";
import { FROM_THE_EDGE } from "@/lib/useBucketFiles";
import type { MarkerShop } from "@/features/map/types";
import { useEdgeMarkers } from "@/features/map/useEdgeMarkers";

type Markers = { shops: MarkerShop[]; truncated: boolean };
const NONE: Markers = { shops: [], truncated: false };

/**
 * The live markers for the map's view: from the region files on the bucket where there are some
 * (useEdgeMarkers), else from `shops.inViewport`, filtered on the server. The query asks for the view plus a
 * margin and is kept while the view stays inside it; while a new area (or new filters) loads, the
 * previous markers stay on screen. `view` is the visible area itself, for the list of shops in view;
 * `now` (the minute clock) is what "open now" asks about. `savedAt` is set while the markers are the
 * offline copy.
 */
export function useShopsInView(filters: MapFilters, now: number) {
  const [queried, setQueried] = useState<Bounds | null>(null);
  const [view, setView] = useState<Bounds | null>(null);
  const onViewportChange = useCallback((next: Bounds) => {
    setView(next);
    setQueried((current) => (current && keepsQuery(current, next) ? current : queryBounds(next)));
  }, []);
  const serverFilters = viewportFilters(filters, now);
  const edge = useEdgeMarkers(FROM_THE_EDGE ? queried : null, serverFilters);
  // Offline after a reload, the markers of the last view the person saw (decision 31).
  const live = useKeptQuery(
    api.shops.inViewport,
    queried && edge.useLive ? { ...queried, ...(serverFilters ? { filters: serverFilters } : {}) } : "skip",
    { latestAs: "last view" },
  );
  const { data: result, savedAt } = edge.useLive ? live : edge;
  const [shown, setShown] = useState<Markers>(NONE);
  if (result !== undefined && result !== shown) setShown(result);
  return {
    ...(result ?? shown),
    loading: result === undefined && queried !== null,
    savedAt,
    view,
    onViewportChange,
  };
}
