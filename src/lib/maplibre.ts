// MapLibre for the open map and the add-shop pin. Import it lazily (map screens only): the ESM build
// needs its worker URL set before the first map.
import * as maplibregl from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import type { StyleSpecification } from "maplibre-gl";

maplibregl.setWorkerUrl(workerUrl);

export { maplibregl };

/** OpenStreetMap raster tiles: no key needed. */
export const OPEN_STYLE: StyleSpecification = {
  version: 8,
  sources: {
    osm: {
      type: "raster",
      tiles: ["https://tile.openstreetmap.org/{z}/{x}/{y}.png"],
      tileSize: 256,
      maxzoom: 19,
      attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    },
  },
  // A plain background under the tiles: with no network the map is blank but markers still work.
  layers: [
    { id: "background", type: "background", paint: { "background-color": "#e9e5df" } },
    { id: "osm", type: "raster", source: "osm" },
  ],
};
