import { useEffect, useRef, useState } from "react";

export type Point = { lat: number; lng: number };

/** One arrow-key step: about 5 m. */
const NUDGE = 0.00005;
const ARROWS: Record<string, [number, number]> = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

/** WebGL is what MapLibre draws with; without it (old browsers, jsdom) the coordinates alone are shown. */
function canDrawMaps(): boolean {
  return typeof window !== "undefined" && "WebGLRenderingContext" in window;
}

/**
 * A small map with one draggable pin at `point`. MapLibre (and its worker) load only when this
 * shows. Tiles come from OpenStreetMap; offline they stay blank, but the pin still drags.
 */
export function PinMap({ point, onMove }: { point: Point; onMove: (point: Point) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(!canDrawMaps());
  const initial = useRef(point);
  const moveRef = useRef(onMove);
  useEffect(() => {
    moveRef.current = onMove;
  }, [onMove]);

  useEffect(() => {
    if (failed || !container.current) return;
    let cleanup = () => {};
    let cancelled = false;
    import("@/lib/maplibre")
      .then(({ maplibregl, createOpenMap }) => {
        if (cancelled || !container.current) return;
        const { lat, lng } = initial.current;
        const map = createOpenMap(container.current, { lat, lng }, 16);
        map.addControl(new maplibregl.NavigationControl({ showCompass: false }), "top-right");
        const marker = new maplibregl.Marker({ draggable: true, color: "#4b3621" }).setLngLat([lng, lat]).addTo(map);
        const report = () => {
          const { lat: newLat, lng: newLng } = marker.getLngLat();
          moveRef.current({ lat: newLat, lng: newLng });
        };
        marker.on("dragend", report);
        // Keyboard users move the pin with the arrow keys (Shift for bigger steps).
        const pin = marker.getElement();
        pin.tabIndex = 0;
        pin.setAttribute("role", "button");
        pin.setAttribute("aria-label", "Shop location pin: drag it, or focus it and use the arrow keys");
        pin.addEventListener("keydown", (event) => {
          const step = event.shiftKey ? NUDGE * 10 : NUDGE;
          const delta = ARROWS[event.key];
          if (!delta) return;
          event.preventDefault();
          const at = marker.getLngLat();
          marker.setLngLat([at.lng + delta[0] * step, at.lat + delta[1] * step]);
          map.panTo(marker.getLngLat());
          report();
        });
        cleanup = () => map.remove();
      })
      .catch((error: unknown) => {
        console.error("The pin map could not load", error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      cleanup();
    };
  }, [failed]);

  if (failed) {
    return (
      <p className="rounded-lg bg-light-grey p-4 text-sm text-dark-grey">
        The map preview is not available in this browser. The shop will be placed at the point below.
      </p>
    );
  }
  return <div ref={container} data-testid="pin-map" className="h-64 w-full overflow-hidden rounded-lg bg-map-ground sm:h-80" />;
}
