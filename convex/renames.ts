// Reviews keep the shop's and the reviewer's name, and shops their submitter's (docs/product.md §3 data
// fields), so lists show them without extra reads. After a rename these copies are brought up to
// date by scheduled batches, never in the renaming mutation, so a rename costs the same however
// many copies there are. Every batch writes the current name, so quick successive renames end on
// the last one, and re-reading copies already rewritten costs reads but no writes.
import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { internal } from "./_generated/api";
import type { Doc } from "./_generated/dataModel";
import { internalMutation, type MutationCtx } from "./_generated/server";
import { RENAME_BATCH } from "./model/renames";
import { fullName, nameOrEmail } from "./rules/profile";
import { runStep } from "./model/backgroundSteps";
import { panelChanged } from "./model/panelFiles";

async function renameShopIn(ctx: MutationCtx, reviews: Doc<"reviews">[], name: string) {
  const renamed = reviews.filter((review) => review.shopName !== name);
  for (const review of renamed) await ctx.db.patch("reviews", review._id, { shopName: name });
  if (renamed[0]) await panelChanged(ctx, renamed[0].shopId);
}

async function renameReviewerIn(ctx: MutationCtx, reviews: Doc<"reviews">[], user: Doc<"users">) {
  const name = fullName(user);
  const renamed = reviews.filter((review) => review.userName !== name);
  for (const review of renamed) await ctx.db.patch("reviews", review._id, { userName: name });
  for (const shopId of new Set(renamed.map((review) => review.shopId))) await panelChanged(ctx, shopId);
}

async function renameSubmitterIn(ctx: MutationCtx, shops: Doc<"shops">[], user: Doc<"users">) {
  // Shops show their submitter as shops.create wrote it.
  const name = nameOrEmail(user);
  for (const shop of shops)
    if (shop.submitterName !== name) {
      await ctx.db.patch("shops", shop._id, { submitterName: name });
      await panelChanged(ctx, shop._id);
    }
}

// The scheduled batches: one paginated read each (Convex allows one per function), chained by cursor.

export const shopReviews = internalMutation({
  args: { shopId: v.id("shops"), paginationOpts: paginationOptsValidator },
  returns: v.null(),
  handler: async (ctx, { shopId, paginationOpts }) => {
    const shop = await ctx.db.get("shops", shopId);
    if (shop === null) return null;
    const page = await ctx.db
      .query("reviews")
      .withIndex("by_shop", (q) => q.eq("shopId", shopId))
      .paginate(paginationOpts);
    await renameShopIn(ctx, page.page, shop.name);
    if (!page.isDone) await runStep(ctx, internal.renames.shopReviews, { shopId, paginationOpts: next(page) });
    return null;
  },
});

export const userReviews = internalMutation({
  args: { userId: v.id("users"), paginationOpts: paginationOptsValidator },
  returns: v.null(),
  handler: async (ctx, { userId, paginationOpts }) => {
    const user = await ctx.db.get("users", userId);
    if (user === null) return null;
    const page = await ctx.db
      .query("reviews")
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .paginate(paginationOpts);
    await renameReviewerIn(ctx, page.page, user);
    if (!page.isDone) await runStep(ctx, internal.renames.userReviews, { userId, paginationOpts: next(page) });
    return null;
  },
});

export const userShops = internalMutation({
  args: { userId: v.id("users"), paginationOpts: paginationOptsValidator },
  returns: v.null(),
  handler: async (ctx, { userId, paginationOpts }) => {
    const user = await ctx.db.get("users", userId);
    if (user === null) return null;
    const page = await ctx.db
      .query("shops")
      .withIndex("by_submitter", (q) => q.eq("submittedBy", userId))
      .paginate(paginationOpts);
    await renameSubmitterIn(ctx, page.page, user);
    if (!page.isDone) await runStep(ctx, internal.renames.userShops, { userId, paginationOpts: next(page) });
    return null;
  },
});

function next(page: { continueCursor: string }) {
  return { numItems: RENAME_BATCH, cursor: page.continueCursor };
}
