// Where things stand on the map's screen, in CSS pixels from its top-left corner. Both providers
// draw Web Mercator without rotation, so a view's corner and zoom place every point.

export type Point = { x: number; y: number };
export type Size = { width: number; height: number };
export type Rect = { left: number; top: number; right: number; bottom: number };

/** The map's view as the markers need it: its north-west corner, its zoom and its size on screen. */
export type ScreenView = { west: number; north: number; zoom: number; width: number; height: number };

/**
 * The world's width in pixels at zoom 0: 512 for MapLibre, 256 for Google Maps (MapLibre's zoom z
 * shows what Google's shows at z + 1).
 */
export type TileSize = 256 | 512;

const mercatorX = (lng: number) => (lng + 180) / 360;
function mercatorY(lat: number) {
  const sin = Math.sin((Math.max(-85.0511, Math.min(85.0511, lat)) * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}

/** Projects points onto the view's screen. */
export function screenProjector(view: ScreenView, tileSize: TileSize): (lng: number, lat: number) => Point {
  const world = tileSize * 2 ** view.zoom;
  const originX = mercatorX(view.west);
  const originY = mercatorY(view.north);
  return (lng, lat) => ({ x: (mercatorX(lng) - originX) * world, y: (mercatorY(lat) - originY) * world });
}

export function rectAround({ x, y }: Point, { width, height }: Size): Rect {
  return { left: x - width / 2, top: y - height / 2, right: x + width / 2, bottom: y + height / 2 };
}

/** Rects that share any area (touching edges do not). */
export function intersects(a: Rect, b: Rect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

export function containsPoint(rect: Rect, { x, y }: Point): boolean {
  return x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;
}

export function insideRect(inner: Rect, outer: Rect): boolean {
  return (
    inner.left >= outer.left && inner.right <= outer.right && inner.top >= outer.top && inner.bottom <= outer.bottom
  );
}
