import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { pendingReviewCounts } from "./sharedTotals";
import { UNNAMED_DRINK, drinkCounterOf, drinkKey, popularDrinkText, type DrinkGroup } from "../rules/popularDrink";
import { panelChanged } from "./panelFiles";

type DrinkReview = Pick<
  Doc<"reviews">,
  "shopId" | "_creationTime" | "drinkRating" | "temp" | "milk" | "bev" | "roast" | "process"
>;
// A review rated below 4 counts toward no group; one rated 4 or more with its drink unanswered counts
// toward the unnamed counter, never shown as a drink (rules/popularDrink.ts).
const UNNAMED_KEY = drinkKey(UNNAMED_DRINK);

function statOf(ctx: QueryCtx, shopId: Id<"shops">, group: DrinkGroup) {
  const key = drinkKey(group);
  return ctx.db
    .query("drinkStats")
    .withIndex("by_shop_key", (q) => q.eq("shopId", shopId).eq("key", key))
    .unique();
}

/**
 * Adds `change` (1: a review in, -1: one out) to its drink group's counter. Changes arrive as
 * scheduled jobs in any order (convex/model/sharedTotals.ts), so they must add up whatever comes
 * first: a removal that arrives before its review's arrival leaves the group at -1 for that moment,
 * and a group at 0 goes.
 */
async function changeDrinkCount(ctx: MutationCtx, review: DrinkReview, change: 1 | -1): Promise<void> {
  const group = drinkCounterOf(review);
  if (group === null) return;
  await panelChanged(ctx, review.shopId);
  const existing = await statOf(ctx, review.shopId, group);
  if (existing === null) {
    await ctx.db.insert("drinkStats", {
      shopId: review.shopId,
      key: drinkKey(group),
      ...group,
      count: change,
      lastReviewAt: review._creationTime,
    });
  } else if (existing.count + change === 0) {
    await ctx.db.delete("drinkStats", existing._id);
  } else {
    // An older review joining a group does not make the group's latest review older. A review
    // leaving keeps `lastReviewAt` (finding the next latest would mean scanning reviews): it only
    // breaks ties, which the first specification left to chance (docs/product.md §9).
    const lastReviewAt = change === 1 ? Math.max(existing.lastReviewAt, review._creationTime) : existing.lastReviewAt;
    await ctx.db.patch("drinkStats", existing._id, { count: existing.count + change, lastReviewAt });
  }
}

/** Counts a review toward its shop's popular drink. */
export async function recordReviewDrink(ctx: MutationCtx, review: DrinkReview): Promise<void> {
  await changeDrinkCount(ctx, review, 1);
}

/** Takes a deleted or hidden review (or an edited one's old drink) out of its shop's counters. */
export async function forgetReviewDrink(ctx: MutationCtx, review: DrinkReview): Promise<void> {
  await changeDrinkCount(ctx, review, -1);
}

const isUnnamed = (review: Pick<DrinkReview, "drinkRating" | "temp" | "milk" | "bev" | "roast" | "process">) => {
  const counter = drinkCounterOf(review);
  return counter !== null && drinkKey(counter) === UNNAMED_KEY;
};

/**
 * Counts a shop's unnamed counter again: its shown, counted reviews rated 4 or more with no drink named
 * (convex/migrations.ts, for reviews written before the counter existed), less the ones whose scheduled
 * job has yet to add them (or plus those it has yet to take out), so the total is right once those jobs
 * run. Reads the reviews and the jobs in the transaction that writes: a review written meanwhile either
 * lands before (and is counted or pending) or conflicts and is retried. Says whether the counter changed.
 */
export async function recountUnnamedDrinks(ctx: MutationCtx, shopId: Id<"shops">): Promise<boolean> {
  let count = 0;
  let lastReviewAt = 0;
  for await (const review of ctx.db.query("reviews").withIndex("by_shop", (q) => q.eq("shopId", shopId))) {
    if (review.hiddenAt !== undefined || review.counted === false || !isUnnamed(review)) continue;
    count += 1;
    lastReviewAt = Math.max(lastReviewAt, review._creationTime);
  }
  for (const { counts, sign } of await pendingReviewCounts(ctx, shopId)) {
    if (counts.counted !== false && isUnnamed(counts)) count -= sign;
  }
  const existing = await statOf(ctx, shopId, UNNAMED_DRINK);
  if (count !== (existing?.count ?? 0)) await panelChanged(ctx, shopId);
  if (count === 0) {
    if (existing !== null) await ctx.db.delete("drinkStats", existing._id);
    return existing !== null;
  }
  if (existing === null) {
    await ctx.db.insert("drinkStats", { shopId, key: UNNAMED_KEY, ...UNNAMED_DRINK, count, lastReviewAt });
    return true;
  }
  if (existing.count === count) return false;
  await ctx.db.patch("drinkStats", existing._id, {
    count,
    lastReviewAt: Math.max(existing.lastReviewAt, lastReviewAt),
  });
  return true;
}

/**
 * The shop's most frequent drink group (ties: the most recently reviewed), in one indexed read: of the
 * two highest counters one at most is the unnamed one, which names no drink.
 */
export async function topDrink(ctx: QueryCtx, shopId: Id<"shops">): Promise<Doc<"drinkStats"> | null> {
  const highest = await ctx.db
    .query("drinkStats")
    .withIndex("by_shop_rank", (q) => q.eq("shopId", shopId))
    .order("desc")
    .take(2);
  return highest.find((stat) => stat.key !== UNNAMED_KEY) ?? null;
}

/**
 * Reads what the shop panel says about the most popular drink: the top drinkStats row, the unnamed
 * counter and whether the shop has any review (three indexed reads, no review scan), worded by
 * `popularDrinkText`.
 */
export async function readPopularDrinkText(ctx: QueryCtx, shopId: Id<"shops">): Promise<string> {
  const [anyReview, top, unnamed] = await Promise.all([
    ctx.db
      .query("reviews")
      .withIndex("by_shop", (q) => q.eq("shopId", shopId))
      .first(),
    topDrink(ctx, shopId),
    statOf(ctx, shopId, UNNAMED_DRINK),
  ]);
  // A group below one is a removal whose review's arrival is still on its way (changeDrinkCount).
  const counts = (stat: Doc<"drinkStats"> | null): stat is Doc<"drinkStats"> => stat !== null && stat.count >= 1;
  return popularDrinkText(counts(top) ? top : null, anyReview !== null, counts(unnamed));
}
