// Leaflet for the open map and the add-shop pin (decision 0014). Import it lazily: map screens only.
import * as L from "leaflet";
import "leaflet/dist/leaflet.css";

export { L };

/** OpenStreetMap's raster tiles: no key needed. */
const OSM_TILES = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
const OSM_ATTRIBUTION = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
/** OpenStreetMap serves zoom 0–19. */
const OSM_MAX_ZOOM = 19;

/**
 * Web Mercator with a 512 px world at zoom 0, as MapLibre (the open map's engine until decision 0014)
 * counted zoom: the zoom levels in `src/features/map/markerStyle.ts` and the marker layout's `TILE_SIZE` keep
 * their meaning. OpenStreetMap's 256 px tiles of zoom z + 1 fill it (`zoomOffset: 1`).
 */
const WORLD_512: L.CRS = {
  ...L.CRS.EPSG3857,
  scale: (zoom: number) => 512 * 2 ** zoom,
  zoom: (scale: number) => Math.log2(scale / 512),
};

/** A map of OpenStreetMap tiles in `container`; give the container the `bg-map-ground` class. */
export function createOpenMap(container: HTMLElement, center: { lat: number; lng: number }, zoom: number): L.Map {
  const map = L.map(container, {
    crs: WORLD_512,
    center: [center.lat, center.lng],
    zoom,
    maxZoom: OSM_MAX_ZOOM,
    zoomControl: false,
    // Markers are HTML placed from the camera on every move: a zoom that jumps keeps them on their
    // shops, where a CSS-scaled zoom animation would leave them behind until it ends.
    zoomAnimation: false,
    markerZoomAnimation: false,
    // The wheel and pinch stop on whole levels, as the zoom buttons do.
    zoomSnap: 1,
  });
  // The attribution OpenStreetMap asks for, without Leaflet's own link before it.
  map.attributionControl.setPrefix(false);
  const tiles = L.tileLayer(OSM_TILES, {
    attribution: OSM_ATTRIBUTION,
    tileSize: 256,
    zoomOffset: 1,
    maxNativeZoom: OSM_MAX_ZOOM - 1,
    maxZoom: OSM_MAX_ZOOM,
  })
    // A tile that failed (offline) is hidden: the container's colour shows, and no stand-in image is
    // stretched over 256 px (which Lighthouse rightly flags as an image shown larger than it is).
    .on("tileerror", ({ tile }) => {
      tile.style.visibility = "hidden";
    });
  // The tiles (a score of images laid out at once) start in a task of their own, so creating the map
  // does not hold a slow phone's page for one long task.
  const addTiles = setTimeout(() => tiles.addTo(map));
  map.on("unload", () => clearTimeout(addTiles));
  return map;
}

/** Leaflet's zoom buttons, bottom right as on the other provider. */
export function addZoomButtons(map: L.Map, position: L.ControlPosition): void {
  L.control.zoom({ position }).addTo(map);
}
