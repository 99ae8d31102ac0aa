import { describe, expect, it, vi } from "vitest";
import { fetchCoffeePlaces, OVERPASS_DEFAULT_URL } from "@convex/integrations/overpass";

const AREA = { south: 51.5, west: -0.2, north: 51.6, east: -0.1 };
const ANSWER = {
  version: 0.6,
  generator: "Overpass API",
  elements: [{ type: "node", id: 1, lat: 51.51, lon: -0.12, tags: { amenity: "cafe", name: "Monmouth Coffee" } }],
};

const answering = (status: number, body: string) => vi.fn<typeof fetch>(async () => new Response(body, { status }));

describe("the Overpass client", () => {
  it("posts one query for the area with an identifying User-Agent and reads the answer", async () => {
    const fetcher = answering(200, JSON.stringify(ANSWER));
    const result = await fetchCoffeePlaces(AREA, { fetcher, siteUrl: "https://brewmap.example" });
    expect(result).toEqual({
      ok: true,
      elements: [{ type: "node", id: 1, lat: 51.51, lng: -0.12, tags: { amenity: "cafe", name: "Monmouth Coffee" } }],
    });
    expect(fetcher).toHaveBeenCalledTimes(1);
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe(OVERPASS_DEFAULT_URL);
    expect((init!.headers as Record<string, string>)["User-Agent"]).toBe(
      "BrewMap/1.0 (city import; https://brewmap.example)",
    );
    const query = new URLSearchParams(init!.body as string).get("data")!;
    expect(query).toContain("[timeout:25]");
    expect(query).toContain("(51.500000,-0.200000,51.600000,-0.100000)");
    expect(init!.signal).toBeInstanceOf(AbortSignal);
  });

  it("says busy for 429 and 504, unreachable for other failures, and refuses a stopped or cut answer", async () => {
    expect(await fetchCoffeePlaces(AREA, { fetcher: answering(429, "") })).toEqual({ ok: false, problem: "busy" });
    expect(await fetchCoffeePlaces(AREA, { fetcher: answering(504, "") })).toEqual({ ok: false, problem: "busy" });
    expect(await fetchCoffeePlaces(AREA, { fetcher: answering(500, "") })).toEqual({
      ok: false,
      problem: "unreachable",
    });
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError("fetch failed");
    });
    expect(await fetchCoffeePlaces(AREA, { fetcher: offline })).toEqual({ ok: false, problem: "unreachable" });
    const stopped = { ...ANSWER, remark: "runtime error: Query timed out" };
    expect(await fetchCoffeePlaces(AREA, { fetcher: answering(200, JSON.stringify(stopped)) })).toEqual({
      ok: false,
      problem: "timedOut",
    });
    const cut = JSON.stringify(ANSWER).slice(0, 60);
    expect(await fetchCoffeePlaces(AREA, { fetcher: answering(200, cut) })).toEqual({ ok: false, problem: "cut" });
  });
});
