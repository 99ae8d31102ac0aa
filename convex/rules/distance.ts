// How far a shop is from the person looking ("near me"), as the crow flies.
import { formatCount } from "./numbers";

type Point = { lat: number; lng: number };

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_MILE = 1.609344;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "0.3 mi", "4.2 mi", "12 mi", "1,204 mi"; under a tenth of a mile, "0.1 mi". */
export function formatDistance(km: number): string {
  const miles = km / KM_PER_MILE;
  if (miles < 10) return `${Math.max(0.1, Math.round(miles * 10) / 10).toFixed(1)} mi`;
  return `${formatCount(miles)} mi`;
}
