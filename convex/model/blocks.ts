import type { Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { MAX_BLOCKS } from "../rules/blocks";

// Blocks: one row per (blocker → blocked). Every write to blocks is here.

export async function blockRow(ctx: Pick<QueryCtx, "db">, blockerId: Id<"users">, blockedId: Id<"users">) {
  return await ctx.db
    .query("blocks")
    .withIndex("by_blocker_blocked", (q) => q.eq("blockerId", blockerId).eq("blockedId", blockedId))
    .unique();
}

/** Whether either of the two has blocked the other: then neither follows nor hears from the other. */
export async function eitherBlocked(ctx: Pick<QueryCtx, "db">, a: Id<"users">, b: Id<"users">): Promise<boolean> {
  return (await blockRow(ctx, a, b)) !== null || (await blockRow(ctx, b, a)) !== null;
}

/** The people `blockerId` blocked, in the order blocked (at most MAX_BLOCKS, as many as may be blocked). */
export async function blockedBy(ctx: Pick<QueryCtx, "db">, blockerId: Id<"users">) {
  return await ctx.db
    .query("blocks")
    .withIndex("by_blocker_blocked", (q) => q.eq("blockerId", blockerId))
    .take(MAX_BLOCKS);
}

/** `blockerId` blocks `blockedId`; the caller has checked there is no such block yet. */
export async function storeBlock(ctx: MutationCtx, blockerId: Id<"users">, blockedId: Id<"users">): Promise<void> {
  await ctx.db.insert("blocks", { blockerId, blockedId });
}

export async function removeBlock(ctx: MutationCtx, blockerId: Id<"users">, blockedId: Id<"users">): Promise<void> {
  const row = await blockRow(ctx, blockerId, blockedId);
  if (row !== null) await ctx.db.delete("blocks", row._id);
}
