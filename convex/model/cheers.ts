import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { COMMENT_REMOVAL_BATCH } from "../rules/comments";
import { runStep } from "./backgroundSteps";

// Cheers: one row per person and target (a review, or a shop a feed item shows). Every write to cheers
// and cheerTotals is here. The count and the owner's notice follow in the cheer's shared-totals job
// (convex/totals.ts cheerChanged, decision 25).

export type CheerTarget = Id<"reviews"> | Id<"shops">;

/** The cheered thing as it is now, with its owner; null when it is gone or hidden. */
export async function cheerTarget(ctx: Pick<QueryCtx, "db">, targetId: string) {
  const reviewId = ctx.db.normalizeId("reviews", targetId);
  if (reviewId !== null) {
    const review = await ctx.db.get("reviews", reviewId);
    return review && review.hiddenAt === undefined ? { kind: "review" as const, review, ownerId: review.userId } : null;
  }
  const shopId = ctx.db.normalizeId("shops", targetId);
  const shop = shopId && (await ctx.db.get("shops", shopId));
  return shop ? { kind: "shop" as const, shop, ownerId: shop.submittedBy } : null;
}

export async function cheerOf(ctx: Pick<QueryCtx, "db">, targetId: CheerTarget, userId: Id<"users">) {
  return await ctx.db
    .query("cheers")
    .withIndex("by_target_user", (q) => q.eq("targetId", targetId).eq("userId", userId))
    .unique();
}

/** Cheers or takes the cheer back; cheering twice, or taking back none, changes nothing. */
export async function setCheer(ctx: MutationCtx, targetId: CheerTarget, userId: Id<"users">, cheered: boolean) {
  const row = await cheerOf(ctx, targetId, userId);
  if ((row !== null) === cheered) return;
  if (row === null) await ctx.db.insert("cheers", { targetId, userId });
  else await ctx.db.delete("cheers", row._id);
  await runStep(ctx, internal.totals.cheerChanged, { targetId, userId, change: cheered ? 1 : -1 });
}

export async function cheerTotalOf(ctx: Pick<QueryCtx, "db">, targetId: CheerTarget) {
  return await ctx.db
    .query("cheerTotals")
    .withIndex("by_target", (q) => q.eq("targetId", targetId))
    .unique();
}

/** The job's side: the target's count moves by `change` (never below zero). */
export async function addToCheerTotal(ctx: MutationCtx, targetId: CheerTarget, change: 1 | -1) {
  const total = await cheerTotalOf(ctx, targetId);
  if (total === null) {
    if (change === 1) await ctx.db.insert("cheerTotals", { targetId, count: 1 });
    return;
  }
  await ctx.db.patch("cheerTotals", total._id, { count: Math.max(0, total.count + change) });
}

/** After a review is deleted: its cheers and their count go, in scheduled batches. */
export async function queueCheersRemoval(ctx: MutationCtx, targetId: CheerTarget): Promise<void> {
  await runStep(ctx, internal.cheers.removalBatch, { targetId });
}

/** One batch of a deleted target's cheers (and its total with the last); says whether more may be left. */
export async function removeCheers(ctx: MutationCtx, targetId: CheerTarget): Promise<boolean> {
  const rows = await ctx.db
    .query("cheers")
    .withIndex("by_target_user", (q) => q.eq("targetId", targetId))
    .take(COMMENT_REMOVAL_BATCH);
  for (const row of rows) await ctx.db.delete("cheers", row._id);
  if (rows.length === COMMENT_REMOVAL_BATCH) return true;
  const total = await cheerTotalOf(ctx, targetId);
  if (total !== null) await ctx.db.delete("cheerTotals", total._id);
  return false;
}

export type CheerRow = Doc<"cheers">;
