import type { Doc, Id } from "@convex/_generated/dataModel";
import { feedCounts, type Activity } from "@convex/model/feedRows";
import { inBatches, type Seeding } from "./seeding";

// The data set's feed rows (fan-out on write, docs/decisions/0005-feed-fan-out.md), seeded for the
// two viewers whose feed the bench measures only (the median-follows user and the heavy user): every
// viewer's rows would be millions of documents in convex-test's in-memory store. A feed query reads
// only its viewer's rows, total and aggregate namespace, so the other viewers' rows would not change
// what it reads. They go in through the same three writes as convex/model/feedRows.ts (row,
// aggregate, total), in bulk: the data set knows each row is new, so it skips the per-row duplicate
// check.

/** What each author did (their shops, then their reviews), as feed rows copy it. */
export type ActivityByAuthor = Map<Id<"users">, Activity[]>;

/** Each shop as its adder's activity; the reviews join as they are inserted (`addActivity`). */
export function shopActivity(shops: Doc<"shops">[]) {
  const activityOf: ActivityByAuthor = new Map();
  const addActivity = (activity: Activity) => {
    const list = activityOf.get(activity.authorId);
    if (list) list.push(activity);
    else activityOf.set(activity.authorId, [activity]);
  };
  for (const shop of shops)
    addActivity({ kind: "shop", activityId: shop._id, authorId: shop.submittedBy, time: shop._creationTime });
  return { activityOf, addActivity };
}

/** Feed rows of the measured viewers: what the people they follow did; returns each viewer's row count. */
export async function insertFeedRows(
  { t, sized }: Seeding,
  viewers: Set<Id<"users">>,
  followeesOf: Map<Id<"users">, Id<"users">[]>,
  activityOf: ActivityByAuthor,
) {
  const feedRows = new Map<Id<"users">, number>();
  for (const viewerId of viewers) {
    const rows = (followeesOf.get(viewerId) ?? []).flatMap((authorId) => activityOf.get(authorId) ?? []);
    // Small batches: each aggregate insert reads several index ranges, and a transaction may read 4,096.
    await inBatches(t, rows, 200, async (ctx, activity) => {
      const rowId = await ctx.db.insert("feedItems", sized("feedItems", { viewerId, ...activity }));
      await feedCounts.insert(ctx, (await ctx.db.get(rowId))!);
    });
    await t.run((ctx) => ctx.db.insert("feedTotals", { viewerId, rows: rows.length }));
    feedRows.set(viewerId, rows.length);
  }
  return feedRows;
}

/**
 * Someone the first user does not follow, with the most activity (shops and reviews): the author
 * the bench's follow rows follow and unfollow.
 */
export function busiestAuthor(
  users: Id<"users">[],
  followeesOf: Map<Id<"users">, Id<"users">[]>,
  activityOf: ActivityByAuthor,
) {
  const firstFollows = new Set(followeesOf.get(users[0]!) ?? []);
  const [userId, items] = [...activityOf.entries()]
    .map(([userId, items]) => [userId, items.length] as const)
    .filter(([userId]) => userId !== users[0] && !firstFollows.has(userId))
    // In the smallest data sets the first user may follow everyone; then any other user will do.
    .sort((a, b) => b[1] - a[1])[0] ?? [users[1]!, 0];
  return { userId, items };
}
