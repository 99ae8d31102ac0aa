import type { Doc, Id } from "../_generated/dataModel";
import { internal } from "../_generated/api";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import {
  BIG_FOLLOWERS_BATCH,
  BIG_FOLLOWS_READ,
  BIG_REVIEWS_READ,
  isBigAccount,
  readOnOpen,
} from "../rules/bigAccounts";
import { runStep } from "./backgroundSteps";
import { followRow } from "./people";

// Accounts with very many followers (decision 38). Every write to bigAccounts and bigFollows is here: the
// follow job marks an account big when its count crosses BIG_ACCOUNT_FOLLOWERS and mirrors each follow of a
// big account; fan-out and backfill skip the reviews a follower's feed reads on open (`bigSince`).

type Reads = Pick<QueryCtx, "db">;

/** Convex's limit on a mutation's run: no transaction that started before the mark commits later than this after it. */
const MARK_MARGIN_MS = 1000;

/** Since when the author's reviews are read on open; null for an account that is not big. */
export async function bigSince(ctx: Reads, authorId: Id<"users">): Promise<number | null> {
  const row = await ctx.db
    .query("bigAccounts")
    .withIndex("by_user", (q) => q.eq("userId", authorId))
    .unique();
  return row?.since ?? null;
}

/** Whether this review reaches followers by being read on open (so fan-out and backfill leave it). */
export async function reviewReadOnOpen(ctx: Reads, authorId: Id<"users">, time: number): Promise<boolean> {
  return readOnOpen(await bigSince(ctx, authorId), time);
}

/**
 * A follow changed (totals.followChanged, after the count): an account reaching the threshold becomes big and
 * its followers are marked in batches; a follow of a big account is mirrored, an unfollow's mirror removed.
 */
export async function followOfBigChanged(
  ctx: MutationCtx,
  followerId: Id<"users">,
  followeeId: Id<"users">,
  following: boolean,
  followers: number,
): Promise<void> {
  let since = await bigSince(ctx, followeeId);
  if (since === null && following && isBigAccount(followers)) {
    // A second on: a review that committed before this mark (a mutation runs at most 1 s) is older than `since`,
    // so the reviews fanned out and the reviews read on open never overlap.
    since = Date.now() + MARK_MARGIN_MS;
    await ctx.db.insert("bigAccounts", { userId: followeeId, since });
    await runStep(ctx, internal.feed.markBigFollowers, { authorId: followeeId, cursor: null });
  }
  if (since === null) return;
  if (following) await mirrorFollow(ctx, followerId, followeeId);
  else await dropMirror(ctx, followerId, followeeId);
}

async function mirrorFollow(ctx: MutationCtx, viewerId: Id<"users">, authorId: Id<"users">) {
  const row = await mirrorOf(ctx, viewerId, authorId);
  if (row === null) await ctx.db.insert("bigFollows", { viewerId, authorId });
}

async function dropMirror(ctx: MutationCtx, viewerId: Id<"users">, authorId: Id<"users">) {
  const row = await mirrorOf(ctx, viewerId, authorId);
  if (row !== null) await ctx.db.delete("bigFollows", row._id);
}

function mirrorOf(ctx: Reads, viewerId: Id<"users">, authorId: Id<"users">) {
  return ctx.db
    .query("bigFollows")
    .withIndex("by_viewer", (q) => q.eq("viewerId", viewerId).eq("authorId", authorId))
    .unique();
}

/** One batch of a new big account's followers mirrored; says where the next starts, or null when done. */
export async function markFollowers(ctx: MutationCtx, authorId: Id<"users">, cursor: string | null) {
  const page = await ctx.db
    .query("follows")
    .withIndex("by_followee", (q) => q.eq("followeeId", authorId))
    .paginate({ cursor, numItems: BIG_FOLLOWERS_BATCH });
  for (const follow of page.page) {
    // A follow undone since the page was read has its job remove the mirror after this.
    if ((await followRow(ctx, follow.followerId, authorId)) !== null)
      await mirrorFollow(ctx, follow.followerId, authorId);
  }
  return page.isDone ? null : page.continueCursor;
}

/** The reviews the viewer's feed reads on open: the newest of each big account they follow, in the window, newest first. */
export async function bigAccountReviews(ctx: QueryCtx, viewerId: Id<"users">, windowStart: number) {
  const follows = await ctx.db
    .query("bigFollows")
    .withIndex("by_viewer", (q) => q.eq("viewerId", viewerId))
    .take(BIG_FOLLOWS_READ);
  const perAuthor = await Promise.all(
    follows.map(async ({ authorId }) => {
      const since = await bigSince(ctx, authorId);
      if (since === null) return [];
      const reviews = await ctx.db
        .query("reviews")
        .withIndex("by_user", (q) => q.eq("userId", authorId).gte("_creationTime", Math.max(since, windowStart)))
        .order("desc")
        .take(BIG_REVIEWS_READ);
      return reviews.filter((review) => review.hiddenAt === undefined);
    }),
  );
  return perAuthor.flat().sort((a: Doc<"reviews">, b: Doc<"reviews">) => b._creationTime - a._creationTime);
}
