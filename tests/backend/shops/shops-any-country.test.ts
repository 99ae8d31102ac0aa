import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, finishScheduled, signUp } from "../../support/backendHarness";
import { shopInput } from "../../support/testData";

// Shops of any country (decision 34): a country, its region where it names one, an optional postal code
// of its shape; the dropdowns, the duplicate check and the city search follow the country.

const london = shopInput({
  name: "Prufrock Coffee",
  streetAddress: "23-25 Leather Lane",
  city: "London",
  state: "",
  country: "GB",
  postalCode: "ec1n 7te",
  lat: 51.5196,
  lng: -0.1093,
});
const melbourne = shopInput({
  name: "Market Lane Coffee",
  streetAddress: "109-111 Therry St",
  city: "Melbourne",
  state: "Victoria",
  country: "AU",
  postalCode: "3000",
  lat: -37.8076,
  lng: 144.9568,
});

async function setup() {
  const backend = await createBackend();
  const alice = await signUp(backend, { firstName: "Alice" });
  return { backend, alice };
}

describe("shops in any country", () => {
  it("stores a London shop with no region and a Melbourne one in Victoria", async () => {
    const { backend, alice } = await setup();
    const gb = await alice.as.mutation(api.shops.create, london);
    const au = await alice.as.mutation(api.shops.create, melbourne);
    await finishScheduled(backend); // the towns' counts (convex/totals.ts placeChanged)
    const [inLondon, inMelbourne] = await backend.t.run((ctx) => Promise.all([ctx.db.get(gb._id), ctx.db.get(au._id)]));
    expect(inLondon).toMatchObject({ country: "GB", state: "", city: "LONDON", postalCode: "EC1N 7TE" });
    expect(inMelbourne).toMatchObject({ country: "AU", state: "VIC", city: "MELBOURNE", postalCode: "3000" });

    expect(await alice.as.query(api.places.countries, {})).toEqual(["AU", "GB"]);
    expect(await alice.as.query(api.shops.states, { country: "AU" })).toEqual(["VIC"]);
    expect(await alice.as.query(api.shops.states, {})).toEqual([]);
    expect(await alice.as.query(api.shops.cities, { country: "GB", state: "" })).toEqual(["LONDON"]);
    const shops = (
      await alice.as.query(api.shops.inCity, {
        country: "AU",
        state: "VIC",
        city: "MELBOURNE",
        paginationOpts: { numItems: 100, cursor: null },
      })
    ).page;
    expect(shops.map((shop) => shop.name)).toEqual(["Market Lane Coffee"]);
  });

  it("finds each by name with its country, for Add Review", async () => {
    const { alice } = await setup();
    await alice.as.mutation(api.shops.create, london);
    await alice.as.mutation(api.shops.create, melbourne);
    expect(await alice.as.query(api.search.shops, { text: "prufrock" })).toMatchObject([
      { name: "Prufrock Coffee", country: "GB", state: "", postalCode: "EC1N 7TE" },
    ]);
    expect(await alice.as.query(api.search.shops, { text: "market lane" })).toMatchObject([
      { name: "Market Lane Coffee", country: "AU", state: "VIC" },
    ]);
  });

  it("finds each town by its city, the right one first, framing its shops", async () => {
    const { alice } = await setup();
    await alice.as.mutation(api.shops.create, london);
    await alice.as.mutation(api.shops.create, melbourne);
    const found = await alice.as.action(api.geocoding.geocodeCity, { query: "Melbourne" });
    expect(found).toMatchObject({ label: "Melbourne, Victoria, Australia", country: "AU", state: "VIC" });
    expect(found?.shops).toMatchObject({ south: -37.8076, west: 144.9568 });
    const uk = await alice.as.action(api.geocoding.geocodeCity, { query: "london, uk" });
    expect(uk).toMatchObject({ label: "London, United Kingdom", country: "GB", state: "" });
    expect(uk?.shops).toMatchObject({ north: 51.5196, east: -0.1093 });
    expect(await alice.as.action(api.geocoding.geocodeCity, { query: "melbourne, fl" })).toMatchObject({
      label: "Melbourne, FL",
      shops: null,
    });
  });

  it("refuses a postal code that does not fit the country and a region it does not have, saying which", async () => {
    const { backend, alice } = await setup();
    await expect(alice.as.mutation(api.shops.create, { ...melbourne, postalCode: "30000" })).rejects.toThrow(
      MESSAGES.badPostalCode("Postcode", "Australia", "3000"),
    );
    await expect(alice.as.mutation(api.shops.create, { ...melbourne, state: "Ontario" })).rejects.toThrow(
      "Please pick a state of Australia from the list.",
    );
    await expect(alice.as.mutation(api.shops.create, { ...london, state: "ENG" })).rejects.toThrow(
      MESSAGES.noRegionInCountry("United Kingdom"),
    );
    await expect(alice.as.mutation(api.shops.create, { ...london, country: "XX" })).rejects.toThrow(
      MESSAGES.unknownCountry,
    );
    await expect(alice.as.mutation(api.shops.create, { ...london, postalCode: "02108" })).rejects.toThrow(
      "That postcode does not fit United Kingdom: it looks like SW1A 1AA.",
    );
    expect(await backend.t.run(async (ctx) => (await ctx.db.query("shops").collect()).length)).toBe(0);
  });

  it("checks duplicates within the country: the same street and town elsewhere is another shop", async () => {
    const { alice } = await setup();
    await alice.as.mutation(api.shops.create, london);
    const taken = { streetAddress: "23-25 Leather Lane", city: "London", state: "" };
    expect(await alice.as.query(api.shops.addressTaken, { ...taken, country: "GB" })).toMatchObject({
      name: "Prufrock Coffee",
    });
    expect(await alice.as.query(api.shops.addressTaken, { ...taken, country: "NZ" })).toBeNull();
    await expect(alice.as.mutation(api.shops.create, { ...london, name: "Another Cafe" })).rejects.toThrow(
      MESSAGES.duplicateShop("Prufrock Coffee", "23-25 Leather Lane"),
    );
  });

  it("keeps a profile's home country and reads its region by the country's rules", async () => {
    const { backend, alice } = await setup();
    await alice.as.mutation(api.users.updateProfile, {
      yourCountry: "au",
      yourCity: "Melbourne",
      yourState: "victoria",
    });
    expect(await alice.as.query(api.users.me, {})).toMatchObject({ yourCountry: "AU", yourState: "VIC" });
    await alice.as.mutation(api.users.updateProfile, { yourCountry: "GB", yourCity: "London" });
    expect(await alice.as.query(api.users.me, {})).toMatchObject({ yourCountry: "GB", yourState: "" });
    const user = await backend.t.run((ctx) => ctx.db.get(alice.userId));
    expect(user?.homeKey).toBe("GB||LONDON");
    await expect(alice.as.mutation(api.users.updateProfile, { yourCountry: "AU", yourState: "ZZ" })).rejects.toThrow(
      "Please pick a state of Australia from the list.",
    );
    await expect(alice.as.mutation(api.users.updateProfile, { yourCountry: "Narnia" })).rejects.toThrow(
      MESSAGES.unknownCountry,
    );
  });
});
