// HTML markers over the open map. All of them render through one React portal into a layer inside
// MapLibre's canvas container and are moved with one camera listener, instead of a portal and a
// MapLibre Marker (five listeners) each: hundreds of markers stay cheap to add and to pan.
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import type { maplibregl } from "@/lib/maplibre";

/** "left": the element's left middle sits at the point, pulled 16 px left so the pin is centred on it. */
export type Anchor = "left" | "center";

export type LayerMarker = { key: string; lng: number; lat: number; anchor: Anchor; content: ReactNode };

type Placement = { element: HTMLElement; lng: number; lat: number; anchor: Anchor };

const ANCHOR_SHIFT: Record<Anchor, string> = { left: "translate(-16px, -50%)", center: "translate(-50%, -50%)" };

function place(map: maplibregl.Map, { element, lng, lat, anchor }: Placement) {
  const { x, y } = map.project([lng, lat]);
  element.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px) ${ANCHOR_SHIFT[anchor]}`;
}

export function MarkerLayer({ map, markers }: { map: maplibregl.Map; markers: LayerMarker[] }) {
  const [layer] = useState(() => {
    const element = document.createElement("div");
    element.className = "absolute top-0 left-0";
    return element;
  });
  const placements = useRef(new Map<string, Placement>());

  useEffect(() => {
    map.getCanvasContainer().appendChild(layer);
    const moveAll = () => placements.current.forEach((placement) => place(map, placement));
    map.on("move", moveAll);
    map.on("resize", moveAll);
    return () => {
      map.off("move", moveAll);
      map.off("resize", moveAll);
      layer.remove();
    };
  }, [map, layer]);

  // Before the browser paints, every marker (new or moved) stands at its point.
  useLayoutEffect(() => {
    placements.current.forEach((placement) => place(map, placement));
  }, [map, markers]);

  const track = (marker: LayerMarker) => (element: HTMLDivElement | null) => {
    if (!element) return;
    const placement = { element, lng: marker.lng, lat: marker.lat, anchor: marker.anchor };
    placements.current.set(marker.key, placement);
    return () => {
      if (placements.current.get(marker.key) === placement) placements.current.delete(marker.key);
    };
  };

  return createPortal(
    markers.map((marker) => (
      <div key={marker.key} ref={track(marker)} className="absolute top-0 left-0">
        {marker.content}
      </div>
    )),
    layer,
  );
}
