import { containsPoint, type Point, type Rect, type Size } from "@/features/map/screenGeometry";

/**
 * A marker is in view when its point is on the map's screen and no control over the map (the
 * search box, the open shop sheet, the zoom buttons) covers it. Only markers in view are in the
 * tab order: the rest are drawn just beyond the edges, ready for a drag, or hidden under a control.
 */
export function isInView(point: Point, screen: Size, covers: readonly Rect[]): boolean {
  const onScreen = point.x >= 0 && point.y >= 0 && point.x <= screen.width && point.y <= screen.height;
  return onScreen && !covers.some((rect) => containsPoint(rect, point));
}
