import { describe, expect, it } from "vitest";
import { topDrink } from "@convex/model/drinkStats";
import { createBackend, signUp } from "../../support/backendHarness";
import { insertDrinkReview, insertShop } from "../../support/testData";

describe("popular-drink counters", () => {
  it("counts only 4+ ratings, picks the most frequent group, and breaks ties by the most recent review", async () => {
    const backend = await createBackend();
    const { userId } = await signUp(backend);
    const top = await backend.t.run(async (ctx) => {
      const shopId = await insertShop(ctx, userId);
      // Each a hot, medium, washed drink (REVIEW's) of the beverage, milk and rating given.
      await insertDrinkReview(ctx, shopId, userId, { bev: "Latte", milk: "Oat", drinkRating: 5 });
      await insertDrinkReview(ctx, shopId, userId, { bev: "Cortado", milk: "Cow", drinkRating: 3 });
      await insertDrinkReview(ctx, shopId, userId, { bev: "Cortado", milk: "Cow", drinkRating: 3 });
      expect((await topDrink(ctx, shopId))?.bev).toBe("Latte");
      await insertDrinkReview(ctx, shopId, userId, { bev: "Espresso", milk: "Black", drinkRating: 4 });
      // Tie 1-1: the most recent wins.
      expect((await topDrink(ctx, shopId))?.bev).toBe("Espresso");
      await insertDrinkReview(ctx, shopId, userId, { bev: "latte", milk: "OAT", drinkRating: 4 });
      return await topDrink(ctx, shopId);
    });
    expect(top).toMatchObject({ bev: "Latte", count: 2 });
  });
});
