import { v, type Infer } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { homeKeyOf } from "../rules/people";
import { queueRemoval } from "./feedRows";
import { queueFollowChange } from "./sharedTotals";

// The people fields of a user's document (follow counts, reviews written, home), kept so profiles
// read them without counting rows. `following` and the reviews written change in the person's own
// mutation; `followers` in the shared-totals job of each follow (convex/totals.ts, decision 25).

/** The row saying `followerId` follows `followeeId`, or null. */
export async function followRow(
  ctx: Pick<QueryCtx, "db">,
  followerId: Id<"users">,
  followeeId: Id<"users">,
): Promise<Doc<"follows"> | null> {
  return await ctx.db
    .query("follows")
    .withIndex("by_follower_followee", (q) => q.eq("followerId", followerId).eq("followeeId", followeeId))
    .first();
}

/**
 * A follow was made (+1) or undone (-1): the follower follows one more (or fewer) at once; the
 * followee's follower count and notification follow a moment later (decision 25), so two people
 * following one person at once do not conflict.
 */
export async function countFollow(
  ctx: MutationCtx,
  followerId: Id<"users">,
  followeeId: Id<"users">,
  change: 1 | -1,
): Promise<void> {
  const follower = await ctx.db.get("users", followerId);
  if (follower) await ctx.db.patch("users", followerId, { following: Math.max(0, (follower.following ?? 0) + change) });
  await queueFollowChange(ctx, followerId, followeeId, change);
}

/** How many follow rows name `userId` as follower (`side` "follower") or followee: a recount for the migrations. */
export async function countFollowRows(
  ctx: Pick<QueryCtx, "db">,
  userId: Id<"users">,
  side: "follower" | "followee",
): Promise<number> {
  let count = 0;
  const rows =
    side === "follower"
      ? ctx.db.query("follows").withIndex("by_follower", (q) => q.eq("followerId", userId))
      : ctx.db.query("follows").withIndex("by_followee", (q) => q.eq("followeeId", userId));
  for await (const _row of rows) count += 1;
  return count;
}

/** The reviews a user has written, as their badge counter says (model/badges.ts keeps both together). */
export async function setReviewCount(ctx: MutationCtx, userId: Id<"users">, reviews: number): Promise<void> {
  const user = await ctx.db.get("users", userId);
  // A deleted account is left out of people lists while its reviews go.
  if (user && user.deletedAt === undefined && user.reviewCount !== reviews)
    await ctx.db.patch("users", userId, { reviewCount: reviews });
}

/** The home key of a profile, as a patch (`homeKey: undefined` removes it when the city is cleared). */
export function homeFields(
  profile: Pick<Doc<"users">, "yourCity" | "yourState" | "yourCountry">,
): Pick<Doc<"users">, "homeKey"> {
  return { homeKey: homeKeyOf(profile) };
}

/** A new account's people fields: no follows, no reviews, its home from the profile it signed up with. */
export async function startPeople(ctx: MutationCtx, userId: Id<"users">): Promise<void> {
  const user = await ctx.db.get("users", userId);
  if (user) await ctx.db.patch("users", userId, { following: 0, reviewCount: 0, ...homeFields(user) });
}

/**
 * `followerId` stops following `followeeId`: the row and the follower's count now; the followee's
 * count and the follow notification in a scheduled job (decision 25), the feed rows in batches.
 */
export async function endFollow(ctx: MutationCtx, followerId: Id<"users">, followeeId: Id<"users">): Promise<void> {
  const row = await followRow(ctx, followerId, followeeId);
  if (row === null) return;
  await ctx.db.delete("follows", row._id);
  await countFollow(ctx, followerId, followeeId, -1);
  await queueRemoval(ctx, followerId, followeeId);
}

/** A person as the people search and the suggestions list them. */
export const personMatch = v.object({
  _id: v.id("users"),
  name: v.string(),
  home: v.string(), // "Boston, MA", as the profile says; "" when it says nothing
  reviewCount: v.number(),
});

export function toPersonMatch(user: Doc<"users">): Infer<typeof personMatch> {
  const home = [user.yourCity, user.yourState]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(", ");
  return { _id: user._id, name: user.name ?? "", home, reviewCount: user.reviewCount ?? 0 };
}
