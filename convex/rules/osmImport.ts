// The limits of a city import and the words of its failures (convex/osmImports.ts).
import { distanceKm } from "./distance";
import { MESSAGES } from "./messages";
import type { OverpassFailure } from "./overpass";
import type { Bounds } from "./viewport";

/** An import covers at most a city: this many km across each way (a large city's centre and inner suburbs). */
export const IMPORT_MAX_KM = 30;
/** At most this many places in one answer: its preview rows are written in one transaction. */
export const IMPORT_MAX_PLACES = 600;
/** Shops written per batch of the import. */
export const IMPORT_BATCH = 25;

export function areaError(area: Bounds): string | null {
  const valid = area.south < area.north && area.west < area.east && area.south >= -90 && area.north <= 90;
  if (!valid) return MESSAGES.importAreaTooLarge(IMPORT_MAX_KM);
  const middle = (area.south + area.north) / 2;
  const width = distanceKm({ lat: middle, lng: area.west }, { lat: middle, lng: area.east });
  const height = distanceKm({ lat: area.south, lng: area.west }, { lat: area.north, lng: area.west });
  return width > IMPORT_MAX_KM || height > IMPORT_MAX_KM ? MESSAGES.importAreaTooLarge(IMPORT_MAX_KM) : null;
}

export const FAILURE_MESSAGES: Record<OverpassFailure, string> = {
  busy: MESSAGES.overpassBusy,
  unreachable: MESSAGES.overpassUnreachable,
  timedOut: MESSAGES.overpassTimedOut,
  cut: MESSAGES.overpassBadAnswer,
  malformed: MESSAGES.overpassBadAnswer,
};
