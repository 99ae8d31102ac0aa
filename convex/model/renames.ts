// Starts the scheduled batches of convex/renames.ts that bring the copies of a renamed shop's or
// user's name up to date; the renaming mutation calls these and returns.
import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { runStep } from "./backgroundSteps";

/** Copies rewritten per transaction: far below Convex's limits. */
export const RENAME_BATCH = 200;

const firstPage = { numItems: RENAME_BATCH, cursor: null };

/** After a shop's rename: its reviews show the new name. */
export async function spreadShopName(ctx: MutationCtx, shopId: Id<"shops">): Promise<void> {
  await runStep(ctx, internal.renames.shopReviews, { shopId, paginationOpts: firstPage });
}

/** After a user's rename: their reviews and the shops they added show the new name. */
export async function spreadUserName(ctx: MutationCtx, userId: Id<"users">): Promise<void> {
  await runStep(ctx, internal.renames.userReviews, { userId, paginationOpts: firstPage });
  await runStep(ctx, internal.renames.userShops, { userId, paginationOpts: firstPage });
}
