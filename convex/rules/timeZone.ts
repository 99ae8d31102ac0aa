// The IANA time zone of a point on the map, for evaluating a shop's opening hours in its own time.
// `@photostructure/tz-lookup` answers offline from a small table inside the package (no files,
// no network), so it runs in the Convex runtime as it does in tests and the sandbox.
import tzLookup from "@photostructure/tz-lookup";

/** The time zone at a shop's coordinates ("America/New_York"); undefined when the point is not on the globe. */
export function timeZoneAt(lat: number, lng: number): string | undefined {
  try {
    return tzLookup(lat, lng);
  } catch {
    return undefined;
  }
}

/** `{ timeZone }` for a shop document at these coordinates, or nothing when there is none. */
export function timeZoneField(lat: number, lng: number): { timeZone?: string } {
  const timeZone = timeZoneAt(lat, lng);
  return timeZone ? { timeZone } : {};
}
