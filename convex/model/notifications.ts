import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { fullName } from "../rules/profile";
import {
  MAX_GROUPED_ACTORS,
  MAX_NOTIFICATIONS,
  MAX_NOTIFICATIONS_PER_ACTOR,
  MODERATORS_NAME,
  listGoneText,
  notificationKey,
} from "../rules/notifications";
import { blockRow } from "./blocks";
import { keyOf, subjectOf, type NotificationEvent } from "./notificationEvents";

import { withinRateLimit } from "./rateLimits";

// Every write to notifications and notificationCounts is in this file: a row and its counter
// change in one transaction, so the bell reads one counter document and never counts rows. Follow,
// review and Helpful notices are told (and an unfollow's or a vote's withdrawn) by the shared-totals
// jobs, a moment after the action (convex/totals.ts, decision 25), so two people acting toward one
// person at once never make each other's mutation retry; moderators' notices, and the withdrawals
// of a delete, hide or block, are written by the mutation that acts.

/** A user's counter document; null until their first notification. */
export async function notificationCountsOf(
  ctx: Pick<QueryCtx, "db">,
  userId: Id<"users">,
): Promise<Doc<"notificationCounts"> | null> {
  return await ctx.db
    .query("notificationCounts")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .unique();
}

/** Everyone a group's notification names, the latest first. */
const groupOthers = (row: Doc<"notifications">): Id<"users">[] => [
  ...(row.actorId ? [row.actorId] : []),
  ...(row.others ?? []),
];

const hasActor = (row: Doc<"notifications">, actorId: Id<"users">) =>
  row.actorId === actorId || (row.others ?? []).includes(actorId);

/**
 * Tells `to` that `from` did something: `notify(ctx, to, from, { kind: "helpful", review })`.
 * Nothing when they are the same person, when `to` blocked `from`, when `from` already caused `to` MAX per hour
 * (notifyPerActor), or when `from` is already in the group's unread notification. Someone else
 * joins that notification instead ("Ana and 3 others …"), which moves to the top. Keeps at most
 * MAX_NOTIFICATIONS per user, of which at most MAX_NOTIFICATIONS_PER_ACTOR name one person last:
 * a flood from one account pushes out its own, never the others'.
 */
export async function notify(
  ctx: MutationCtx,
  to: Id<"users">,
  from: Id<"users"> | Doc<"users">,
  event: NotificationEvent,
): Promise<void> {
  const actor = typeof from === "string" ? await ctx.db.get("users", from) : from;
  if (actor === null || actor._id === to || (await blockRow(ctx, to, actor._id)) !== null) return;
  const key = keyOf(event);
  const counts = await notificationCountsOf(ctx, to);
  const readUpTo = counts?.readUpTo ?? 0;
  const latest = await ctx.db
    .query("notifications")
    .withIndex("by_user_key", (q) => q.eq("userId", to).eq("key", key))
    .order("desc")
    .first();
  const unreadGroup = latest !== null && latest._creationTime > readUpTo ? latest : null;
  if (unreadGroup !== null && hasActor(unreadGroup, actor._id)) return;
  if (!(await withinRateLimit(ctx, "notifyPerActor", `${to}:${actor._id}`))) return;

  await ctx.db.insert("notifications", {
    userId: to,
    ...subjectOf(event),
    key,
    actorId: actor._id,
    actorName: fullName(actor) || "Someone",
    others: unreadGroup ? groupOthers(unreadGroup).slice(0, MAX_GROUPED_ACTORS) : [],
  });
  // Joining an unread group replaces its row: the counts stay as they are.
  if (unreadGroup !== null) return await ctx.db.delete("notifications", unreadGroup._id);

  await countNewRow(ctx, to, counts, actor._id);
}

/**
 * A moderator's statement of reasons to the author of what they acted on (rules/reports.ts): never
 * grouped, rate-limited or stopped by a block, since it is about the author's own content. It names
 * nobody: not the moderator who acted, not the people whose reports led to it (decision 27).
 */
export async function tellAuthor(ctx: MutationCtx, to: Id<"users">, statement: string): Promise<void> {
  await ctx.db.insert("notifications", {
    userId: to,
    kind: "moderation",
    key: notificationKey("moderation", String(Date.now())),
    actorName: MODERATORS_NAME,
    others: [],
    statement,
  });
  await countNewRow(ctx, to, await notificationCountsOf(ctx, to));
}

/**
 * An editor of a list whose owner deleted their account is told the list went with it (docs/product.md,
 * "Shared lists"): like a moderator's notice, never grouped, limited or stopped by a block, and naming nobody.
 */
export async function tellListGone(ctx: MutationCtx, to: Id<"users">, list: Doc<"lists">): Promise<void> {
  await ctx.db.insert("notifications", {
    userId: to,
    kind: "listGone",
    key: notificationKey("listGone", list._id),
    actorName: "",
    others: [],
    statement: listGoneText(list.title),
  });
  await countNewRow(ctx, to, await notificationCountsOf(ctx, to));
}

/**
 * A new row for `to` is counted, unread; past MAX_NOTIFICATIONS_PER_ACTOR from this actor their own
 * oldest goes, else past MAX_NOTIFICATIONS the oldest of all. A moderators' notice has no actor.
 */
