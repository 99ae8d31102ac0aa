import { describe, expect, it } from "vitest";
import { api, internal } from "@convex/_generated/api";
import type { Doc, Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { UNNAMED_DRINK, drinkKey } from "@convex/rules/popularDrink";
import { finishScheduled } from "../../support/backendHarness";
import { expectNothingMoreToDo, get, migrate, statusOf } from "../../support/oldDeployment";
import { countsOf, setUpReviewers, write } from "../../support/reviewWrites";
import { REVIEW, insertShop, reviewDoc } from "../../support/testData";

// unnamedDrinks: reviews rated 4 or more that name no drink were counted toward no counter before the unnamed one
// existed (drink details became optional first), so their shops' panels said no review was rated 4 or more.

const UNNAMED = drinkKey(UNNAMED_DRINK);
const NO_DRINK = { temp: undefined, milk: undefined, bev: undefined, roast: undefined, process: undefined };

type Backend = Awaited<ReturnType<typeof setUpReviewers>>["backend"];

/** Reviews stored as an older deployment left them: counted into ratings, but a 4+ one with no drink in no counter. */
function insertOldReviews(backend: Backend, shop: Doc<"shops">, userId: Id<"users">, reviews: object[]) {
  return backend.t.run(async (ctx) => {
    const ids: Id<"reviews">[] = [];
    for (const fields of reviews) ids.push(await ctx.db.insert("reviews", reviewDoc(shop, userId, fields)));
    return ids;
  });
}

describe("unnamedDrinks migration", () => {
  it("counts each shop's 4+ reviews naming no drink once, however often it runs, and the panel says none names its drink", async () => {
    const { backend, ann, bob } = await setUpReviewers();
    const [quiet, mixed, wrong] = await backend.t.run(async (ctx) => [
      await insertShop(ctx, bob.userId, { name: "Quiet" }),
      await insertShop(ctx, bob.userId, { name: "Mixed" }),
      await insertShop(ctx, bob.userId, { name: "Wrong" }),
    ]);
    const popular = async (shopId: Id<"shops">) =>
      (await ann.as.query(api.shopPanel.shared, { id: shopId }))!.popularDrink;
    // Quiet: two 4+ reviews without a drink, one rated 3, one hidden.
    await insertOldReviews(backend, await get(backend, quiet), ann.userId, [
      { ...NO_DRINK, drinkRating: 5 },
      { ...NO_DRINK, drinkRating: 4 },
      { ...NO_DRINK, drinkRating: 3 },
      { ...NO_DRINK, drinkRating: 5, hiddenAt: Date.now() },
    ]);
    // Mixed: one 4+ review without a drink, and a latte written since the deploy.
    await insertOldReviews(backend, await get(backend, mixed), ann.userId, [{ ...NO_DRINK, drinkRating: 5 }]);
    await write(ann, mixed, { drinkRating: 4 });
    // Wrong: of two old reviews without a drink, one edited to a latte after the deploy took 1 from a
    // counter it was never in (the edit's job: unnamed -1, latte +1).
    await insertOldReviews(backend, await get(backend, wrong), ann.userId, [{ ...NO_DRINK, drinkRating: 5 }, {}]);
    await finishScheduled(backend);
    await backend.t.run(async (ctx) => {
      const { temp, milk, bev, roast, process } = REVIEW;
      const latte = { temp, milk, bev, roast, process };
      await ctx.db.insert("drinkStats", { shopId: wrong, key: UNNAMED, ...UNNAMED_DRINK, count: -1, lastReviewAt: 0 });
      await ctx.db.insert("drinkStats", { shopId: wrong, key: drinkKey(latte), ...latte, count: 1, lastReviewAt: 0 });
    });
    expect(await popular(quiet)).toBe(MESSAGES.popularNoHighRating);

    await migrate(backend, internal.migrations.unnamedDrinks);
    expect((await countsOf(backend, quiet, ann.userId)).drinks).toEqual({ [UNNAMED]: 2 });
    expect(await popular(quiet)).toBe(MESSAGES.popularNoDrinkNamed);
    expect((await countsOf(backend, mixed, ann.userId)).drinks).toEqual({
      [UNNAMED]: 1,
      "hot|oat|latte|medium|washed": 1,
    });
    expect(await popular(mixed)).toMatch(/^The most popular drink here is a Hot Oat Milk Latte/);
    expect((await countsOf(backend, wrong, ann.userId)).drinks).toEqual({
      [UNNAMED]: 1,
      "hot|oat|latte|medium|washed": 1,
    });
    expect(await statusOf(backend, "migrations:unnamedDrinks")).toMatchObject({ isDone: true });
    await expectNothingMoreToDo(backend, internal.migrations.unnamedDrinks);
    expect((await countsOf(backend, quiet, ann.userId)).drinks).toEqual({ [UNNAMED]: 2 });
  });

  it("leaves to their jobs the reviews written and deleted while it runs, so none is counted twice or missed", async () => {
    const { backend, ann, bob, shopId } = await setUpReviewers();
    const [gone] = await insertOldReviews(backend, await get(backend, shopId), ann.userId, [
      { ...NO_DRINK, drinkRating: 5 },
      { ...NO_DRINK, drinkRating: 4 },
    ]);
    await finishScheduled(backend);
    const drinks = async () => (await countsOf(backend, shopId, ann.userId)).drinks;
    // A review written, then one deleted, each with its job still to run when the migration counts the shop.
    await bob.as.mutation(api.reviews.create, {
      shopId,
      drinkRating: 5,
      shopRating: 4,
      staffRating: 4,
      text: "Quick and kind.",
      photos: [],
    });
    await backend.t.mutation(internal.migrations.unnamedDrinks, {});
    await finishScheduled(backend);
    expect(await drinks()).toEqual({ [UNNAMED]: 3 });

    await ann.as.mutation(api.reviews.remove, { reviewId: gone });
    await backend.t.mutation(internal.migrations.unnamedDrinks, { reset: true });
    await finishScheduled(backend);
    expect(await drinks()).toEqual({ [UNNAMED]: 2 });
    expect((await ann.as.query(api.shopPanel.shared, { id: shopId }))!.popularDrink).toBe(MESSAGES.popularNoDrinkNamed);
  });
});
