import { afterEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "@convex/_generated/api";
import { MAX_SLOT_WAIT_MS, PROVIDER_TIMEOUT_MS, REMOTE_BUDGET_MS } from "@convex/geocoding";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, signUp } from "../../support/backendHarness";
import { shopInput } from "../../support/testData";

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
    const place = await as.action(api.geocoding.geocodeAddress, {
      streetAddress: "1 Tremont St",
      city: "BOSTON",
      state: "ma",
    });
    expect(place).toMatchObject({ label: "Boston, MA", approximate: true });
    expect(
      await as.action(api.geocoding.geocodeAddress, { streetAddress: "1 Main St", city: "Boston", state: "Mass" }),
    ).toBeNull();
  });

  it("asks Nominatim first when enabled, with an identifying User-Agent, and falls back when it fails", async () => {
    const { as, cache } = await setup();
    process.env.GEOCODING_PROVIDERS = "nominatim,gazetteer";
    const fetchMock = vi.fn(async (_url: URL, _init?: RequestInit) =>
      Response.json([{ lat: "42.3505", lon: "-71.0760", display_name: "Copley Square, Boston" }]),
    );
    vi.stubGlobal("fetch", fetchMock);
    expect(
      await as.action(api.geocoding.geocodeAddress, { streetAddress: "560 Boylston St", city: "Boston", state: "MA" }),
    ).toEqual({
      lat: 42.3505,
      lng: -71.076,
      label: "Copley Square, Boston",
    });
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toContain("nominatim.openstreetmap.org/search");
    expect(new Headers(init?.headers).get("User-Agent")).toMatch(/^BrewMap\//);

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("busy", { status: 503 })),
    );
    expect(await as.action(api.geocoding.geocodeCity, { query: "Providence RI" })).toMatchObject({
      label: "Providence, RI",
    });
    expect((await cache()).map((row) => row.provider).sort()).toEqual(["gazetteer", "nominatim"]);
  });

  it("uses Google when a key is set", async () => {
    const { as } = await setup();
    process.env.GEOCODING_PROVIDERS = "google,gazetteer";
    process.env.GOOGLE_MAPS_API_KEY = "test-key";
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({
          status: "OK",
          results: [{ formatted_address: "Boston, MA, USA", geometry: { location: { lat: 42.36, lng: -71.06 } } }],
        }),
      ),
    );
    // A city the offline gazetteer knows is answered by it; Google answers the rest.
    expect(await as.action(api.geocoding.geocodeCity, { query: "boston" })).toMatchObject({
      label: "Boston, MA",
      city: "Boston",
      state: "MA",
    });
    expect(await as.action(api.geocoding.geocodeCity, { query: "Back Bay Fens" })).toEqual({
      lat: 42.36,
      lng: -71.06,
      label: "Boston, MA, USA",
      shops: null,
    });
  });

  it("fits a city search around the town's outermost shops, whatever their names", async () => {
    const { as } = await setup();
    const spots = [
      { name: "Zebra", lat: 42.33, lng: -71.05 },
      { name: "Aster", lat: 42.38, lng: -71.12 },
      { name: "Mid", lat: 42.35, lng: -71.07 },
    ];
    for (const [i, spot] of spots.entries()) {
      await as.mutation(api.shops.create, shopInput({ ...spot, streetAddress: `${i + 1} Main St` }));
    }
    await as.mutation(api.shops.create, shopInput({ name: "Elsewhere", city: "Cambridge", lat: 42.9, lng: -70.5 }));
    expect((await as.action(api.geocoding.geocodeCity, { query: "Boston MA" }))?.shops).toEqual({
      south: 42.33,
      west: -71.12,
      north: 42.38,
      east: -71.05,
    });
  });

  it("answers a city or ZIP code search from the offline gazetteer first, never waiting on a remote provider", async () => {
    const { as } = await setup();
    process.env.GEOCODING_PROVIDERS = "google,nominatim,gazetteer";
    process.env.GOOGLE_MAPS_API_KEY = "test-key";
    const fetchMock = vi.fn(async () => new Response("should not be asked", { status: 500 }));
    vi.stubGlobal("fetch", fetchMock);
    expect(await as.action(api.geocoding.geocodeCity, { query: "Chicago" })).toMatchObject({
      label: "Chicago, IL",
      city: "Chicago",
      state: "IL",
      country: "US",
    });
    expect(await as.action(api.geocoding.geocodeCity, { query: "02108" })).toEqual({
      lat: 42.3576,
      lng: -71.0684,
      label: "Boston, MA 02108",
      city: "Boston",
      state: "MA",
      country: "US",
      shops: null,
    });
    expect(await as.action(api.geocoding.geocodeCity, { query: " 60601-1234 " })).toMatchObject({
      label: "Chicago, IL 60601",
      city: "Chicago",
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("spaces Nominatim requests at least a second apart", async () => {
    const { backend } = await setup();
    const reserve = () =>
      backend.t.mutation(internal.geocodingCache.reserveSlot, {
        provider: "nominatim",
        intervalMs: 1100,
        maxWaitMs: MAX_SLOT_WAIT_MS,
      });
    const first = await reserve();
    const second = await reserve();
    expect(first).toBe(0);
    expect(second).toBeGreaterThan(1000);
    // The third slot is over 2 s away: not booked, the caller goes on without Nominatim.
    expect(await reserve()).toBeNull();
    const [throttle] = await backend.t.run((ctx) => ctx.db.query("geocodeThrottle").collect());
    expect(throttle!.nextSlotAt - Date.now()).toBeLessThanOrEqual(2200);
  });

  it("falls back to the gazetteer at once when Nominatim's next slot is far away, without booking it", async () => {
    const { backend, as, cache } = await setup();
    process.env.GEOCODING_PROVIDERS = "nominatim,gazetteer";
    const nextSlotAt = Date.now() + 60_000;
    await backend.t.run((ctx) => ctx.db.insert("geocodeThrottle", { provider: "nominatim", nextSlotAt }));
    const fetchMock = vi.fn(async () => Response.json([]));
    vi.stubGlobal("fetch", fetchMock);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});

    const started = Date.now();
    expect(await as.action(api.geocoding.geocodeCity, { query: "Providence RI" })).toMatchObject({
      label: "Providence, RI",
    });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(fetchMock).not.toHaveBeenCalled();
    const [throttle] = await backend.t.run((ctx) => ctx.db.query("geocodeThrottle").collect());
    expect(throttle!.nextSlotAt).toBe(nextSlotAt);
    // Nominatim was not asked, so a "not found" is not remembered as one.
    expect(await as.action(api.geocoding.geocodeCity, { query: "Xyzzyville" })).toBeNull();
    expect((await cache()).map((row) => row.key)).toEqual(["city:providence ri"]);
    warn.mockRestore();
  });

  /** A provider that never answers: the request only ends when its signal aborts it. */
  const hangingFetch = () =>
    vi.fn(
      (_url: URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = init?.signal;
          if (!signal) return; // no timeout at all: hangs for good, and the test times out
          signal.addEventListener("abort", () => reject(signal.reason));
        }),
    );

  it("gives up on a provider that never answers after the timeout and falls back", async () => {
    const { as, cache } = await setup();
    process.env.GEOCODING_PROVIDERS = "nominatim,gazetteer";
    const fetchMock = hangingFetch();
    vi.stubGlobal("fetch", fetchMock);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});

    const started = Date.now();
    expect(
      await as.action(api.geocoding.geocodeAddress, { streetAddress: "1 Main St", city: "Providence", state: "RI" }),
    ).toMatchObject({
      label: "Providence, RI",
      approximate: true,
    });
    const took = Date.now() - started;
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![1]?.signal).toBeInstanceOf(AbortSignal);
    expect(took).toBeGreaterThanOrEqual(PROVIDER_TIMEOUT_MS - 50);
    expect(took).toBeLessThan(PROVIDER_TIMEOUT_MS + 1500);
    expect(warn).toHaveBeenCalledWith("[geocoding] nominatim failed:", expect.anything());
    expect((await cache()).map((row) => row.provider)).toEqual(["gazetteer"]);
    warn.mockRestore();
  });

  it("keeps Google and Nominatim together, both hanging, within one budget", async () => {
    const { as } = await setup();
    process.env.GEOCODING_PROVIDERS = "google,nominatim,gazetteer";
    process.env.GOOGLE_MAPS_API_KEY = "test-key";
    const fetchMock = hangingFetch();
    vi.stubGlobal("fetch", fetchMock);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});

    const started = Date.now();
    expect(
      await as.action(api.geocoding.geocodeAddress, { streetAddress: "1 Tremont St", city: "Boston", state: "MA" }),
    ).toMatchObject({
      label: "Boston, MA",
      approximate: true,
    });
    const took = Date.now() - started;
    expect(fetchMock.mock.calls.map(([url]) => new URL(String(url)).hostname)).toEqual([
      "maps.googleapis.com",
      "nominatim.openstreetmap.org",
    ]);
    expect(took).toBeLessThan(REMOTE_BUDGET_MS + 1500);
    warn.mockRestore();
  });

  it("keeps its small internal functions in a module that never loads the gazetteer", async () => {
    vi.resetModules();
    let gazetteerLoaded = false;
    vi.doMock("@convex/data/cities.json", () => {
      gazetteerLoaded = true;
      return { default: [] };
    });
    try {
      const cacheModule = await import("@convex/geocodingCache");
      expect(Object.keys(cacheModule)).toEqual(expect.arrayContaining(["cached", "remember", "reserveSlot"]));
      expect(gazetteerLoaded).toBe(false);
      // The check itself works: the actions' module does load it.
      await import("@convex/geocoding");
      expect(gazetteerLoaded).toBe(true);
    } finally {
      vi.doUnmock("@convex/data/cities.json");
      vi.resetModules();
    }
  });
});