export async function countNewRow(
  ctx: MutationCtx,
  to: Id<"users">,
  counts: Doc<"notificationCounts"> | null,
  actorId?: Id<"users">,
): Promise<void> {
  const readUpTo = counts?.readUpTo ?? 0;
  let { total, unread } = counts ?? { total: 0, unread: 0 };
  total++;
  unread++;
  const actorsRows =
    actorId === undefined
      ? []
      : await ctx.db
          .query("notifications")
          .withIndex("by_user_actor", (q) => q.eq("userId", to).eq("actorId", actorId))
          .take(MAX_NOTIFICATIONS_PER_ACTOR + 1);
  const dropped =
    actorsRows.length > MAX_NOTIFICATIONS_PER_ACTOR
      ? actorsRows[0]!
      : total > MAX_NOTIFICATIONS
        ? await ctx.db
            .query("notifications")
            .withIndex("by_user", (q) => q.eq("userId", to))
            .order("asc")
            .first()
        : null;
  if (dropped) {
    await ctx.db.delete("notifications", dropped._id);
    total--;
    if (dropped._creationTime > readUpTo) unread--;
  }
  if (counts === null) await ctx.db.insert("notificationCounts", { userId: to, total, unread, readUpTo });
  else await ctx.db.patch("notificationCounts", counts._id, { total, unread });
}

/**
 * `from` undid what `notify` told `to` (an unfollow, a vote taken back, a review deleted): they
 * leave every notification of that group; one that named nobody else goes, with its count.
 */
export async function withdraw(
  ctx: MutationCtx,
  to: Id<"users">,
  from: Id<"users">,
  event: NotificationEvent,
): Promise<void> {
  const rows = await ctx.db
    .query("notifications")
    .withIndex("by_user_key", (q) => q.eq("userId", to).eq("key", keyOf(event)))
    .take(MAX_NOTIFICATIONS);
  await leaveRows(ctx, to, rows, from);
}

/**
 * A moderator hid the review (or enough reports did): the shop's adder is no longer told it was
 * reviewed, nor its writer that people found it helpful. Restored, the notices stay gone: news of an
 * old review coming back would be no news (docs/product.md §10).
 */
export async function withdrawReviewNotices(ctx: MutationCtx, review: Doc<"reviews">): Promise<void> {
  const shop = await ctx.db.get("shops", review.shopId);
  if (shop !== null) await withdraw(ctx, shop.submittedBy, review.userId, { kind: "review", review });
  for (const kind of ["helpful", "comment", "cheer"] as const) {
    const rows = await ctx.db
      .query("notifications")
      .withIndex("by_user_key", (q) => q.eq("userId", review.userId).eq("key", keyOf({ kind, review })))
      .take(MAX_NOTIFICATIONS);
    await deleteNotifications(ctx, review.userId, rows);
  }
}

/**
 * `to` blocked `actorId`: they leave every notification of `to`'s (at most MAX_NOTIFICATIONS, one
 * read), grouped ones included; one that named nobody else goes, with its count. A moderator's
 * notice stays: it is about `to`'s own content.
 */
export async function forgetActor(ctx: MutationCtx, to: Id<"users">, actorId: Id<"users">): Promise<void> {
  const rows = await ctx.db
    .query("notifications")
    .withIndex("by_user", (q) => q.eq("userId", to))
    .take(MAX_NOTIFICATIONS);
  await leaveRows(
    ctx,
    to,
    rows.filter((row) => row.kind !== "moderation"),
    actorId,
  );
}

/** `from` leaves these rows: out of a group's others, or replaced by the next of them when named last. */
async function leaveRows(
  ctx: MutationCtx,
  to: Id<"users">,
  rows: Doc<"notifications">[],
  from: Id<"users">,
): Promise<void> {
  const gone: Doc<"notifications">[] = [];
  for (const row of rows.filter((row) => hasActor(row, from))) {
    const others = (row.others ?? []).filter((id) => id !== from);
    if (row.actorId !== from) {
      await ctx.db.patch("notifications", row._id, { others });
    } else if (others.length > 0) {
      const next = await ctx.db.get("users", others[0]!);
      await ctx.db.patch("notifications", row._id, {
        actorId: others[0]!,
        actorName: (next && fullName(next)) || "Someone",
        others: others.slice(1),
      });
    } else {
      gone.push(row);
    }
  }
  await deleteNotifications(ctx, to, gone);
}

/** Deletes some of `to`'s notifications, and takes them off the counter (the unread ones off unread too). */
export async function deleteNotifications(
  ctx: MutationCtx,
  to: Id<"users">,
  rows: Doc<"notifications">[],
): Promise<void> {
  const counts = await notificationCountsOf(ctx, to);
  if (counts === null || rows.length === 0) return;
  for (const row of rows) await ctx.db.delete("notifications", row._id);
  const unread = rows.filter((row) => row._creationTime > counts.readUpTo).length;
  await ctx.db.patch("notificationCounts", counts._id, {
    total: Math.max(0, counts.total - rows.length),
    unread: Math.max(0, counts.unread - unread),
  });
}

/**
 * The user has seen their notifications up to `upTo` (the creation time of the newest one shown):
 * those are read. Any that arrived since stay unread; there are few (at most MAX_NOTIFICATIONS),
 * read by index. A time past the newest notification counts as the newest.
 */
export async function markRead(ctx: MutationCtx, userId: Id<"users">, upTo: number): Promise<void> {
  if (!Number.isFinite(upTo)) return;
  const counts = await notificationCountsOf(ctx, userId);
  if (counts === null || upTo <= counts.readUpTo) return;
  const byUser = () => ctx.db.query("notifications").withIndex("by_user", (q) => q.eq("userId", userId));
  const newest = await byUser().order("desc").first();
  const readUpTo = Math.min(upTo, newest?._creationTime ?? counts.readUpTo);
  if (readUpTo <= counts.readUpTo) return;
  const newer = await ctx.db
    .query("notifications")
    .withIndex("by_user", (q) => q.eq("userId", userId).gt("_creationTime", readUpTo))
    .take(MAX_NOTIFICATIONS);
  await ctx.db.patch("notificationCounts", counts._id, { readUpTo, unread: newer.length });
}
