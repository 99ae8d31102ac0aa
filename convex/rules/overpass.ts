// Reading an Overpass API answer (its JSON output format: `[out:json]` with `out center tags`). Shared by the
// importer and its recorded extracts; the Overpass service itself is reached only from convex/integrations.

/** An OpenStreetMap object as Overpass returns it: a node has its point, a way or relation its centre. */
export type OsmElement = {
  type: "node" | "way" | "relation";
  id: number;
  lat: number;
  lng: number;
  tags: Record<string, string>;
};

export type OverpassReading = { ok: true; elements: OsmElement[] } | { ok: false; problem: OverpassProblem };

/** Why an answer can't be used: each has its own message (rules/messages.ts). */
export type OverpassProblem = "malformed" | "timedOut" | "cut";
/** Why the service gave no answer to read, or an answer that can't be used. */
export type OverpassFailure = OverpassProblem | "busy" | "unreachable";

const TYPES = new Set(["node", "way", "relation"]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isFiniteNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** One element, or null when it has no usable point (a way asked for without `out center`). */
function readElement(raw: unknown): OsmElement | null | "bad" {
  if (!isRecord(raw) || typeof raw.type !== "string" || !TYPES.has(raw.type) || !isFiniteNumber(raw.id)) return "bad";
  const point = raw.type === "node" ? raw : raw.center;
  if (!isRecord(point) || !isFiniteNumber(point.lat) || !isFiniteNumber(point.lon)) return null;
  const tags: Record<string, string> = {};
  if (isRecord(raw.tags))
    for (const [key, value] of Object.entries(raw.tags)) if (typeof value === "string") tags[key] = value;
  return { type: raw.type as OsmElement["type"], id: raw.id, lat: point.lat, lng: point.lon, tags };
}

/**
 * The elements of an answer's text. Overpass reports a query it stopped (time or memory) in `remark` with
 * HTTP 200 and whatever it had found so far, so such an answer is refused rather than read as the whole area.
 */
export function readOverpassAnswer(text: string): OverpassReading {
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    // A body that stops mid-way (a dropped connection) is not JSON at all.
    return { ok: false, problem: text.trim().startsWith("{") ? "cut" : "malformed" };
  }
  if (!isRecord(answer) || !Array.isArray(answer.elements)) return { ok: false, problem: "malformed" };
  if (typeof answer.remark === "string" && /runtime error/i.test(answer.remark)) {
    return { ok: false, problem: "timedOut" };
  }
  const elements: OsmElement[] = [];
  for (const raw of answer.elements) {
    const element = readElement(raw);
    if (element === "bad") return { ok: false, problem: "malformed" };
    if (element !== null) elements.push(element);
  }
  return { ok: true, elements };
}

/** The object's page on openstreetmap.org, for the attribution on an imported shop. */
export const osmObjectUrl = (element: Pick<OsmElement, "type" | "id">) =>
  `https://www.openstreetmap.org/${element.type}/${element.id}`;

/** The query for an area's coffee places: cafés and coffee shops, ways and relations with their centre. */
export function overpassQuery(
  area: { south: number; west: number; north: number; east: number },
  timeoutSeconds: number,
) {
  const box = [area.south, area.west, area.north, area.east].map((n) => n.toFixed(6)).join(",");
  return [
    `[out:json][timeout:${timeoutSeconds}];`,
    "(",
    `  nwr["amenity"="cafe"](${box});`,
    `  nwr["shop"="coffee"](${box});`,
    ");",
    "out center tags;",
  ].join("\n");
}
