import { describe, expect, it } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import type { MutationCtx } from "@convex/_generated/server";
import { recordReviewDrink, topDrink } from "@convex/model/drinkStats";
import { createBackend, signUp } from "../../support/backendHarness";

async function addReview(
  ctx: MutationCtx,
  shopId: Id<"shops">,
  userId: Id<"users">,
  drink: { bev: string; milk: string; drinkRating: number },
) {
  const id = await ctx.db.insert("reviews", {
    shopId,
    number: 1,
    shopName: "Test",
    city: "BOSTON",
    state: "MA",
    userId,
    userName: "T",
    temp: "Hot",
    roast: "Medium",
    process: "Washed",
    flavoring: false,
    shopRating: 4,
    staffRating: 4,
    text: "",
    photos: [],
    userFavDrink: "",
    userFavTemp: "",
    userFavMilk: "",
    userFavRoast: "",
    userFavProcess: "",
    ...drink,
  });
  await recordReviewDrink(ctx, (await ctx.db.get(id))!);
}

describe("popular-drink counters", () => {
  it("counts only 4+ ratings, picks the most frequent group, and breaks ties by the most recent review", async () => {
    const backend = await createBackend();
    const { userId } = await signUp(backend);
    const top = await backend.t.run(async (ctx) => {
      const shopId = await ctx.db.insert("shops", {
        publicId: "100000000001",
        name: "Test",
        submittedBy: userId,
        submitterName: "T",
        streetAddress: "1 A St",
        addressKey: "1 a st",
        city: "BOSTON",
        state: "MA",
        roastsOwnBeans: false,
        hours: "",
        website: "",
        beverages: [],
        roastStyle: "light",
        dairyFree: false,
        glutenFriendly: false,
        mealOptions: false,
        bakeryOptions: false,
        about: "",
        version: 1,
        lat: 42.36,
        lng: -71.06,
      });
      await addReview(ctx, shopId, userId, { bev: "Latte", milk: "Oat", drinkRating: 5 });
      await addReview(ctx, shopId, userId, { bev: "Cortado", milk: "Cow", drinkRating: 3 });
      await addReview(ctx, shopId, userId, { bev: "Cortado", milk: "Cow", drinkRating: 3 });
      expect((await topDrink(ctx, shopId))?.bev).toBe("Latte");
      await addReview(ctx, shopId, userId, { bev: "Espresso", milk: "Black", drinkRating: 4 });
      // Tie 1-1: the most recent wins.
      expect((await topDrink(ctx, shopId))?.bev).toBe("Espresso");
      await addReview(ctx, shopId, userId, { bev: "latte", milk: "OAT", drinkRating: 4 });
      return await topDrink(ctx, shopId);
    });
    expect(top).toMatchObject({ bev: "Latte", count: 2 });
  });
});
