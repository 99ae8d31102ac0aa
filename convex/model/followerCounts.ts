import { v } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { countFollowRows } from "./people";

// How many people follow a person (followerCounts, decision 37): changed only by each follow's shared-totals job
// (convex/totals.ts), so the followee's user document, which every follow reads, is written by no other person's
// job. Every write to followerCounts is here.

async function rowOf(ctx: Pick<QueryCtx, "db">, userId: Id<"users">) {
  return await ctx.db
    .query("followerCounts")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .first();
}

/** The person's follower count: their row's, else the count their user document kept before there were rows. */
export async function followerCount(ctx: Pick<QueryCtx, "db">, user: Doc<"users">): Promise<number> {
  return (await rowOf(ctx, user._id))?.followers ?? user.followers ?? 0;
}

export const followCountsValidator = v.object({ followers: v.number(), following: v.number() });

/** How many follow the person and how many they follow (the latter kept on their user document). */
export async function followCountsOf(ctx: Pick<QueryCtx, "db">, user: Doc<"users">) {
  return { followers: await followerCount(ctx, user), following: user.following ?? 0 };
}

/** Adds a follow job's difference; a person without a row starts one from their old count (no floor: decision 25). */
export async function addToFollowers(ctx: MutationCtx, user: Doc<"users">, change: 1 | -1): Promise<void> {
  const row = await rowOf(ctx, user._id);
  if (row !== null) return await ctx.db.patch("followerCounts", row._id, { followers: row.followers + change });
  await ctx.db.insert("followerCounts", { userId: user._id, followers: (user.followers ?? 0) + change });
}

/** An erased account's row (its last step, after the follows that named it were undone). */
export async function removeFollowerCount(ctx: MutationCtx, userId: Id<"users">): Promise<void> {
  const row = await rowOf(ctx, userId);
  if (row !== null) await ctx.db.delete("followerCounts", row._id);
}

/**
 * A person from before decision 37 (the followersToCounts migration): a row counted from their follow rows unless a
 * job has started one, and the old field cleared. Says the user's patch.
 */
export async function moveFollowerCount(ctx: MutationCtx, user: Doc<"users">) {
  if (user.deletedAt === undefined && (await rowOf(ctx, user._id)) === null) {
    const followers = await countFollowRows(ctx, user._id, "followee");
    if (followers > 0) await ctx.db.insert("followerCounts", { userId: user._id, followers });
  }
  return user.followers === undefined ? {} : { followers: undefined };
}
