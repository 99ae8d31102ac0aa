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

/** Miles or kilometres, as the person's road signs read. */
export type DistanceUnit = "km" | "mi";

// Countries whose roads are signed in miles: the United States, Liberia and Myanmar. The United Kingdom signs
// roads in miles too, but its people read kilometres on maps and sport, and the product asks en-GB for km.
const MILE_REGIONS = new Set(["US", "LR", "MM", "PR", "GU", "VI", "AS", "MP", "UM"]);

/** "en-US" → "mi", "en-GB" → "km", "fr" → "km"; a bare "en" or no locale at all → "mi", as before. */
export function distanceUnitFor(locale: string | undefined): DistanceUnit {
  if (!locale) return "mi";
  const parts = locale.replace(/_/g, "-").split("-");
  const region = parts
    .slice(1)
    .find((part) => /^[A-Za-z]{2}$/.test(part))
    ?.toUpperCase();
  if (region) return MILE_REGIONS.has(region) ? "mi" : "km";
  return parts[0]?.toLowerCase() === "en" ? "mi" : "km";
}

/** "0.3 mi", "4.2 mi", "12 mi", "1,204 mi" (or "0.5 km", "19 km"); never under 0.1 of the unit. */
export function formatDistance(km: number, unit: DistanceUnit = "mi"): string {
  const amount = unit === "mi" ? km / KM_PER_MILE : km;
  if (amount < 10) return `${Math.max(0.1, Math.round(amount * 10) / 10).toFixed(1)} ${unit}`;
  return `${formatCount(amount)} ${unit}`;
}
