import { useEffect, useRef, useState } from "react";
import type { L as Leaflet } from "@/lib/leaflet";

export type Point = { lat: number; lng: number };

const PIN_LABEL = "Shop location pin: drag it, or focus it and use the arrow keys";

/** A 44 px touch target holding the brand's pin, its tip on the point. */
function pinIcon(L: typeof Leaflet) {
  return L.divIcon({
    className: "",
    iconSize: [44, 44],
    iconAnchor: [22, 44],
    html: '<svg width="28" height="40" viewBox="0 0 28 40" aria-hidden="true" class="mx-auto mt-1 block"><path d="M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 40 14 40s14-15.7 14-26.1C28 6.2 21.7 0 14 0z" fill="#4b3621"/><circle cx="14" cy="14" r="5" fill="#fff"/></svg>',
  });
}

/** One arrow-key step: about 5 m. */
const NUDGE = 0.00005;
const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/**
 * A small map with one draggable pin at `point`. Leaflet loads only when this shows. Tiles come from
 * OpenStreetMap; offline they stay blank, but the pin still drags.
 */
export function PinMap({ point, onMove }: { point: Point; onMove: (point: Point) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const initial = useRef(point);
  const moveRef = useRef(onMove);
  useEffect(() => {
    moveRef.current = onMove;
  }, [onMove]);

  useEffect(() => {
    if (failed || !container.current) return;
    let cleanup = () => {};
    let cancelled = false;
    import("@/lib/leaflet")
      .then(({ L, addZoomButtons, createOpenMap }) => {
        if (cancelled || !container.current) return;
        const { lat, lng } = initial.current;
        const map = createOpenMap(container.current, { lat, lng }, 16);
        addZoomButtons(map, "topright");
        const marker = L.marker([lat, lng], {
          draggable: true,
          icon: pinIcon(L),
          title: PIN_LABEL,
          alt: PIN_LABEL,
        }).addTo(map);
        const report = () => {
          const { lat: newLat, lng: newLng } = marker.getLatLng();
          moveRef.current({ lat: newLat, lng: newLng });
        };
        marker.on("dragend", report);
        // Keyboard users move the pin with the arrow keys (Shift for bigger steps).
        const pin = marker.getElement()!;
        pin.setAttribute("role", "button");
        pin.setAttribute("aria-label", PIN_LABEL);
        pin.addEventListener("keydown", (event) => {
          const step = event.shiftKey ? NUDGE * 10 : NUDGE;
          const delta = ARROWS[event.key];
          if (!delta) return;
          event.preventDefault();
          // The map's own arrow keys would pan it as well.
          event.stopPropagation();
          const at = marker.getLatLng();
          marker.setLatLng([at.lat + delta[1] * step, at.lng + delta[0] * step]);
          map.panTo(marker.getLatLng());
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
  return (
    <div
      ref={container}
      data-testid="pin-map"
      className="h-64 w-full overflow-hidden rounded-lg bg-map-ground sm:h-80"
    />
  );
}
