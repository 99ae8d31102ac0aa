// The Google Maps stand-in's map (googleMapsStandIn.ts): a camera (centre and zoom over an
// 800 × 600 div, Web Mercator with 256 px tiles, as Google's) that fires Google's events, and the
// overlays it adds and draws, with their panes and projection.
import { vi } from "vitest";
import { event, literal, mocks, type Handler, type LatLngLike } from "./googleMapsMocks";

export const MAP_SIZE = { width: 800, height: 600 } as const;
const TILE_SIZE = 256;
const MAX_ZOOM = 22;

/** A point's place on Google's world at `zoom`, in pixels from its north-west corner. */
function worldPixel({ lat, lng }: google.maps.LatLngLiteral, zoom: number) {
  const world = TILE_SIZE * 2 ** zoom;
  const sin = Math.sin((Math.max(-85.0511, Math.min(85.0511, lat)) * Math.PI) / 180);
  return { x: ((lng + 180) / 360) * world, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * world };
}

function fromWorldPixel({ x, y }: { x: number; y: number }, zoom: number): google.maps.LatLngLiteral {
  const world = TILE_SIZE * 2 ** zoom;
  return { lng: (x / world) * 360 - 180, lat: (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / world))) * 180) / Math.PI };
}

/** The maps made since `installGoogleMaps`, oldest first. */
export const maps: StandInMap[] = [];

export class StandInMap extends mocks.Map {
  /** Overlays added to the map (their `onAdd` called), drawn again on every camera move. */
  readonly overlays = new Set<StandInOverlayView>();
  readonly panes: google.maps.MapPanes;
  readonly canvasProjection: google.maps.MapCanvasProjection;
  private camera: { center: google.maps.LatLngLiteral | null; zoom: number | null } = { center: null, zoom: null };
  private idle: ReturnType<typeof setTimeout> | undefined;

  constructor(div: HTMLElement, options: google.maps.MapOptions = {}) {
    super(div, options);
    maps.push(this);
    // jsdom lays nothing out: the map's div has the size a page would give it.
    Object.defineProperties(div, {
      clientWidth: { configurable: true, get: () => MAP_SIZE.width },
      clientHeight: { configurable: true, get: () => MAP_SIZE.height },
    });
    const style = div.appendChild(document.createElement("div"));
    style.className = "gm-style";
    const pane = () => style.appendChild(document.createElement("div"));
    this.panes = {
      mapPane: pane(),
      overlayLayer: pane(),
      markerLayer: pane(),
      overlayMouseTarget: pane(),
      floatPane: pane(),
    };

    const projection = new mocks.MapCanvasProjection();
    const toPixel = (point: LatLngLike) => {
      const at = this.containerPixel(literal(point));
      return new google.maps.Point(at.x, at.y);
    };
    const toLatLng = (pixel: google.maps.Point) => new google.maps.LatLng(this.latLngAt(pixel));
    projection.fromLatLngToDivPixel.mockImplementation(toPixel);
    projection.fromLatLngToContainerPixel.mockImplementation(toPixel);
    projection.fromDivPixelToLatLng.mockImplementation(toLatLng);
    projection.fromContainerPixelToLatLng.mockImplementation(toLatLng);
    projection.getWorldWidth.mockImplementation(() => TILE_SIZE * 2 ** (this.camera.zoom ?? 0));
    this.canvasProjection = projection;

    this.getDiv.mockImplementation(() => div);
    this.getZoom.mockImplementation(() => this.camera.zoom ?? undefined);
    this.getCenter.mockImplementation(() => this.camera.center && new google.maps.LatLng(this.camera.center));
    this.getBounds.mockImplementation(() => {
      if (!this.camera.center || this.camera.zoom === null) return undefined;
      return new google.maps.LatLngBounds(
        this.latLngAt({ x: 0, y: MAP_SIZE.height }),
        this.latLngAt({ x: MAP_SIZE.width, y: 0 }),
      );
    });
    // Truthy once made, as Google's is once the map has started (the clusterer waits for it).
    this.getProjection.mockImplementation(() => ({
      fromLatLngToPoint: (point: LatLngLike) => worldPixel(literal(point), 0),
      fromPointToLatLng: (point: google.maps.Point) => new google.maps.LatLng(fromWorldPixel(point, 0)),
    }));
    this.setZoom.mockImplementation((zoom: number) => this.move({ zoom }));
    this.setCenter.mockImplementation((center: LatLngLike) => this.move({ center: literal(center) }));
    this.panTo.mockImplementation((center: LatLngLike) => this.move({ center: literal(center) }));
    this.fitBounds.mockImplementation((bounds: google.maps.LatLngBounds) => this.move(this.fitting(bounds)));
    this.addListener.mockImplementation((name: string, handler: Handler) => event.addListener(this, name, handler));
    this.move({ center: options.center ? literal(options.center) : undefined, zoom: options.zoom ?? undefined });
    this.settleLater();
  }

