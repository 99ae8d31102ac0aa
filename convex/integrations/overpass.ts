// The Overpass API (OpenStreetMap's read-only query service), asked for an area's coffee places. Its etiquette
// (wiki.openstreetmap.org/wiki/Overpass_API#Public_Overpass_API_instances): an identifying User-Agent, one query
// at a time (the importer runs one import at a time), a server-side timeout and our own a little above it.
import { PRODUCT_NAME } from "../rules/catalog";
import { overpassQuery, readOverpassAnswer, type OsmElement, type OverpassFailure } from "../rules/overpass";
import type { Bounds } from "../rules/viewport";

/** The public instance; a deployment may name another (OVERPASS_URL), and the sandbox names its recorded one. */
export const OVERPASS_DEFAULT_URL = "https://overpass-api.de/api/interpreter";
/** How long Overpass may run the query; we wait this plus a little for the answer to arrive. */
export const OVERPASS_QUERY_SECONDS = 25;
const ANSWER_GRACE_MS = 5_000;

export type OverpassResult = { ok: true; elements: OsmElement[] } | { ok: false; problem: OverpassFailure };

export const overpassUserAgent = (siteUrl: string | undefined) =>
  `${PRODUCT_NAME.replace(/\s/g, "")}/1.0 (city import; ${siteUrl ?? "self-hosted"})`;

/**
 * The coffee places in `area`, or why there are none to read: the service busy (429: too many queries from here,
 * 504: its queue full), unreachable (network, no answer in time, another error), or an answer that can't be used.
 */
export async function fetchCoffeePlaces(
  area: Bounds,
  options: { url?: string; siteUrl?: string; fetcher?: typeof fetch } = {},
): Promise<OverpassResult> {
  const fetcher = options.fetcher ?? fetch;
  let response: Response;
  try {
    response = await fetcher(options.url ?? OVERPASS_DEFAULT_URL, {
      method: "POST",
      headers: {
        "User-Agent": overpassUserAgent(options.siteUrl),
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ data: overpassQuery(area, OVERPASS_QUERY_SECONDS) }).toString(),
      signal: AbortSignal.timeout(OVERPASS_QUERY_SECONDS * 1000 + ANSWER_GRACE_MS),
    });
  } catch {
    return { ok: false, problem: "unreachable" };
  }
  if (response.status === 429 || response.status === 504) return { ok: false, problem: "busy" };
  if (!response.ok) return { ok: false, problem: "unreachable" };
  let text: string;
  try {
    text = await response.text();
  } catch {
    // The connection dropped while the body was arriving.
    return { ok: false, problem: "cut" };
  }
  return readOverpassAnswer(text);
}
