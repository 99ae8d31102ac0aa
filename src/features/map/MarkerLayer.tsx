// HTML markers over the map, for both providers. All of them render through one React portal into
// one layer the map moves with its camera, instead of a portal and a map marker (five listeners)
// each: hundreds of markers stay cheap to add and to pan, and their DOM order (the tab order) is
// the layout's.
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { placeElement, type Anchor, type MarkerElement } from "@/features/map/markerContent";
import type { Point } from "@/features/map/screenGeometry";

/** What a map provider gives the layer: a place inside the map, a projection, camera moves. */
export type LayerHost = {
  /** Puts the layer's element inside the map; returns how to take it out. */
  mount(layer: HTMLElement): () => void;
  /** Where a point is in the layer's pixels; null while the map cannot tell yet. */
  project(lng: number, lat: number): Point | null;
  /** Calls back whenever the markers must move (the camera moved, the map resized); returns how to stop. */
  onMove(callback: () => void): () => void;
};

type Placement = { element: HTMLElement; lng: number; lat: number; anchor: Anchor; offset: Point };

function place(host: LayerHost, placement: Placement) {
  const point = host.project(placement.lng, placement.lat);
  if (point) placeElement(placement.element, point, placement);
}

export function MarkerLayer({ host, markers }: { host: LayerHost; markers: MarkerElement[] }) {
  const [layer] = useState(() => {
    const element = document.createElement("div");
    element.className = "absolute top-0 left-0";
    return element;
  });
  const placements = useRef(new Map<string, Placement>());

  useEffect(() => {
    const unmount = host.mount(layer);
    const stop = host.onMove(() => placements.current.forEach((placement) => place(host, placement)));
    return () => {
      stop();
      unmount();
    };
  }, [host, layer]);

  // Before the browser paints, every marker (new or moved) stands at its point.
  useLayoutEffect(() => {
    placements.current.forEach((placement) => place(host, placement));
  }, [host, markers]);

  const track = (marker: MarkerElement) => (element: HTMLDivElement | null) => {
    if (!element) return;
    const placement = { element, lng: marker.lng, lat: marker.lat, anchor: marker.anchor, offset: marker.offset };
    placements.current.set(marker.key, placement);
    return () => {
      if (placements.current.get(marker.key) === placement) placements.current.delete(marker.key);
    };
  };

  return createPortal(
    markers.map((marker) => (
      // A card shown on hover or focus comes in front of its neighbours; a spread stack in front of all.
      // Only what is drawn takes the pointer (pins, cards, clusters), never the empty room in a box.
      <div
        key={marker.key}
        ref={track(marker)}
        data-marker={marker.key}
        className={`pointer-events-none absolute top-0 left-0 ${marker.raised ? "z-20" : "hover:z-10 focus-within:z-10"}`}
      >
        {marker.content}
      </div>
    )),
    layer,
  );
}
