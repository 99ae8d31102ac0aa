import type { L } from "@/lib/leaflet";
import type { LayerHost } from "@/features/map/MarkerLayer";

/** The open map's place for the marker layer: over its tiles, under its controls, in container pixels. */
export function leafletLayerHost(map: L.Map): LayerHost {
  return {
    mount(layer) {
      // Leaflet's panes stack at z-index 400 and its controls at 1000.
      layer.classList.add("z-[500]");
      map.getContainer().appendChild(layer);
      return () => layer.remove();
    },
    project: (lng, lat) => map.latLngToContainerPoint([lat, lng]),
    onMove(callback) {
      map.on("move resize", callback);
      return () => {
        map.off("move resize", callback);
      };
    },
  };
}
