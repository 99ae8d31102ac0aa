// The open map: Leaflet with OpenStreetMap raster tiles (decision 0014). Used when no Google key is set.
// Markers are HTML buttons placed from the camera and grouped with the shared cluster rules, so they
// show (and work with the keyboard) even when no tile can be downloaded.
import { useEffect, useMemo, useRef } from "react";
import { MESSAGES } from "@convex/rules/messages";
import { L } from "@/lib/leaflet";
import { clusterShops } from "@/features/map/clusters";
import { MapMessage } from "@/features/map/MapMessage";
import { markerElements } from "@/features/map/markerContent";
import { stackedBeyondClustering } from "@/features/map/markerLayout";
import { leafletLayerHost } from "@/features/map/leafletLayerHost";
import { MarkerLayer } from "@/features/map/MarkerLayer";
import { withUserLocation } from "@/features/map/userLocationMarker";
import { stackKey } from "@/features/map/stacks";
import type { MapFocus, ShopMapProps } from "@/features/map/types";
import { useLeafletMap, type LeafletHandlers } from "@/features/map/useLeafletMap";
import { useMarkerLayout } from "@/features/map/useMarkerLayout";
import type { Padding } from "@/features/map/visibleArea";

/** The open map's world is 512 px wide at zoom 0 (see `createOpenMap`). */
const TILE_SIZE = 512;

/**
 * The map's centre that puts `point` (a box's middle) in the middle of the part of the map the
 * padding leaves clear (what Leaflet's fitBounds does with its paddings).
 */
function paddedCenter(map: L.Map, point: L.Point, zoom: number, padding: Padding): L.LatLng {
  const offset = L.point((padding.right - padding.left) / 2, (padding.bottom - padding.top) / 2);
  return map.unproject(point.add(offset), zoom);
}

/** Moves the map where it is asked: a search result or another request to move. */
function useLeafletFocus(map: L.Map | null, focus: MapFocus, fitPadding: () => Padding) {
  useEffect(() => {
    if (!map || focus.key === 0) return;
    // The map's box may have changed in this same render (a phone's shop sheet opening): measure it now.
    map.invalidateSize();
    const box = focus.fit && L.latLngBounds([focus.fit.south, focus.fit.west], [focus.fit.north, focus.fit.east]);
    const target = focus.keepZoom ? map.getZoom() : focus.zoom;
    let zoom = target;
    let center = L.latLng(focus.lat, focus.lng);
    if (box) {
      const padding = fitPadding();
      const room = L.point(padding.left + padding.right, padding.top + padding.bottom);
      zoom = Math.min(map.getBoundsZoom(box, false, room), target);
      const middle = map.project(box.getSouthWest(), zoom).add(map.project(box.getNorthEast(), zoom)).divideBy(2);
      center = paddedCenter(map, middle, zoom, padding);
    }
    // A short flight nearby; a jump to another town, where a flight would take seconds over blank map.
    const near = map.getBounds().pad(1).contains(center);
    if (near) map.flyTo(center, zoom, { duration: 0.6 });
    else map.setView(center, zoom, { animate: false });
  }, [map, focus, fitPadding]);
}

export default function OpenMap({
  shops,
  focus,
  onViewportChange,
  onSelectShop,
  selected,
  userLocation,
}: ShopMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  // Its `collapse` comes from the layout below, set with the rest once the map renders.
  const latest = useRef<LeafletHandlers>({ onViewportChange, focus, collapse: () => {} });
  const { map, failed, loaded, view, showCards } = useLeafletMap(containerRef, latest);
  const clusters = useMemo(() => clusterShops(shops), [shops]);
  const placed = useMemo(() => (view ? clusters.placedIn(view) : []), [clusters, view]);
  const layout = useMarkerLayout({
    placed,
    view,
    tileSize: TILE_SIZE,
    showCards,
    containerRef,
    controls: ".leaflet-control",
    revision: loaded,
  });
  const { collapse, expand, focusWhenDrawn, fitPadding } = layout;
  const host = useMemo(() => map && leafletLayerHost(map), [map]);
  useEffect(() => {
    latest.current = { onViewportChange, focus, collapse };
  }, [onViewportChange, focus, collapse]);
  useLeafletFocus(map, focus, fitPadding);

  if (failed) return <MapMessage>{MESSAGES.mapError}</MapMessage>;

  // A cluster zooms in until it splits. One that splits only where clustering stops may still be
  // shops too close to tell apart: they are spread at once, so one click reaches every shop.
  const markers = markerElements(layout.drawn, {
    onSelectShop,
    selected,
    onCluster: ({ clusterId, lng, lat }, byKeyboard) => {
      const leaves = clusters.leaves(clusterId);
      const ids = leaves.map((shop) => shop._id);
      if (stackedBeyondClustering(leaves, TILE_SIZE)) expand(stackKey(ids));
      if (byKeyboard) focusWhenDrawn([stackKey(ids), ...ids]);
      if (!map) return;
      // Zoomed in, the cluster's shops stand in the middle of the part of the map nothing covers.
      const zoom = clusters.expansionZoom(clusterId);
      const at = paddedCenter(map, map.project([lat, lng], zoom), zoom, fitPadding());
      map.flyTo(at, zoom, { duration: 0.4 });
    },
    layout,
  });

  return (
    // Its own stacking context: raised markers stay under the page's controls over the map.
    <div className="relative isolate h-full w-full">
      <div ref={containerRef} className="h-full w-full bg-map-ground" role="region" aria-label="Map of coffee shops" />
      {!loaded && <MapMessage overlay>{MESSAGES.mapLoading}</MapMessage>}
      {host && loaded && <MarkerLayer host={host} markers={withUserLocation(markers, userLocation)} />}
    </div>
  );
}
