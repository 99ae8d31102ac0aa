import { startTransition, useEffect, useState, type RefObject } from "react";
import type { Bounds } from "@convex/rules/viewport";
import { addZoomButtons, createOpenMap, type L } from "@/lib/leaflet";
import type { View } from "@/features/map/clusters";
import { INITIAL_ZOOM, showsLabelCard } from "@/features/map/markerStyle";
import type { Size } from "@/features/map/screenGeometry";
import type { MapFocus } from "@/features/map/types";

/** What the map's listeners call: read when they fire, so they always reach the latest render's. */
export type LeafletHandlers = { onViewportChange: (view: Bounds) => void; focus: MapFocus; collapse: () => void };

type Setters = {
  setLoaded: (loaded: boolean) => void;
  setView: (view: View & Size) => void;
  setShowCards: (show: boolean) => void;
};

/** Controls and listeners on a new map: its view reported, a click closing a stack, cards by zoom. */
function setUp(map: L.Map, container: HTMLElement, latest: RefObject<LeafletHandlers>, set: Setters) {
  addZoomButtons(map, "bottomright");
  const report = () => {
    const b = map.getBounds();
    const bounds = { south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() };
    latest.current.onViewportChange(bounds);
    const size = { width: container.clientWidth, height: container.clientHeight };
    // Markers for a new view are worth less than keeping the map responsive: render them between frames.
    startTransition(() => set.setView({ ...bounds, ...size, zoom: map.getZoom() }));
  };
  map.on("moveend resize", report);
  // A click on the map itself (its tiles or background, not a marker) closes a spread stack.
  map.on("click", (event) => {
    const target = event.originalEvent.target;
    if (target instanceof Node && map.getPane("mapPane")!.contains(target)) latest.current.collapse();
  });
  map.on("zoom", () => set.setShowCards(showsLabelCard(map.getZoom())));
  // Leaflet follows the window's size; the map's box also changes with the page around it.
  // Its centre stays put, as the person expects when the list below takes part of the map.
  const resized = new ResizeObserver(() => map.invalidateSize());
  resized.observe(container);
  map.on("unload", () => resized.disconnect());
  set.setLoaded(true);
  report();
}

/**
 * The Leaflet map in the container, created once, and what it reports: failed, loaded, its view
 * and whether markers show their cards at its zoom.
 */
export function useLeafletMap(containerRef: RefObject<HTMLDivElement | null>, latest: RefObject<LeafletHandlers>) {
  const [map, setMap] = useState<L.Map | null>(null);
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [view, setView] = useState<(View & Size) | null>(null);
  const [showCards, setShowCards] = useState(showsLabelCard(INITIAL_ZOOM));

  // Create the map once; a failure shows 'Error loading maps' (docs/product.md §8) instead. The map starts in tasks of
  // its own rather than inside React's commit: creating it, then listening and drawing markers.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
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
        setUp(created, container, latest, { setLoaded, setView, setShowCards });
        setMap(created);
      });
    });
    return () => {
      clearTimeout(step);
      instance?.remove();
      setMap(null);
    };
  }, [containerRef, latest]);

  return { map, failed, loaded, view, showCards };
}
