// The open map: MapLibre GL with OpenStreetMap raster tiles. Used when no Google key is set.
// Markers are HTML buttons placed by MapLibre and grouped with the shared cluster rules, so they
// show (and work with the keyboard) even when no tile can be downloaded.
import { startTransition, useEffect, useMemo, useRef, useState } from "react";
import { INITIAL_ZOOM, showsLabelCard } from "@convex/rules/markers";
import { MESSAGES } from "@convex/rules/messages";
import { createOpenMap, maplibregl } from "@/lib/maplibre";
import { clusterShops, type View } from "./clusters";
import { MapMessage } from "./MapMessage";
import { markerElements } from "./markerContent";
import { stackedBeyondClustering } from "./markerLayout";
import { maplibreLayerHost } from "./maplibreLayerHost";
import { MarkerLayer } from "./MarkerLayer";
import { withUserLocation } from "./userLocationMarker";
import type { Size } from "./screenGeometry";
import { stackKey } from "./stacks";
import type { ShopMapProps } from "./types";
import { useMarkerLayout } from "./useMarkerLayout";

/** MapLibre's world is 512 px wide at zoom 0. */
const TILE_SIZE = 512;

export default function OpenMap({ shops, focus, onViewportChange, onSelectShop, userLocation }: ShopMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<maplibregl.Map | null>(null);
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [view, setView] = useState<(View & Size) | null>(null);
  const [showCards, setShowCards] = useState(showsLabelCard(INITIAL_ZOOM));
  const clusters = useMemo(() => clusterShops(shops), [shops]);
  const placed = useMemo(() => (view ? clusters.placedIn(view) : []), [clusters, view]);
  const layout = useMarkerLayout({ placed, view, tileSize: TILE_SIZE, showCards, containerRef, controls: ".maplibregl-ctrl", revision: loaded });
  const { collapse, expand, focusWhenDrawn } = layout;
  const host = useMemo(() => map && maplibreLayerHost(map), [map]);
  const latest = useRef({ onViewportChange, focus, collapse });
  useEffect(() => {
    latest.current = { onViewportChange, focus, collapse };
  }, [onViewportChange, focus, collapse]);

  // Create the map once; a failure (no WebGL) shows the SPEC's error text instead. Starting WebGL is
  // the heaviest step of the screen, so it runs as a task of its own rather than inside React's commit.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const setUp = (map: maplibregl.Map) => {
      map.addControl(new maplibregl.NavigationControl({ showCompass: false }), "bottom-right");
      // North stays up: the markers' layout (cards beside pins, spread stacks) is worked out on the flat map.
      map.dragRotate.disable();
      map.keyboard.disableRotation();
      map.touchZoomRotate.disableRotation();
      map.touchPitch.disable();
      const report = () => {
        const b = map.getBounds();
        const bounds = { south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() };
        latest.current.onViewportChange(bounds);
        const size = { width: container.clientWidth, height: container.clientHeight };
        // Markers for a new view are worth less than keeping the map responsive: render them between frames.
        startTransition(() => setView({ ...bounds, ...size, zoom: map.getZoom() }));
      };
      map.on("load", () => {
        setLoaded(true);
        report();
      });
      map.on("moveend", report);
      map.on("resize", report);
      // A click on the map itself closes a spread stack.
      map.on("click", (event) => {
        if (event.originalEvent.target === map.getCanvas()) latest.current.collapse();
      });
      // Tiles that cannot be downloaded (offline) leave the background showing; markers still work.
      map.on("error", (event) => {
        if (!("tile" in event) && !("sourceId" in event)) console.error("Map error:", event.error);
      });
      map.on("zoom", () => setShowCards(showsLabelCard(map.getZoom())));
    };
    let instance: maplibregl.Map | null = null;
    const start = setTimeout(() => {
      try {
        instance = createOpenMap(container, latest.current.focus, latest.current.focus.zoom);
      } catch {
        // Only trying tells whether WebGL works here; the map's container must exist first.
        setFailed(true);
        return;
      }
      setUp(instance);
      setMap(instance);
    });
    return () => {
      clearTimeout(start);
      instance?.remove();
      setMap(null);
    };
  }, []);

  // A search result or another request to move.
  useEffect(() => {
    if (!map || focus.key === 0) return;
    map.flyTo({ center: [focus.lng, focus.lat], zoom: focus.zoom, essential: true });
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
      map?.easeTo({ center: [lng, lat], zoom: clusters.expansionZoom(clusterId) });
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
