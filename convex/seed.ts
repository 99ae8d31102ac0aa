import { createAccount } from "@convex-dev/auth/server";
import { v } from "convex/values";
import { internal } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import { internalAction, internalMutation, internalQuery, type MutationCtx } from "./_generated/server";
import { countDemoContent } from "./model/badges";
import { markBeen } from "./model/been";
import { recordReviewDrink } from "./model/drinkStats";
import { DEMO_BEANS, DEMO_FOLLOWS, DEMO_MODERATOR, DEMO_REVIEW_TEXTS, DEMO_USERS, demoShops } from "./data/demoData";
import { fanOut, reviewActivity, shopActivity } from "./model/feedRows";
import { countShopPlace } from "./model/places";
import { uniquePublicId } from "./model/publicIds";
import { addMarker } from "./model/mapTiles";
import { addToRatings } from "./model/ratings";
import { countFollow } from "./model/people";
import { addressKey } from "./rules/address";
import { reviewOverall } from "./rules/ratings";
import { startReviewTotals } from "./model/reviewTotals";
import { timeZoneField } from "./rules/timeZone";
import { fullName, nameOrEmail } from "./rules/profile";
import { keepShopName } from "./model/shopNames";

/**
 * Demo users, follows, shops, reviews and beans: `npx convex run seed:demo` on a development deployment;
 * the offline sandbox runs it at start. Does nothing when the demo users already exist.
 */
export const demo = internalAction({
  args: {},
  returns: v.string(),
  handler: async (ctx) => {
    if (await ctx.runQuery(internal.seed.isSeeded, {})) return "Demo data already present.";
    const userIds: Id<"users">[] = [];
    for (const { email, password, ...fields } of DEMO_USERS) {
      const { user } = await createAccount(ctx, {
        provider: "password",
        account: { id: email, secret: password },
        // The demo accounts stand for long-standing members (rules/trust.ts).
        profile: { email, name: fullName(fields), isActive: true, establishedAt: 0, ...fields },
      });
      userIds.push(user._id);
    }
    await ctx.runMutation(internal.seed.insertDemoContent, { userIds });
    const { email, password, ...moderator } = DEMO_MODERATOR;
    await createAccount(ctx, {
      provider: "password",
      account: { id: email, secret: password },
      profile: { email, name: fullName(moderator), isActive: true, establishedAt: 0, role: "moderator", ...moderator },
    });
    return `Seeded ${userIds.length} users, a moderator and ${demoShops().length} shops.`;
  },
});

export const isSeeded = internalQuery({
  args: {},
  returns: v.boolean(),
  handler: async (ctx) => {
    const first = await ctx.db
      .query("users")
      .withIndex("email", (q) => q.eq("email", DEMO_USERS[0].email))
      .unique();
    return first !== null;
  },
});

export const insertDemoContent = internalMutation({
  args: { userIds: v.array(v.id("users")) },
  returns: v.null(),
  handler: async (ctx, { userIds }) => {
    const users = await Promise.all(userIds.map((id) => ctx.db.get("users", id)));
    const counters = new Map(
      userIds.map((id) => [id, { cafes: 0, reviews: 0, shops: [] as { city: string; state: string }[] }]),
    );
    // Follows first, so the shops and reviews below reach the followers' feeds as real ones do.
    for (const [follower, followee] of DEMO_FOLLOWS) {
      await ctx.db.insert("follows", { followerId: userIds[follower]!, followeeId: userIds[followee]! });
      await countFollow(ctx, userIds[follower]!, userIds[followee]!, 1);
    }

    for (const [i, shop] of demoShops().entries()) {
      const submitter = users[i % users.length]!;
      const shopId = await insertDemoShop(ctx, shop, submitter);
      const submitterCount = counters.get(submitter._id)!;
      submitterCount.cafes++;
      submitterCount.shops.push(shop);

      // Reviews on the first twelve shops, by the other demo users.
      const reviewers = i < 12 ? users.filter((u) => u!._id !== submitter._id).slice(0, 1 + (i % 2)) : [];
      for (const [n, reviewer] of reviewers.entries()) {
        await insertDemoReview(ctx, { shopId, shop, reviewer: reviewer!, i, n });
        counters.get(reviewer!._id)!.reviews++;
      }

      if (i % 3 === 0) {
        await ctx.db.insert("beans", {
          shopId,
          beans: DEMO_BEANS.slice(0, 2 + (i % 3)),
          updatedBy: submitter._id,
        });
      }
    }

    for (const [userId, added] of counters) await countDemoContent(ctx, userId, added);
    return null;
  },
});

type DemoShop = ReturnType<typeof demoShops>[number];

/** A demo shop, counted, on the map and in its adder's followers' feeds as an added one is. */
async function insertDemoShop(ctx: MutationCtx, shop: DemoShop, submitter: Doc<"users">): Promise<Id<"shops">> {
  const { lat, lng, ...details } = shop;
  const shopId = await ctx.db.insert("shops", {
    ...details,
    country: "US", // the demo town is Boston
    addressKey: addressKey(details.streetAddress),
    lat,
    lng,
    ...timeZoneField(lat, lng),
    publicId: await uniquePublicId(ctx),
    submittedBy: submitter._id,
    submitterName: nameOrEmail(submitter),
    version: 1,
  });
  await countShopPlace(ctx, details, 1);
  const saved = (await ctx.db.get("shops", shopId))!;
  await keepShopName(ctx, saved);
  await addMarker(ctx, saved);
  await fanOut(ctx, shopActivity(saved), null);
  return shopId;
}

/** The `n`th demo review of the `i`th demo shop, its ratings varied by both. */
async function insertDemoReview(
  ctx: MutationCtx,
  {
    shopId,
    shop,
    reviewer,
    i,
    n,
  }: { shopId: Id<"shops">; shop: DemoShop; reviewer: Doc<"users">; i: number; n: number },
): Promise<void> {
  const ratings = { drinkRating: 3 + ((i + n) % 3), shopRating: 4 + ((i + n) % 2), staffRating: 5 - (n % 2) };
  const reviewId = await ctx.db.insert("reviews", {
    shopId,
    number: n + 1,
    shopName: shop.name,
    city: shop.city,
    state: shop.state,
    userId: reviewer._id,
    userName: fullName(reviewer),
    bev: reviewer.cafeDrink ?? "Latte",
    milk: reviewer.cafeMilk ?? "Black",
    temp: reviewer.cafeTemp ?? "Hot",
    roast: reviewer.selectedRoast ?? "Medium",
    process: n % 2 ? "Natural" : "Washed",
    flavoring: false,
    ...ratings,
    text: DEMO_REVIEW_TEXTS[(i + n) % DEMO_REVIEW_TEXTS.length],
    photos: [],
    userFavDrink: reviewer.cafeDrink ?? "",
    userFavTemp: reviewer.cafeTemp ?? "",
    userFavMilk: reviewer.cafeMilk ?? "",
    userFavRoast: reviewer.selectedRoast ?? "",
    userFavProcess: "",
    overall: reviewOverall(ratings),
  });
  const review = (await ctx.db.get("reviews", reviewId))!;
  await startReviewTotals(ctx, review);
  await recordReviewDrink(ctx, review);
  await addToRatings(ctx, review, 1);
  await markBeen(ctx, reviewer._id, shopId);
  await fanOut(ctx, reviewActivity(review), null);
}
