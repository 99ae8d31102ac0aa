// MapLibre for the open map and the add-shop pin. Import it lazily (map screens only): the ESM build
// needs its worker URL set before the first map.
import * as maplibregl from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import type { StyleSpecification } from "maplibre-gl";

maplibregl.setWorkerUrl(workerUrl);

export { maplibregl };

/** OpenStreetMap raster tiles: no key needed. */
const OPEN_STYLE: StyleSpecification = {
  version: 8,
  // Nothing in this style changes once shown; the default 300 ms transitions only keep it redrawing.
  transition: { duration: 0, delay: 0 },
  sources: {
    osm: {
      type: "raster",
      tiles: ["https://tile.openstreetmap.org/{z}/{x}/{y}.png"],
      tileSize: 256,
      maxzoom: 19,
      attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    },
  },
  // No background layer: the container's CSS colour (bg-map-ground) shows under the tiles and, with no
  // network, instead of them, without a WebGL fill on every frame.
  // Tiles appear at once instead of fading in: a fade redraws the whole map every frame for 300 ms
  // after each tile (also after each failed one, offline).
  layers: [{ id: "osm", type: "raster", source: "osm", paint: { "raster-fade-duration": 0 } }],
};

/** A map of OpenStreetMap tiles in `container`; give the container the `bg-map-ground` class. */
export function createOpenMap(container: HTMLElement, center: { lat: number; lng: number }, zoom: number): maplibregl.Map {
  const map = new maplibregl.Map({
    container,
    style: OPEN_STYLE,
    center: [center.lng, center.lat],
    zoom,
    attributionControl: { compact: false },
    // The canvas holds only 256 px raster tiles (markers are HTML), which look the same drawn at one
    // pixel per CSS pixel and scaled by the screen; a phone's 2–3× canvas costs 4–9× the fill and memory.
    pixelRatio: 1,
    // Label fading needs a redraw every frame for 300 ms after each change, and this style has no labels.
    fadeDuration: 0,
    // The style above is fixed and known to be valid; checking it again on every page load costs main-thread time.
    validateStyle: false,
  });
  hideCanvasUntilTileOrMove(map);
  return map;
}

/**
 * Until a tile has loaded the canvas is empty (the container's colour shows through), yet a browser
 * compositing in software copies it into the page after every WebGL frame. It stays hidden until
 * there is a tile to show: offline or on a slow network that is most of the map's start-up cost.
 * It shows as soon as the camera moves, though: Chromium paces WebGL frames by what it composites,
 * so an animation drawn on a hidden canvas queues frames faster than a software GPU draws them, and
 * removing the map (leaving the screen) then waits for the whole queue — measured at 5–10 s.
 */
function hideCanvasUntilTileOrMove(map: maplibregl.Map) {
  const canvas = map.getCanvas();
  canvas.style.opacity = "0";
  const show = () => {
    canvas.style.opacity = "";
    map.off("sourcedata", showForTile);
    map.off("movestart", show);
  };
  const showForTile = (event: maplibregl.MapSourceDataEvent) => {
    if (event.tile) show();
  };
  map.on("sourcedata", showForTile);
  map.on("movestart", show);
}