  /** Where a point is on the map's div, in pixels from its top-left corner. */
  containerPixel(point: google.maps.LatLngLiteral): { x: number; y: number } {
    const { center, zoom } = this.camera;
    if (!center || zoom === null) throw new Error("The map has no centre and zoom yet");
    const at = worldPixel(point, zoom);
    const middle = worldPixel(center, zoom);
    return { x: at.x - middle.x + MAP_SIZE.width / 2, y: at.y - middle.y + MAP_SIZE.height / 2 };
  }

  private latLngAt({ x, y }: { x: number; y: number }): google.maps.LatLngLiteral {
    const middle = worldPixel(this.camera.center!, this.camera.zoom!);
    return fromWorldPixel(
      { x: middle.x + x - MAP_SIZE.width / 2, y: middle.y + y - MAP_SIZE.height / 2 },
      this.camera.zoom!,
    );
  }

  /** The centre and the highest whole zoom that show all of `bounds`. */
  private fitting(bounds: google.maps.LatLngBounds) {
    const sw = worldPixel(literal(bounds.getSouthWest()), 0);
    const ne = worldPixel(literal(bounds.getNorthEast()), 0);
    const scale = Math.min(MAP_SIZE.width / (ne.x - sw.x), MAP_SIZE.height / (sw.y - ne.y));
    const zoom = Math.max(0, Math.min(MAX_ZOOM, Math.floor(Math.log2(scale))));
    return { center: fromWorldPixel({ x: (sw.x + ne.x) / 2, y: (sw.y + ne.y) / 2 }, 0), zoom };
  }

  private move({ center, zoom }: { center?: google.maps.LatLngLiteral; zoom?: number }) {
    const current = this.camera;
    const zoomed = zoom !== undefined && zoom !== current.zoom;
    const moved = center !== undefined && (center.lat !== current.center?.lat || center.lng !== current.center?.lng);
    if (!zoomed && !moved) return;
    this.camera = { center: moved ? center : current.center, zoom: zoomed ? zoom : current.zoom };
    if (zoomed) event.trigger(this, "zoom_changed");
    if (moved) event.trigger(this, "center_changed");
    if (!this.camera.center || this.camera.zoom === null) return;
    event.trigger(this, "bounds_changed");
    this.overlays.forEach((overlay) => overlay.draw?.());
    this.settleLater();
  }

  /** "idle" once the moves made now are over, as Google fires it once the map has settled. */
  private settleLater() {
    clearTimeout(this.idle);
    this.idle = setTimeout(() => event.trigger(this, "idle"));
  }
}

// The overlay a map has been given (added or not yet) and overlays waiting to be added.
const overlayMap = new WeakMap<object, StandInMap>();
const adding = new WeakMap<object, ReturnType<typeof setTimeout>>();

/**
 * Not the mocks' OverlayView: those put its methods on each instance, and Google's clusterer takes
 * them from `OverlayView.prototype` (copying them with for…in), so here they are enumerable there.
 */
export class StandInOverlayView {
  static preventMapHitsAndGesturesFrom = vi.fn();
  declare onAdd?: () => void;
  declare draw?: () => void;
  declare onRemove?: () => void;
}
const addedTo = (overlay: StandInOverlayView) => {
  const map = overlayMap.get(overlay);
  return map?.overlays.has(overlay) ? map : null;
};
Object.assign(StandInOverlayView.prototype, {
  setMap(this: StandInOverlayView, map: StandInMap | null) {
    const current = overlayMap.get(this);
    if (current === (map ?? undefined)) return;
    clearTimeout(adding.get(this));
    if (current) {
      overlayMap.delete(this);
      if (current.overlays.delete(this)) this.onRemove?.();
    }
    if (!map) return;
    overlayMap.set(this, map);
    // Google adds an overlay once the map is ready for it, after setMap has returned, then draws it.
    adding.set(
      this,
      setTimeout(() => {
        map.overlays.add(this);
        this.onAdd?.();
        this.draw?.();
      }),
    );
  },
  getMap(this: StandInOverlayView) {
    return overlayMap.get(this) ?? null;
  },
  getPanes(this: StandInOverlayView) {
    return addedTo(this)?.panes ?? null;
  },
  getProjection(this: StandInOverlayView) {
    return addedTo(this)?.canvasProjection ?? null;
  },
});

/** The map the provider made last. */
export function lastMap(): StandInMap {
  const map = maps.at(-1);
  if (!map) throw new Error("No Google map has been made");
  return map;
}
