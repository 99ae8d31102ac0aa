import { describe, expect, it } from "vitest";
import { api, internal } from "@convex/_generated/api";
import { createBackend, finishScheduled, signUp } from "../../support/backendHarness";
import { expectNothingMoreToDo, get, insertOldShop, migrate } from "../../support/oldDeployment";
import { shopInput } from "../../support/testData";

// The migrations of addresses of any country (decision 34) on a deployment holding today's shapes from
// before countries: shops, places and profiles with no country, all of them in the US. It reads them
// as US before the migrations run; a dry run changes nothing; the run writes "US"; a second run nothing.

async function oldDeployment() {
  const backend = await createBackend();
  const ann = await signUp(backend, { yourCity: "Boston", yourState: "MA" });
  // Stored as the old code stored them: no country on the profile, the shop or its places.
  await backend.t.run((ctx) => ctx.db.patch(ann.userId, { yourCountry: undefined }));
  const shopId = await insertOldShop(backend, ann.userId, { name: "Old Town Roasters", streetAddress: "1 Old St" });
  await backend.t.run(async (ctx) => {
    await ctx.db.insert("places", { level: "state", state: "MA", city: "", shops: 1 });
    await ctx.db.insert("places", { level: "city", state: "MA", city: "BOSTON", shops: 1 });
  });
  return { backend, ann, shopId };
}

describe("migrations for addresses of any country", () => {
  it("reads the old shapes as in the US before the migrations run", async () => {
    const { ann } = await oldDeployment();
    expect(await ann.as.query(api.places.countries, {})).toEqual(["US"]);
    expect(await ann.as.query(api.shops.states, {})).toEqual(["MA"]);
    expect(await ann.as.query(api.shops.states, { country: "US" })).toEqual(["MA"]);
    expect(await ann.as.query(api.shops.cities, { state: "MA" })).toEqual(["BOSTON"]);
    const inBoston = (
      await ann.as.query(api.shops.inCity, {
        state: "MA",
        city: "BOSTON",
        paginationOpts: { numItems: 100, cursor: null },
      })
    ).page;
    expect(inBoston.map((shop) => shop.name)).toEqual(["Old Town Roasters"]);
    // The duplicate check still sees the old shop, so it cannot be added twice in the meantime.
    const again = shopInput({ name: "Copy", streetAddress: "1 Old Street", city: "Boston", state: "MA" });
    await expect(ann.as.mutation(api.shops.create, again)).rejects.toThrow("Old Town Roasters at 1 Old St");
  });

  it("a shop added before the migrations counts into the old place rows, not beside them", async () => {
    const { backend, ann } = await oldDeployment();
    await ann.as.mutation(api.shops.create, shopInput({ city: "Boston", state: "MA" }));
    await finishScheduled(backend); // the town's count (convex/totals.ts placeChanged)
    const rows = await backend.t.run((ctx) => ctx.db.query("places").collect());
    expect(rows.map(({ level, country, state, city, shops }) => [level, country, state, city, shops]).sort()).toEqual([
      ["city", "US", "MA", "BOSTON", 2],
      ["state", "US", "MA", "", 2],
    ]);
  });

  it("shopCountries, placeCountries, profileCountries: dry run first, then every old document in the US", async () => {
    const { backend, ann, shopId } = await oldDeployment();
    for (const migration of [
      internal.migrations.shopCountries,
      internal.migrations.placeCountries,
      internal.migrations.profileCountries,
    ]) {
      await migrate(backend, migration);
      await expectNothingMoreToDo(backend, migration);
    }
    expect(await get(backend, shopId)).toMatchObject({ country: "US", state: "MA", city: "BOSTON" });
    expect(await get(backend, ann.userId)).toMatchObject({ yourCountry: "US", yourState: "MA", homeKey: "MA|BOSTON" });
    const places = await backend.t.run((ctx) => ctx.db.query("places").collect());
    expect(places.every((row) => row.country === "US")).toBe(true);
    expect(await ann.as.query(api.shops.states, {})).toEqual(["MA"]);
    expect(await ann.as.query(api.users.me, {})).toMatchObject({ yourCountry: "US" });
  });
});
