import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, signUp } from "../../support/backendHarness";

describe("a city search that finds nothing suggests the closest towns", () => {
  it("offers Cambridge, MA for 'Cambrige', closest spelling first", async () => {
    const backend = await createBackend();
    const { as } = await signUp(backend);
    expect(await as.action(api.geocoding.geocodeCity, { query: "Cambrige" })).toBeNull();
    const towns = await as.action(api.geocoding.suggestCities, { query: "Cambrige" });
    expect(towns[0]).toEqual({ city: "Cambridge", state: "MA", country: "US", label: "Cambridge, MA" });
    expect(towns.length).toBeLessThanOrEqual(3);
    // The town offered is one the search then finds.
    expect(await as.action(api.geocoding.geocodeCity, { query: towns[0]!.label })).toMatchObject({
      label: "Cambridge, MA",
    });
  });

  it("offers nothing for nonsense, a ZIP code, blank or over-long text", async () => {
    const backend = await createBackend();
    const { as } = await signUp(backend);
    for (const query of ["Xyzzyville", "99999", "  ", "x".repeat(201)])
      expect(await as.action(api.geocoding.suggestCities, { query })).toEqual([]);
  });

  it("names the town a point of the map is in, for the recommendation dialog", async () => {
    const backend = await createBackend();
    const { as } = await signUp(backend);
    expect(await as.action(api.geocoding.townAt, { lat: 42.3601, lng: -71.0589 })).toEqual({
      city: "Boston",
      state: "MA",
      country: "US",
      label: "Boston, MA",
    });
    expect(await as.action(api.geocoding.townAt, { lat: 35, lng: -40 })).toBeNull();
    expect(await as.action(api.geocoding.townAt, { lat: 1000, lng: 0 })).toBeNull();
  });

  it("refuses signed-out callers", async () => {
    const backend = await createBackend();
    await expect(backend.t.action(api.geocoding.suggestCities, { query: "Cambrige" })).rejects.toThrow(
      MESSAGES.signedOut,
    );
    await expect(backend.t.action(api.geocoding.townAt, { lat: 42, lng: -71 })).rejects.toThrow(MESSAGES.signedOut);
  });
});
