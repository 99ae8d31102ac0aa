// Shops and reviews written straight into the database: test set-up that needs no validation
// (the rules themselves are tested through the real mutations). Like the real mutations, they
// share each new shop or review with the author's followers' feeds.
import type { Doc, Id } from "@convex/_generated/dataModel";
import type { MutationCtx } from "@convex/_generated/server";
import { fanOut, reviewActivity, shopActivity } from "@convex/model/feedRows";
import { locationFields } from "@convex/rules/geo";
import { randomPublicId } from "@convex/rules/identifiers";
import { fullName } from "@convex/rules/profile";
import { reviewDoc } from "./qualityFixtures";

export async function insertShop(ctx: MutationCtx, submittedBy: Id<"users">, overrides: Partial<Doc<"shops">> = {}) {
  const submitter = await ctx.db.get(submittedBy);
  const id = await ctx.db.insert("shops", {
    publicId: randomPublicId(),
    name: "Fixture Coffee",
    submittedBy,
    submitterName: submitter ? fullName(submitter) : "Someone",
    streetAddress: `${Math.floor(Math.random() * 900) + 100} Fixture St`,
    city: "BOSTON",
    state: "MA",
    roastsOwnBeans: false,
    hours: "Daily 7am-5pm",
    website: "https://example.com/fixture",
    beverages: ["Latte"],
    roastStyle: "medium",
    dairyFree: false,
    glutenFriendly: false,
    mealOptions: false,
    bakeryOptions: false,
    about: "",
    ...locationFields(42.36, -71.06),
    version: 1,
    ...overrides,
  });
  await fanOut(ctx, shopActivity((await ctx.db.get(id))!));
  return id;
}

export async function insertReview(
  ctx: MutationCtx,
  shopId: Id<"shops">,
  userId: Id<"users">,
  overrides: Partial<Doc<"reviews">> = {},
) {
  const shop = (await ctx.db.get(shopId))!;
  const user = (await ctx.db.get(userId))!;
  const id = await ctx.db.insert(
    "reviews",
    reviewDoc(shop, userId, {
      userName: fullName(user),
      shopRating: 4,
      staffRating: 5,
      text: "Lovely cup.",
      userFavDrink: user.cafeDrink ?? "",
      userFavTemp: user.cafeTemp ?? "",
      userFavMilk: user.cafeMilk ?? "",
      userFavRoast: user.selectedRoast ?? "",
      ...overrides,
    }),
  );
  await fanOut(ctx, reviewActivity((await ctx.db.get(id))!));
  return id;
}
