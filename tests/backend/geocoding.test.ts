// @vitest-environment edge-runtime
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, signUp } from "../support/backendHarness";

async function setup() {
  const backend = await createBackend();
  const { as } = await signUp(backend);
  const cache = () => backend.t.run((ctx) => ctx.db.query("geocodeCache").collect());
  return { backend, as, cache };
}

afterEach(() => {
  vi.unstubAllGlobals();
  process.env.GEOCODING_PROVIDERS = "gazetteer";
  delete process.env.GOOGLE_MAPS_API_KEY;
});

describe("geocoding", () => {
  it("refuses signed-out callers", async () => {
    const { backend } = await setup();
    await expect(backend.t.action(api.geocoding.geocodeCity, { query: "Boston" })).rejects.toThrow(MESSAGES.signedOut);
    await expect(
      backend.t.action(api.geocoding.geocodeAddress, { streetAddress: "1 Main St", city: "Boston", state: "MA" }),
    ).rejects.toThrow(MESSAGES.signedOut);
  });

  it("finds cities offline and caches the answer", async () => {
    const { as, cache } = await setup();
    const portland = await as.action(api.geocoding.geocodeCity, { query: "Portland ME" });
    expect(portland).toMatchObject({ label: "Portland, ME" });
    expect(portland!.lat).toBeCloseTo(43.66, 1);
    await as.action(api.geocoding.geocodeCity, { query: "  portland   me " });
    expect(await cache()).toMatchObject([{ key: "city:portland me", provider: "gazetteer" }]);
  });

  it("answers null for unknown, blank or over-long text, and remembers a real 'not found'", async () => {
    const { as, cache } = await setup();
    expect(await as.action(api.geocoding.geocodeCity, { query: "Xyzzyville" })).toBeNull();
    expect(await as.action(api.geocoding.geocodeCity, { query: "   " })).toBeNull();
    expect(await as.action(api.geocoding.geocodeCity, { query: "x".repeat(201) })).toBeNull();
    expect(await cache()).toMatchObject([{ key: "city:xyzzyville", result: null }]);
  });

  it("places an address at its city's centre offline, marked approximate", async () => {
    const { as } = await setup();
    const place = await as.action(api.geocoding.geocodeAddress, { streetAddress: "1 Tremont St", city: "BOSTON", state: "ma" });
    expect(place).toMatchObject({ label: "Boston, MA", approximate: true });
    expect(await as.action(api.geocoding.geocodeAddress, { streetAddress: "1 Main St", city: "Boston", state: "Mass" })).toBeNull();
  });

  it("asks Nominatim first when enabled, with an identifying User-Agent, and falls back when it fails", async () => {
    const { as, cache } = await setup();
    process.env.GEOCODING_PROVIDERS = "nominatim,gazetteer";
    const fetchMock = vi.fn(async (_url: URL, _init?: RequestInit) =>
      Response.json([{ lat: "42.3505", lon: "-71.0760", display_name: "Copley Square, Boston" }]),
    );
    vi.stubGlobal("fetch", fetchMock);
    expect(await as.action(api.geocoding.geocodeAddress, { streetAddress: "560 Boylston St", city: "Boston", state: "MA" })).toEqual({
      lat: 42.3505,
      lng: -71.076,
      label: "Copley Square, Boston",
    });
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toContain("nominatim.openstreetmap.org/search");
    expect(new Headers(init?.headers).get("User-Agent")).toMatch(/^BrewMap\//);

    vi.stubGlobal("fetch", vi.fn(async () => new Response("busy", { status: 503 })));
    expect(await as.action(api.geocoding.geocodeCity, { query: "Providence RI" })).toMatchObject({ label: "Providence, RI" });
    expect((await cache()).map((row) => row.provider).sort()).toEqual(["gazetteer", "nominatim"]);
  });

  it("uses Google when a key is set", async () => {
    const { as } = await setup();
    process.env.GEOCODING_PROVIDERS = "google,gazetteer";
    process.env.GOOGLE_MAPS_API_KEY = "test-key";
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({ status: "OK", results: [{ formatted_address: "Boston, MA, USA", geometry: { location: { lat: 42.36, lng: -71.06 } } }] }),
      ),
    );
    expect(await as.action(api.geocoding.geocodeCity, { query: "boston" })).toEqual({ lat: 42.36, lng: -71.06, label: "Boston, MA, USA" });
  });

  it("spaces Nominatim requests at least a second apart", async () => {
    const { backend } = await setup();
    const first = await backend.t.mutation(internal.geocoding.reserveSlot, { provider: "nominatim", intervalMs: 1100 });
    const second = await backend.t.mutation(internal.geocoding.reserveSlot, { provider: "nominatim", intervalMs: 1100 });
    expect(first).toBe(0);
    expect(second).toBeGreaterThan(1000);
  });
});
