// The open map: MapLibre GL with OpenStreetMap raster tiles. Used when no Google key is set.
// Markers are HTML buttons placed by MapLibre and grouped with the shared cluster rules, so they
// show (and work with the keyboard) even when no tile can be downloaded.
import { startTransition, useEffect, useMemo, useRef, useState } from "react";
import { INITIAL_ZOOM, showsLabelCard } from "@convex/rules/markers";
import { MESSAGES } from "@convex/rules/messages";
import { createOpenMap, maplibregl } from "@/lib/maplibre";
import { clusterShops, type View } from "./clusters";
import { ClusterButton, ShopMarkerButton } from "./MarkerButtons";
import { MapMessage } from "./MapMessage";
import { MarkerLayer, type LayerMarker } from "./MarkerLayer";
import type { ShopMapProps } from "./types";

export default function OpenMap({ shops, focus, onViewportChange, onSelectShop }: ShopMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<maplibregl.Map | null>(null);
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [view, setView] = useState<View | null>(null);
  const [showCards, setShowCards] = useState(showsLabelCard(INITIAL_ZOOM));
  const latest = useRef({ onViewportChange, focus });
  useEffect(() => {
    latest.current = { onViewportChange, focus };
  }, [onViewportChange, focus]);

  // Create the map once; a failure (no WebGL) shows the SPEC's error text instead. Starting WebGL is
  // the heaviest step of the screen, so it runs as a task of its own rather than inside React's commit.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const setUp = (map: maplibregl.Map) => {
      map.addControl(new maplibregl.NavigationControl({ showCompass: false }), "bottom-right");
      const report = () => {
        const b = map.getBounds();
        const bounds = { south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() };
        latest.current.onViewportChange(bounds);
        // Markers for a new view are worth less than keeping the map responsive: render them between frames.
        startTransition(() => setView({ ...bounds, zoom: map.getZoom() }));
      };
      map.on("load", () => {
        setLoaded(true);
        report();
      });
      map.on("moveend", report);
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

  const clusters = useMemo(() => clusterShops(shops), [shops]);
  const placed = useMemo(() => (view ? clusters.placedIn(view) : []), [clusters, view]);

  // A search result or another request to move.
  useEffect(() => {
    if (!map || focus.key === 0) return;
    map.flyTo({ center: [focus.lng, focus.lat], zoom: focus.zoom, essential: true });
  }, [map, focus]);

  if (failed) return <MapMessage>{MESSAGES.mapError}</MapMessage>;

  const zoomInto = (clusterId: number, lng: number, lat: number) => {
    map?.easeTo({ center: [lng, lat], zoom: clusters.expansionZoom(clusterId) });
  };
  const markers: LayerMarker[] = placed.map((item) => ({
    key: item.key,
    lng: item.lng,
    lat: item.lat,
    anchor: item.kind === "shop" ? "left" : "center",
    content:
      item.kind === "shop" ? (
        <ShopMarkerButton shop={item.shop} showCard={showCards} onSelect={() => onSelectShop(item.shop._id)} />
      ) : (
        <ClusterButton count={item.count} onSelect={() => zoomInto(item.clusterId, item.lng, item.lat)} />
      ),
  }));

  return (
    <div className="relative h-full w-full">
      <div ref={containerRef} className="h-full w-full bg-map-ground" role="region" aria-label="Map of coffee shops" />
      {!loaded && <MapMessage overlay>{MESSAGES.mapLoading}</MapMessage>}
      {map && loaded && <MarkerLayer map={map} markers={markers} />}
    </div>
  );
}
