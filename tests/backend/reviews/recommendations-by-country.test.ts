import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, signUp } from "../../support/backendHarness";
import { insertReview, insertShop } from "../../support/testData";

const TASTE = { roast: "Light", drink: "Pour Over", temp: "Hot" };
const MATCH = { roast: "Light", bev: "Pour Over", temp: "Hot", drinkRating: 5 };

describe("recommendations by city and country", () => {
  it("keeps Hamilton, Scotland apart from Hamilton, New Zealand (neither has a region)", async () => {
    const backend = await createBackend();
    const me = await signUp(backend);
    const other = await signUp(backend, { firstName: "Olive", lastName: "Other" });
    await backend.t.run(async (ctx) => {
      const shop = (name: string, country: string) =>
        insertShop(ctx, other.userId, { name, city: "HAMILTON", state: "", country, roastStyle: "light" });
      await insertReview(ctx, await shop("Scottish Pour", "GB"), other.userId, MATCH);
      await insertReview(ctx, await shop("Waikato Pour", "NZ"), other.userId, MATCH);
    });
    const names = async (country: string) =>
      (await me.as.query(api.recommendations.forMe, { country, state: "", city: "hamilton", ...TASTE })).shops.map(
        (shop) => shop.name,
      );
    expect(await names("NZ")).toEqual(["Waikato Pour"]);
    expect(await names("GB")).toEqual(["Scottish Pour"]);
  });

  it("keeps the same city and region code apart across countries (WA: Washington and Western Australia)", async () => {
    const backend = await createBackend();
    const me = await signUp(backend);
    const other = await signUp(backend, { firstName: "Olive", lastName: "Other" });
    await backend.t.run(async (ctx) => {
      const shop = (name: string, country: string) =>
        insertShop(ctx, other.userId, { name, city: "ALBANY", state: "WA", country, roastStyle: "light" });
      await insertReview(ctx, await shop("Albany US", "US"), other.userId, MATCH);
      await shop("Albany AU", "AU"); // no review: found by its roast style alone
    });
    const ask = (country?: string) =>
      me.as.query(api.recommendations.forMe, {
        ...(country ? { country } : {}),
        state: "wa",
        city: "albany",
        ...TASTE,
      });
    expect((await ask()).shops.map((shop) => shop.name)).toEqual(["Albany US"]);
    const au = await ask("AU");
    expect(au).toMatchObject({ relaxed: "roastStyle" });
    expect(au.shops.map((shop) => shop.name)).toEqual(["Albany AU"]);
  });

  it("asks a region only where the country has regions, and one of its own", async () => {
    const backend = await createBackend();
    const me = await signUp(backend);
    const ask = (country: string, state: string) =>
      me.as.query(api.recommendations.forMe, { country, state, city: "Perth", ...TASTE });
    await expect(ask("AU", "")).rejects.toThrow(MESSAGES.missingFields);
    await expect(ask("AU", "ZZ")).rejects.toThrow(MESSAGES.badState);
    await expect(ask("XX", "")).rejects.toThrow(MESSAGES.unknownCountry);
    await expect(ask("GB", "")).resolves.toMatchObject({ shops: [] });
  });
});
