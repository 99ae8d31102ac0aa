import { useEffect, useRef, useState } from "react";
import type { L as Leaflet } from "@/lib/leaflet";

/** A shop drawn with its label (a list's position, a plan's letter). */
export type PinnedShop = { id: string; name: string; lat: number; lng: number; label: string };

type Props = { shops: PinnedShop[]; onSelect?: (id: string) => void; title?: string };

/** The closest the map comes to one shop: a street, not a single doorway. */
const MAX_ZOOM = 16;

function labelIcon(L: typeof Leaflet, label: string) {
  const badge = document.createElement("span");
  badge.className =
    "flex h-8 min-w-8 items-center justify-center rounded-full border-2 border-white bg-espresso px-1.5 text-sm font-bold text-white shadow";
  badge.textContent = label;
  return L.divIcon({ className: "", iconSize: [44, 44], iconAnchor: [22, 22], html: badge });
}

function drawPins(L: typeof Leaflet, map: Leaflet.Map, layer: Leaflet.LayerGroup, props: Props) {
  layer.clearLayers();
  for (const shop of props.shops) {
    const name = `${shop.label}. ${shop.name}`;
    const marker = L.marker([shop.lat, shop.lng], { icon: labelIcon(L, shop.label), title: name, alt: name });
    marker.on("click", () => props.onSelect?.(shop.id));
    marker.addTo(layer);
    const pin = marker.getElement();
    pin?.setAttribute("role", "button");
    pin?.setAttribute("aria-label", name);
    pin?.setAttribute("data-testid", "pinned-shop");
    pin?.addEventListener("keydown", (event) => {
      if (event.key !== "Enter" && event.key !== " ") return;
      event.preventDefault();
      props.onSelect?.(shop.id);
    });
  }
  if (props.shops.length === 0) return;
  const bounds = L.latLngBounds(props.shops.map((shop) => [shop.lat, shop.lng] as [number, number]));
  map.fitBounds(bounds, { padding: [32, 32], maxZoom: MAX_ZOOM });
}

/**
 * A small map of a few given shops, each a numbered or lettered marker that follows `shops` as it
 * changes (an entry added by another editor appears at once). Leaflet loads only when this shows.
 */
export function PinnedShopsMap(props: Props) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [drawn, setDrawn] = useState<{ redraw: (props: Props) => void } | null>(null);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    let cleanup = () => {};
    let cancelled = false;
    import("@/lib/leaflet")
      .then(({ L, addZoomButtons, createOpenMap }) => {
        if (cancelled || !container.current) return;
        const first = latest.current.shops[0] ?? { lat: 0, lng: 0 };
        const map = createOpenMap(container.current, first, 14);
        addZoomButtons(map, "topright");
        const layer = L.layerGroup().addTo(map);
        setDrawn({ redraw: (next) => drawPins(L, map, layer, next) });
        cleanup = () => map.remove();
      })
      .catch((error: unknown) => {
        console.error("The map could not load", error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      cleanup();
    };
  }, []);

  const shopsKey = JSON.stringify(props.shops);
  useEffect(() => {
    drawn?.redraw(latest.current);
  }, [drawn, shopsKey]);

  if (failed) {
    return (
      <p className="rounded-lg bg-light-grey p-4 text-sm text-dark-grey">The map is not available in this browser.</p>
    );
  }
  return (
    <div
      ref={container}
      role="region"
      aria-label={props.title ?? "Map of these shops"}
      data-testid="pinned-shops-map"
      className="h-64 w-full overflow-hidden rounded-lg bg-map-ground sm:h-80"
    />
  );
}
