import type { maplibregl } from "@/lib/maplibre";
import type { LayerHost } from "./MarkerLayer";

/** The open map's place for the marker layer: inside its canvas container, in container pixels. */
export function maplibreLayerHost(map: maplibregl.Map): LayerHost {
  return {
    mount(layer) {
      map.getCanvasContainer().appendChild(layer);
      return () => layer.remove();
    },
    project: (lng, lat) => map.project([lng, lat]),
    onMove(callback) {
      map.on("move", callback);
      map.on("resize", callback);
      return () => {
        map.off("move", callback);
        map.off("resize", callback);
      };
    },
  };
}
