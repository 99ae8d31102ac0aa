// The sandbox's stand-in for the Overpass API: it answers the city import's query (rules/overpass.ts
// overpassQuery) from the recorded extracts in sandbox/overpass/, with the places inside the query's box, so the
// real client (convex/integrations/overpass.ts) runs unchanged against it.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

export const RECORDED_OVERPASS_PATH = "/overpass/api/interpreter";

type Element = { type: string; id: number; lat?: number; lon?: number; center?: { lat: number; lon: number } };
type Answer = { osm3s: unknown; version: number; generator: string; elements: Element[] };

// Read when first asked: the browser-environment tests load the sandbox's backend but never ask Overpass.
let extracts: Answer[] | undefined;
const recorded = () =>
  (extracts ??= ["boston", "melbourne"].map(
    (name) => JSON.parse(readFileSync(resolve(import.meta.dirname, "overpass", `${name}.json`), "utf8")) as Answer,
  ));

/** The box of the query's first `(south,west,north,east)` filter, or null. */
function boxOf(query: string): [number, number, number, number] | null {
  const match = /\((-?[\d.]+),(-?[\d.]+),(-?[\d.]+),(-?[\d.]+)\)/.exec(query);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3]), Number(match[4])] : null;
}

/** Overpass's answer to a POSTed `data=<query>`: the recorded places in its box, or 400 as Overpass gives. */
export function answerOverpass(body: string): Response {
  const query = new URLSearchParams(body).get("data") ?? "";
  const box = boxOf(query);
  if (!box) return new Response("Error: line 1: parse error", { status: 400 });
  const [south, west, north, east] = box;
  const inside = (element: Element) => {
    const point = element.center ?? { lat: element.lat!, lon: element.lon! };
    return point.lat >= south && point.lat <= north && point.lon >= west && point.lon <= east;
  };
  const [{ version, generator, osm3s }] = recorded() as [Answer];
  const elements = recorded().flatMap((extract) => extract.elements.filter(inside));
  return Response.json({ version, generator, osm3s, elements });
}
