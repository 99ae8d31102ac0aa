// The open map: Leaflet with OpenStreetMap raster tiles (decision 0014). Used when no Google key is set.
// Markers are HTML buttons placed from the camera and grouped with the shared cluster rules, so they
// show (and work with the keyboard) even when no tile can be downloaded.
import { startTransition, useEffect, useMemo, useRef, useState } from "react";
import { INITIAL_ZOOM, showsLabelCard } from "@/features/map/markerStyle";
import { MESSAGES } from "@convex/rules/messages";
import { addZoomButtons, createOpenMap, L } from "@/lib/leaflet";
import { clusterShops, type View } from "@/features/map/clusters";
import { MapMessage } from "@/features/map/MapMessage";
import { markerElements } from "@/features/map/markerContent";
import { stackedBeyondClustering } from "@/features/map/markerLayout";
import { leafletLayerHost } from "@/features/map/leafletLayerHost";
import { MarkerLayer } from "@/features/map/MarkerLayer";
import { withUserLocation } from "@/features/map/userLocationMarker";
import type { Size } from "@/features/map/screenGeometry";
import { stackKey } from "@/features/map/stacks";
import type { ShopMapProps } from "@/features/map/types";
import { useMarkerLayout } from "@/features/map/useMarkerLayout";

/** Room around a box the map fits in view, for the markers' cards and the controls over the map. */
const FIT_PADDING_PX = 64;
/** The open map's world is 512 px wide at zoom 0 (see `createOpenMap`). */
const TILE_SIZE = 512;

export default function OpenMap({ shops, focus, onViewportChange, onSelectShop, userLocation }: ShopMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [view, setView] = useState<(View & Size) | null>(null);
  const [showCards, setShowCards] = useState(showsLabelCard(INITIAL_ZOOM));
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
  const { collapse, expand, focusWhenDrawn } = layout;
  const host = useMemo(() => map && leafletLayerHost(map), [map]);
  const latest = useRef({ onViewportChange, focus, collapse });
  useEffect(() => {
    latest.current = { onViewportChange, focus, collapse };
  }, [onViewportChange, focus, collapse]);

  // Create the map once; a failure shows 'Error loading maps' (docs/product.md §8) instead. The map starts in tasks of
  // its own rather than inside React's commit: creating it, then listening and drawing markers.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const setUp = (map: L.Map) => {
      addZoomButtons(map, "bottomright");
      const report = () => {
        const b = map.getBounds();
        const bounds = { south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() };
        latest.current.onViewportChange(bounds);
        const size = { width: container.clientWidth, height: container.clientHeight };
        // Markers for a new view are worth less than keeping the map responsive: render them between frames.
        startTransition(() => setView({ ...bounds, ...size, zoom: map.getZoom() }));
      };
      map.on("moveend resize", report);
      // A click on the map itself (its tiles or background, not a marker) closes a spread stack.
      map.on("click", (event) => {
        const target = event.originalEvent.target;
        if (target instanceof Node && map.getPane("mapPane")!.contains(target)) latest.current.collapse();
      });
      map.on("zoom", () => setShowCards(showsLabelCard(map.getZoom())));
      // Leaflet follows the window's size; the map's box also changes with the page around it.
      // Its centre stays put, as the person expects when the list below takes part of the map.
      const resized = new ResizeObserver(() => map.invalidateSize());
      resized.observe(container);
      map.on("unload", () => resized.disconnect());
      setLoaded(true);
      report();
    };
    let instance: L.Map | null = null;
    let step = setTimeout(() => {
      try {
        instance = createOpenMap(container, latest.current.focus, latest.current.focus.zoom);
      } catch (error) {
        console.error("Map error:", error);
        setFailed(true);
        return;
      }
      const created = instance;
      step = setTimeout(() => {
        setUp(created);
        setMap(created);
      });
    });
    return () => {
      clearTimeout(step);
      instance?.remove();
      setMap(null);
    };
  }, []);

  // A search result or another request to move.
  useEffect(() => {
    if (!map || focus.key === 0) return;
    // The map's box may have changed in this same render (a phone's shop sheet opening): measure it now.
    map.invalidateSize();
    const box = focus.fit && L.latLngBounds([focus.fit.south, focus.fit.west], [focus.fit.north, focus.fit.east]);
    const target = focus.keepZoom ? map.getZoom() : focus.zoom;
    const zoom = box
      ? Math.min(map.getBoundsZoom(box, false, L.point(2 * FIT_PADDING_PX, 2 * FIT_PADDING_PX)), target)
      : target;
    const center = box ? box.getCenter() : L.latLng(focus.lat, focus.lng);
    // A short flight nearby; a jump to another town, where a flight would take seconds over blank map.
    const near = map.getBounds().pad(1).contains(center);
    if (near) map.flyTo(center, zoom, { duration: 0.6 });
    else map.setView(center, zoom, { animate: false });
  }, [map, focus]);

  if (failed) return <MapMessage>{MESSAGES.mapError}</MapMessage>;

  // A cluster zooms in until it splits. One that splits only where clustering stops may still be
  // shops too close to tell apart: they are spread at once, so one click reaches every shop.
  const markers = markerElements(layout.drawn, {
    onSelectShop,
    onCluster: ({ clusterId, lng, lat }, byKeyboard) => {
      const leaves = clusters.leaves(clusterId);
      const ids = leaves.map((shop) => shop._id);
      if (stackedBeyondClustering(leaves, TILE_SIZE)) expand(stackKey(ids));
      if (byKeyboard) focusWhenDrawn([stackKey(ids), ...ids]);
      map?.flyTo([lat, lng], clusters.expansionZoom(clusterId), { duration: 0.4 });
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
