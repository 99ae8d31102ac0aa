import { VIEW_MARGIN } from "@convex/rules/viewport";
import type { Dataset } from "./dataset";

/**
 * The bounds the map asks for: the visible area at `zoom` around the busiest city, widened by
 * VIEW_MARGIN (`margin` 0: the visible area itself, what the list of shops in view lists).
 */
export function viewport(d: Dataset, width: number, height: number, zoom = 14, margin = VIEW_MARGIN) {
  const degreesPerPixel = 360 / (256 * 2 ** zoom);
  const lngSpan = width * degreesPerPixel;
  const latSpan = height * degreesPerPixel * Math.cos((d.busyCity.lat * Math.PI) / 180);
  const [w, h] = [lngSpan * (0.5 + margin), latSpan * (0.5 + margin)];
  return { south: d.busyCity.lat - h, north: d.busyCity.lat + h, west: d.busyCity.lng - w, east: d.busyCity.lng + w };
}
