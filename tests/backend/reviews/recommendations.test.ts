import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, signUp } from "../../support/backendHarness";
import { insertReview, insertShop } from "../../support/testData";

const TASTE = { roast: "Light", drink: "Pour Over", temp: "Hot" };
const MATCH = { roast: "Light", bev: "Pour Over", temp: "Hot" };

describe("custom coffee shop recommendation", () => {
  it("applies the rule of docs/product.md §5: place, taste, rating 4+, other users, one per shop, 6 shops best first", async () => {
    const backend = await createBackend();
    const me = await signUp(backend, { selectedRoast: "Light", cafeDrink: "Pour Over", cafeTemp: "Hot" });
    const other = await signUp(backend, { firstName: "Olive", lastName: "Other" });
    await backend.t.run(async (ctx) => {
      const shop = (name: string, city = "BOSTON", state = "MA") =>
        insertShop(ctx, other.userId, { name, city, state });
      const twice = await shop("Twice Reviewed");
      await insertReview(ctx, twice, other.userId, { ...MATCH, drinkRating: 4 });
      await insertReview(ctx, twice, other.userId, { ...MATCH, drinkRating: 5 });
      await insertReview(ctx, await shop("Only Mine"), me.userId, { ...MATCH, drinkRating: 5 });
      await insertReview(ctx, await shop("Rated Three"), other.userId, { ...MATCH, drinkRating: 3 });
      await insertReview(ctx, await shop("Cambridge Cup", "CAMBRIDGE"), other.userId, { ...MATCH, drinkRating: 5 });
      await insertReview(ctx, await shop("Other State", "BOSTON", "NY"), other.userId, { ...MATCH, drinkRating: 5 });
      await insertReview(ctx, await shop("Dark Roast"), other.userId, { ...MATCH, roast: "Dark", drinkRating: 5 });
      await insertReview(ctx, await shop("Latte Place"), other.userId, { ...MATCH, bev: "Latte", drinkRating: 5 });
      await insertReview(ctx, await shop("Iced Only"), other.userId, { ...MATCH, temp: "Cold", drinkRating: 5 });
      // Seven qualifying shops rated 4, oldest first: only the newest five fit after the 5-rated one.
      for (let i = 1; i <= 7; i++)
        await insertReview(ctx, await shop(`Four ${i}`), other.userId, { ...MATCH, drinkRating: 4 });
    });

    const { shops: result, relaxed } = await me.as.query(api.recommendations.forMe, {
      state: "ma",
      city: " boston ",
      ...TASTE,
    });
    expect(relaxed).toBeNull();
    expect(result.map((r) => [r.name, r.drinkRating])).toEqual([
      ["Twice Reviewed", 5],
      ["Four 7", 4],
      ["Four 6", 4],
      ["Four 5", 4],
      ["Four 4", 4],
      ["Four 3", 4],
    ]);
    expect(result[0]).toMatchObject({
      city: "BOSTON",
      state: "MA",
      reviewerName: "Olive Other",
      ordered: "Hot Pour Over, Light roast",
    });
  });

  it("lists the shops best rated first, as the dialog says: overall rating, then Coffee, then newer; ties never shuffle", async () => {
    const backend = await createBackend();
    const me = await signUp(backend);
    const other = await signUp(backend, { firstName: "Olive", lastName: "Other" });
    // Picked by their reviews' Coffee rating alone these came out 4.3, 4.7, 4.3, 4.7.
    const rated = [
      ["Older 4.3", { drinkRating: 5, shopRating: 4, staffRating: 4 }],
      ["Plain 4.7", { drinkRating: 4, shopRating: 5, staffRating: 5 }],
      ["Newer 4.3", { drinkRating: 5, shopRating: 4, staffRating: 4 }],
      ["Coffee 4.7", { drinkRating: 5, shopRating: 5, staffRating: 4 }],
      ["Best 4.8", { drinkRating: 4, shopRating: 5, staffRating: 5 }],
    ] as const;
    await backend.t.run(async (ctx) => {
      for (const [name, ratings] of rated) {
        const shop = await insertShop(ctx, other.userId, { name });
        await insertReview(ctx, shop, other.userId, { ...MATCH, ...ratings });
        // Another review of the best shop, outside the taste asked for: it lifts the shop to 4.8.
        if (name === "Best 4.8")
          await insertReview(ctx, shop, other.userId, {
            ...MATCH,
            bev: "Latte",
            drinkRating: 5,
            shopRating: 5,
            staffRating: 5,
          });
      }
    });
    const { shops } = await me.as.query(api.recommendations.forMe, { state: "MA", city: "Boston", ...TASTE });
    expect(shops.map((s) => [s.name, s.ratings?.overall, s.drinkRating])).toEqual([
      ["Best 4.8", 4.8, 4],
      ["Coffee 4.7", 4.7, 5],
      ["Plain 4.7", 4.7, 4],
      ["Newer 4.3", 4.3, 5],
      ["Older 4.3", 4.3, 5],
    ]);
    const overall = shops.map((s) => s.ratings?.overall ?? 0);
    expect(overall).toEqual([...overall].sort((a, b) => b - a));
  });

  it("returns nothing when no review qualifies and no shop has that roast", async () => {
    const backend = await createBackend();
    const me = await signUp(backend);
    await backend.t.run(async (ctx) => {
      await insertReview(ctx, await insertShop(ctx, me.userId, { roastStyle: "dark" }), me.userId, {
        ...MATCH,
        drinkRating: 5,
      });
    });
    expect(await me.as.query(api.recommendations.forMe, { state: "MA", city: "Boston", ...TASTE })).toEqual({
      shops: [],
      relaxed: null,
    });
  });

  it("lets go of the temperature first, then the drink, then looks at shops' roast style; never the roast, and says which", async () => {
    const backend = await createBackend();
    const me = await signUp(backend);
    const other = await signUp(backend, { firstName: "Olive", lastName: "Other" });
    const ask = () => me.as.query(api.recommendations.forMe, { state: "MA", city: "Boston", ...TASTE });
    const add = (name: string, roastStyle: string, review?: Partial<typeof MATCH> & { drinkRating: number }) =>
      backend.t.run(async (ctx) => {
        const shop = await insertShop(ctx, other.userId, { name, roastStyle });
        if (review) await insertReview(ctx, shop, other.userId, { ...MATCH, ...review });
      });

    await add("Dark House", "dark", { roast: "Dark", drinkRating: 5 }); // another roast: never offered
    await add("Light Shop", "light");
    expect(await ask()).toMatchObject({ relaxed: "roastStyle", shops: [{ name: "Light Shop" }] });
    expect((await ask()).shops[0]).not.toHaveProperty("drinkRating");

    await add("Light Latte", "medium", { bev: "Latte", drinkRating: 4 });
    expect(await ask()).toMatchObject({
      relaxed: "drink",
      shops: [{ name: "Light Latte", ordered: "Hot Latte, Light roast" }],
    });

    await add("Iced Pour", "medium", { temp: "Cold", drinkRating: 5 });
    expect(await ask()).toMatchObject({
      relaxed: "temperature",
      shops: [{ name: "Iced Pour", ordered: "Cold Pour Over, Light roast" }],
    });

    await add("Just Right", "light", { drinkRating: 4 });
    expect(await ask()).toMatchObject({ relaxed: null, shops: [{ name: "Just Right" }] });
  });

  it("refuses signed-out calls and bad preferences", async () => {
    const backend = await createBackend();
    const me = await signUp(backend);
    const place = { state: "MA", city: "Boston" };
    await expect(backend.t.query(api.recommendations.forMe, { ...place, ...TASTE })).rejects.toThrow(
      MESSAGES.signedOut,
    );
    await expect(me.as.query(api.recommendations.forMe, { ...place, city: " ", ...TASTE })).rejects.toThrow(
      MESSAGES.missingFields,
    );
    await expect(me.as.query(api.recommendations.forMe, { ...place, state: "Mass", ...TASTE })).rejects.toThrow(
      MESSAGES.badState,
    );
    await expect(me.as.query(api.recommendations.forMe, { ...place, ...TASTE, roast: "Burnt" })).rejects.toThrow(
      MESSAGES.badChoice("roast"),
    );
    await expect(me.as.query(api.recommendations.forMe, { ...place, ...TASTE, drink: "Tea" })).rejects.toThrow(
      MESSAGES.badChoice("drink"),
    );
    await expect(me.as.query(api.recommendations.forMe, { ...place, ...TASTE, temp: "Warm" })).rejects.toThrow(
      MESSAGES.badChoice("temperature"),
    );
  });
});
