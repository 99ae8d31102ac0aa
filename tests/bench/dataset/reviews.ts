import type { Doc, Id } from "@convex/_generated/dataModel";
import type { Activity } from "@convex/model/feedRows";
import { DRINKS, PROCESSES, PROFILE_MILKS, ROASTS, TEMPS } from "@convex/rules/catalog";
import { drinkGroupOf, drinkKey } from "@convex/rules/popularDrink";
import { reviewDoc } from "../../support/testData";
import type { Sizes } from "../dataset";
import { inBatches, type Seeding } from "./seeding";

// The data set's reviews and what is kept with them: their photos (and the few stored images those
// point at) and the popular-drink counters.

/** A few stored images that review photos point at. */
export function storePhotoFiles({ t }: Seeding) {
  return t.run(async (ctx) =>
    Promise.all(
      Array.from({ length: 20 }, (_, i) => ctx.storage.store(new Blob([`photo ${i}`], { type: "image/jpeg" }))),
    ),
  );
}

/** Reviews: a few shops are very popular (squared uniform), reviewers at random. */
export function reviewInputs(
  { rand, pick }: Seeding,
  sizes: Sizes,
  shops: Doc<"shops">[],
  users: Id<"users">[],
  storageIds: Id<"_storage">[],
) {
  const perShop = new Map<Id<"shops">, number>();
  const perUser = new Map<Id<"users">, number>();
  const inputs = Array.from({ length: sizes.reviews }, (_, i) => {
    const shop = shops[Math.floor(rand() * rand() * shops.length)]!;
    const userId = pick(users);
    const number = (perShop.get(shop._id) ?? 0) + 1;
    perShop.set(shop._id, number);
    perUser.set(userId, (perUser.get(userId) ?? 0) + 1);
    return reviewDoc(shop, userId, {
      number,
      userName: "Bench User",
      bev: pick(DRINKS),
      milk: pick(PROFILE_MILKS),
      temp: pick(TEMPS),
      roast: pick(ROASTS),
      process: pick(PROCESSES),
      drinkRating: 1 + Math.floor(rand() * 5),
      shopRating: 1 + Math.floor(rand() * 5),
      staffRating: 1 + Math.floor(rand() * 5),
      text: "A bench review: ".padEnd(120, "·"),
      photos: i % sizes.photoEvery === 0 ? [pick(storageIds)] : [],
      // One review in five found helpful by a few people (no extra draw: the data set stays the same).
      helpfulCount: i % 5 === 0 ? i % 13 : 0,
    });
  });
  return { inputs, perShop, perUser };
}

/**
 * Inserts the reviews, their photos and the popular-drink counters; each review goes to `addActivity`
 * as its author's activity, for the feed rows.
 */
export async function insertReviews(
  { t, sized }: Seeding,
  inputs: ReturnType<typeof reviewDoc>[],
  addActivity: (activity: Activity) => void,
) {
  const stats = new Map<string, Omit<Doc<"drinkStats">, "_id" | "_creationTime">>();
  let reviewCount = 0;
  let photoCount = 0;
  await inBatches(t, inputs, 4000, async (ctx, doc) => {
    // The counts live in the review's reviewTotals row (decision 37), as the app writes them.
    const { helpfulCount = 0, commentCount = 0, ...fields } = doc;
    const reviewId = await ctx.db.insert("reviews", sized("reviews", fields));
    await ctx.db.insert("reviewTotals", { reviewId, shopId: doc.shopId, helpfulCount, commentCount });
    addActivity({
      kind: "review",
      activityId: reviewId,
      authorId: doc.userId,
      time: (await ctx.db.get(reviewId))!._creationTime,
    });
    reviewCount++;
    for (const storageId of doc.photos) {
      await ctx.db.insert("photos", sized("photos", { shopId: doc.shopId, reviewId, userId: doc.userId, storageId }));
      photoCount++;
    }
    const group = drinkGroupOf(doc);
    if (group) {
      const key = drinkKey(group);
      const id = `${doc.shopId}|${key}`;
      const row = stats.get(id);
      if (row) row.count++;
      else stats.set(id, { shopId: doc.shopId, key, ...group, count: 1, lastReviewAt: reviewCount });
    }
  });
  await inBatches(t, [...stats.values()], 4000, (ctx, doc) => ctx.db.insert("drinkStats", sized("drinkStats", doc)));
  return { reviews: reviewCount, photos: photoCount, drinkStats: stats.size };
}
