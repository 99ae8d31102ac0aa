// A stand-in for the Maps JavaScript API in jsdom, so UI tests run the Google provider: the real
// `@react-google-maps/api` GoogleMap, the real `@googlemaps/markerclusterer` and the real marker
// layer. It is Google's own `@googlemaps/jest-mocks` (every class, its methods spies that return
// constants) with the little the provider relies on made real: coordinates and bounds; a map with
// a camera (centre and zoom over an 800 × 600 div, Web Mercator with 256 px tiles, as Google's)
// that fires Google's events, "idle" once a move has settled; markers that keep their options;
// overlays with panes and a projection, added and drawn as the map does it, after `setMap`.
// Simplifications: bounds never cross the antimeridian, there is no padding in fitBounds, and the
// panes never move: every camera move redraws the overlays (Google redraws them on a zoom and
// moves the panes on a pan), so an overlay's div pixels are the map's container pixels.
// The map and its overlays are in googleMapsStandInMap.ts, the mocks and Google's events in googleMapsMocks.ts.
// Use: `beforeEach(installGoogleMaps)`, with `useJsApiLoader` mocked to say the script has loaded.
import { vi } from "vitest";
import { event, literal, mocks, type Handler, type LatLngLike } from "./googleMapsMocks";
import { maps, StandInMap, StandInOverlayView } from "./googleMapsStandInMap";

export { lastMap, MAP_SIZE, StandInMap } from "./googleMapsStandInMap";

class StandInLatLng extends mocks.LatLng {
  constructor(a: LatLngLike | number, b?: number | boolean) {
    super(0);
    const { lat, lng } = typeof a === "number" ? { lat: a, lng: Number(b) } : literal(a);
    this.lat.mockImplementation(() => lat);
    this.lng.mockImplementation(() => lng);
    this.toJSON.mockImplementation(() => ({ lat, lng }));
    this.equals.mockImplementation((other: google.maps.LatLng | null) => other?.lat() === lat && other.lng() === lng);
  }
}

class StandInLatLngBounds extends mocks.LatLngBounds {
  private box = { south: Infinity, west: Infinity, north: -Infinity, east: -Infinity };
  constructor(sw?: LatLngLike | null, ne?: LatLngLike | null) {
    super();
    const grow = (point: LatLngLike) => {
      const { lat, lng } = literal(point);
      const box = this.box;
      this.box = {
        south: Math.min(box.south, lat),
        west: Math.min(box.west, lng),
        north: Math.max(box.north, lat),
        east: Math.max(box.east, lng),
      };
      return this;
    };
    if (sw) grow(sw);
    if (ne) grow(ne);
    this.extend.mockImplementation(grow);
    this.union.mockImplementation(
      (other: google.maps.LatLngBounds) => grow(other.getSouthWest()) && grow(other.getNorthEast()),
    );
    this.contains.mockImplementation((point: LatLngLike) => {
      const { lat, lng } = literal(point);
      return lat >= this.box.south && lat <= this.box.north && lng >= this.box.west && lng <= this.box.east;
    });
    this.isEmpty.mockImplementation(() => this.box.south > this.box.north);
    this.getSouthWest.mockImplementation(() => new google.maps.LatLng(this.box.south, this.box.west));
    this.getNorthEast.mockImplementation(() => new google.maps.LatLng(this.box.north, this.box.east));
    this.getCenter.mockImplementation(
      () => new google.maps.LatLng((this.box.south + this.box.north) / 2, (this.box.west + this.box.east) / 2),
    );
    this.toJSON.mockImplementation(() => ({ ...this.box }));
  }
}

class StandInMarker extends mocks.Marker {
  constructor(options: google.maps.MarkerOptions = {}) {
    super(options);
    let position = options.position ? new google.maps.LatLng(options.position) : undefined;
    let map = options.map ?? null;
    let visible = options.visible ?? true;
    this.getPosition.mockImplementation(() => position);
    this.setPosition.mockImplementation((to: LatLngLike) => (position = new google.maps.LatLng(to)));
    this.getMap.mockImplementation(() => map);
    this.setMap.mockImplementation((to: google.maps.Map | null) => (map = to));
    this.getVisible.mockImplementation(() => visible);
    this.setVisible.mockImplementation((to: boolean) => (visible = to));
    this.addListener.mockImplementation((name: string, handler: Handler) => event.addListener(this, name, handler));
  }
}

/** jsdom has no ResizeObserver (the map measures what covers it); it lays nothing out, so nothing ever resizes. */
class StillResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** Puts a fresh `google.maps` on the page (the mocks, with the pieces above and the map made real). */
export function installGoogleMaps() {
  mocks.initialize();
  maps.length = 0;
  Object.assign(google.maps, {
    LatLng: StandInLatLng,
    LatLngBounds: StandInLatLngBounds,
    Map: StandInMap,
    Marker: StandInMarker,
    OverlayView: StandInOverlayView,
    event: { ...google.maps.event, ...event },
  });
  if (!("ResizeObserver" in globalThis)) vi.stubGlobal("ResizeObserver", StillResizeObserver);
}
