import { DEFAULT_CENTER } from "@convex/rules/geo";

/** Where the map starts: VITE_DEFAULT_CENTER_LAT/LNG when both are valid numbers, else Boston, MA. */
export function defaultCenter(env: Record<string, string | undefined> = import.meta.env): { lat: number; lng: number } {
  const lat = Number(env.VITE_DEFAULT_CENTER_LAT);
  const lng = Number(env.VITE_DEFAULT_CENTER_LNG);
  const valid =
    env.VITE_DEFAULT_CENTER_LAT && env.VITE_DEFAULT_CENTER_LNG && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  return valid ? { lat, lng } : DEFAULT_CENTER;
}
