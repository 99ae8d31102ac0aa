import { boxCentre, type Bounds } from "@convex/rules/viewport";
import { distanceKm } from "@convex/rules/distance";

type Point = { lat: number; lng: number };

/** The box `factor` times as wide and tall around the same middle (a zoom out by log2(factor) levels). */
export function grownBox(box: Bounds, factor: number): Bounds {
  const { lat, lng } = boxCentre(box);
  const halfLat = ((box.north - box.south) * factor) / 2;
  const halfLng = ((box.east - box.west) * factor) / 2;
  return {
    south: Math.max(-85, lat - halfLat),
    north: Math.min(85, lat + halfLat),
    west: Math.max(-180, lng - halfLng),
    east: Math.min(180, lng + halfLng),
  };
}

/** The `count` points nearest to `from`, nearest first. */
export function nearest<P extends Point>(points: readonly P[], from: Point, count: number): P[] {
  return points
    .map((point) => ({ point, km: distanceKm(from, point) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, count)
    .map(({ point }) => point);
}
