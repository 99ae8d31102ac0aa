import { useQuery } from "convex/react";
import { useMemo } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { edgeKeysCovering, markersInView, weekFromBase64, type RegionFile } from "@convex/rules/mapRegions";
import { roastStyleOf } from "@convex/rules/markerTraits";
import type { ViewportFilters } from "@convex/rules/shopFilters";
import type { Bounds } from "@convex/rules/viewport";
import { useKeptValue } from "@/lib/kept/useKept";
import type { MarkerShop } from "@/features/map/types";
import { useBucketFiles } from "@/lib/useBucketFiles";

type Markers = { shops: MarkerShop[]; truncated: boolean };

function shown(files: RegionFile[], area: Bounds, filters: ViewportFilters | undefined): Markers {
  const { markers, truncated } = markersInView(files, area, filters);
  const shops = markers.map(({ id, name, traits, lat, lng, rating, reviews, week, timeZone }) => ({
    _id: id as Id<"shops">,
    name,
    roastStyle: roastStyleOf(traits),
    lat,
    lng,
    rating,
    reviews,
    ...(week ? { week: weekFromBase64(week).buffer, timeZone } : {}),
  }));
  return { shops, truncated };
}

/**
 * The map's markers from its region files on the bucket (decision 40): a small live query says which
 * file holds each region now, the files come from the bucket's domain, and the filters are applied
 * here; a view too wide for regions reads wide regions' files (decision 43). `useLive` when the area is
 * too wide even for those, a region's first file is not out yet or a file failed: the map asks
 * `shops.inViewport` then. The result is kept for offline use as the live query's is.
 */
export function useEdgeMarkers(area: Bounds | null, filters: ViewportFilters | undefined) {
  const keys = area ? edgeKeysCovering(area) : null;
  const regions = useQuery(api.mapEdge.regions, keys ? { keys } : "skip");
  const ready = regions !== undefined && regions.every((region) => !region.pending);
  const { files, failed } = useBucketFiles<RegionFile>(
    ready ? regions.flatMap((region) => (region.file ? [region.file] : [])) : null,
  );
  const filtersKey = JSON.stringify(filters ?? null);
  const markers = useMemo(
    () => (files && area ? shown(files, area, filters) : undefined),
    // The filters by value: the caller makes a new object each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [files, area, filtersKey],
  );
  const { data, savedAt } = useKeptValue("shops:inViewport", "last view", markers);
  const useLive = keys === null || failed || (regions !== undefined && !ready);
  return { useLive, data, savedAt };
}
