import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { UNNAMED_DRINK, drinkKey } from "@convex/rules/popularDrink";
import { finishScheduled } from "../../support/backendHarness";
import { countsOf, edit, setUpReviewers, write } from "../../support/reviewWrites";

// A review may be ratings and text alone; its unanswered drink details name no popular drink
// (docs/product.md §5), though a 4+ one is counted as naming none (§8).
const RATINGS_AND_TEXT = { drinkRating: 5, shopRating: 4, staffRating: 4, text: "Quick and kind." };
/** The counter of 4+ reviews that name no drink (rules/popularDrink.ts). */
const UNNAMED = drinkKey(UNNAMED_DRINK);

describe("a review with only ratings and text", () => {
  it("is accepted, stored without details, counted in ratings and badges, and names no popular drink", async () => {
    const { backend, ann, shopId } = await setUpReviewers();
    const reviewId = await ann.as.mutation(api.reviews.create, { shopId, ...RATINGS_AND_TEXT, photos: [] });
    await finishScheduled(backend);

    const stored = (await backend.t.run((ctx) => ctx.db.get("reviews", reviewId)))!;
    expect(stored).toMatchObject(RATINGS_AND_TEXT);
    for (const detail of ["bev", "milk", "temp", "roast", "process", "flavoring"] as const)
      expect(stored[detail]).toBeUndefined();

    const counts = await countsOf(backend, shopId, ann.userId);
    expect(counts.badges.reviews).toBe(1);
    expect(counts.marker).toEqual({ rating: expect.any(Number), reviews: 1 });
    // Rated 5, yet it names no drink: only the unnamed counter, and the panel says no 4+ review names one.
    expect(counts.drinks).toEqual({ [UNNAMED]: 1 });
    const panel = await ann.as.query(api.shopPanel.shared, { id: shopId });
    expect(panel!.popularDrink).toBe(MESSAGES.popularNoDrinkNamed);
  });

  it("leaves the popular drink to the reviews that name one", async () => {
    const { backend, ann, bob, shopId } = await setUpReviewers();
    await ann.as.mutation(api.reviews.create, { shopId, ...RATINGS_AND_TEXT, photos: [] });
    await write(bob, shopId, { bev: "Espresso", milk: undefined, temp: "Hot", roast: "", process: "", drinkRating: 4 });
    await finishScheduled(backend);
    const counts = await countsOf(backend, shopId, ann.userId);
    expect(counts.drinks).toEqual({ [UNNAMED]: 1, "hot||espresso||": 1 });
    expect((await ann.as.query(api.shopPanel.shared, { id: shopId }))!.popularDrink).toBe(
      "The most popular drink here is a Hot Espresso.",
    );
  });

  it("tells a shop with no 4+ review from one whose 4+ reviews name no drink, and a named drink wins over them", async () => {
    const { backend, ann, bob, shopId } = await setUpReviewers();
    const popular = async () => (await ann.as.query(api.shopPanel.shared, { id: shopId }))!.popularDrink;
    await ann.as.mutation(api.reviews.create, { shopId, ...RATINGS_AND_TEXT, drinkRating: 3, photos: [] });
    await finishScheduled(backend);
    expect(await popular()).toBe(MESSAGES.popularNoHighRating);

    const topRated = await bob.as.mutation(api.reviews.create, { shopId, ...RATINGS_AND_TEXT, photos: [] });
    await finishScheduled(backend);
    expect(await popular()).toBe(MESSAGES.popularNoDrinkNamed);

    // Two unnamed 4+ reviews and one named drink: the unnamed counter is never the top drink.
    await ann.as.mutation(api.reviews.create, { shopId, ...RATINGS_AND_TEXT, drinkRating: 4, photos: [] });
    await write(bob, shopId, { bev: "Espresso", milk: undefined, temp: "Hot", roast: "", process: "", drinkRating: 4 });
    await finishScheduled(backend);
    expect(await popular()).toBe("The most popular drink here is a Hot Espresso.");

    await backend.t.run(async (ctx) => {
      const named = (await ctx.db.query("drinkStats").collect()).filter((stat) => stat.key !== UNNAMED);
      for (const stat of named) await ctx.db.delete("drinkStats", stat._id);
    });
    expect(await popular()).toBe(MESSAGES.popularNoDrinkNamed);

    // Deleted, the 4+ review without a drink leaves its counter; one remains, so the sentence holds.
    await bob.as.mutation(api.reviews.remove, { reviewId: topRated });
    await finishScheduled(backend);
    expect((await countsOf(backend, shopId, ann.userId)).drinks).toEqual({ [UNNAMED]: 1 });
    expect(await popular()).toBe(MESSAGES.popularNoDrinkNamed);
  });

  it("an edit that clears the details takes the review out of its drink group", async () => {
    const { backend, ann, shopId } = await setUpReviewers();
    const reviewId = await write(ann, shopId);
    await finishScheduled(backend);
    expect(Object.keys((await countsOf(backend, shopId, ann.userId)).drinks)).toHaveLength(1);

    await edit(ann, reviewId, {
      bev: undefined,
      milk: undefined,
      temp: undefined,
      roast: undefined,
      process: undefined,
    });
    await finishScheduled(backend);
    expect((await countsOf(backend, shopId, ann.userId)).drinks).toEqual({ [UNNAMED]: 1 });
    const stored = (await backend.t.run((ctx) => ctx.db.get("reviews", reviewId)))!;
    expect(stored.bev).toBeUndefined();
    expect(stored.text).toBe("Silky oat latte, lovely staff.");
  });

  it("still refuses a review without its ratings, and a detail outside its list", async () => {
    const { ann, shopId } = await setUpReviewers();
    await expect(
      ann.as.mutation(api.reviews.create, { shopId, ...RATINGS_AND_TEXT, staffRating: 0, photos: [] }),
    ).rejects.toThrow(MESSAGES.reviewRating("staff"));
    await expect(
      ann.as.mutation(api.reviews.create, { shopId, ...RATINGS_AND_TEXT, milk: "Soy", photos: [] }),
    ).rejects.toThrow(MESSAGES.badChoice("milk"));
  });
});
