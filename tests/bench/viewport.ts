import { VIEW_MARGIN } from "@convex/rules/viewport";
import type { Dataset } from "./dataset";

/** The bounds the map asks for: the visible area at `zoom` around the busiest city, widened by VIEW_MARGIN. */
export function viewport(d: Dataset, width: number, height: number, zoom = 14) {
  const degreesPerPixel = 360 / (256 * 2 ** zoom);
  const lngSpan = width * degreesPerPixel;
  const latSpan = height * degreesPerPixel * Math.cos((d.busyCity.lat * Math.PI) / 180);
  const [w, h] = [lngSpan * (0.5 + VIEW_MARGIN), latSpan * (0.5 + VIEW_MARGIN)];
  return { south: d.busyCity.lat - h, north: d.busyCity.lat + h, west: d.busyCity.lng - w, east: d.busyCity.lng + w };
}
