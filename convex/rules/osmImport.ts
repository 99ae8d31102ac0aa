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

/** The square a moderator's city search imports: this many km across, centred on the place found. */
export const IMPORT_AREA_KM = 10;
const KM_PER_DEGREE = 111.32;

/** The box `km` across centred on a point (longitude degrees shrink towards the poles). */
export function areaAround(point: { lat: number; lng: number }, km = IMPORT_AREA_KM): Bounds {
  const dLat = km / 2 / KM_PER_DEGREE;
  const dLng = km / 2 / (KM_PER_DEGREE * Math.max(Math.cos((point.lat * Math.PI) / 180), 0.01));
  return { south: point.lat - dLat, west: point.lng - dLng, north: point.lat + dLat, east: point.lng + dLng };
}

/** OpenStreetMap's page of the object a shop was imported from ("node/123"). */
export const osmObjectUrl = (key: string) => `https://www.openstreetmap.org/${key}`;
/** Where OpenStreetMap states its licence and the attribution it asks for. */
export const OSM_COPYRIGHT_URL = "https://www.openstreetmap.org/copyright";

/** Why the preview skips a place, in the words its row shows. */
export const SKIP_REASONS: Record<string, string> = {
  chain: "a chain",
  noName: "no name in OpenStreetMap",
  notCoffee: "not a coffee place",
};

export function areaError(area: Bounds): string | null {
  const finite = [area.south, area.west, area.north, area.east].every(Number.isFinite);
  const valid =
    finite &&
    area.south < area.north &&
    area.west < area.east &&
    area.south >= -90 &&
    area.north <= 90 &&
    area.west >= -180 &&
    area.east <= 180;
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
