import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { fullName } from "../rules/profile";
import { MAX_NOTIFICATIONS, notificationKey } from "../rules/notifications";

// Every write to notifications and notificationCounts is in this file: a row and its counter
// change together, in the mutation that caused the event, so the bell reads one counter document
// and never counts rows.

/** What happened, as the mutation that caused it knows it. */
export type NotificationEvent =
  | { kind: "follow" }
  | { kind: "review"; review: Pick<Doc<"reviews">, "_id" | "shopId" | "shopName"> }
  | { kind: "helpful"; review: Pick<Doc<"reviews">, "_id" | "shopId" | "shopName"> };

/** A user's counter document; null until their first notification. */
export async function notificationCountsOf(ctx: Pick<QueryCtx, "db">, userId: Id<"users">): Promise<Doc<"notificationCounts"> | null> {
  return await ctx.db
    .query("notificationCounts")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .unique();
}

/**
 * Tells `to` that `from` did something: `notify(ctx, to, from, { kind: "helpful", review })`.
 * Nothing when they are the same person, or when the same event (same kind, actor and review) is
 * already waiting unread. Keeps at most MAX_NOTIFICATIONS per user, dropping the oldest.
 */
export async function notify(
  ctx: MutationCtx,
  to: Id<"users">,
  from: Id<"users"> | Doc<"users">,
  event: NotificationEvent,
): Promise<void> {
  const actor = typeof from === "string" ? await ctx.db.get("users", from) : from;
  if (actor === null || actor._id === to) return;
  const review = event.kind === "follow" ? null : event.review;
  const key = notificationKey(event.kind, actor._id, review?._id);
  const counts = await notificationCountsOf(ctx, to);
  const readUpTo = counts?.readUpTo ?? 0;
  const waiting = await ctx.db
    .query("notifications")
    .withIndex("by_user_key", (q) => q.eq("userId", to).eq("key", key))
    .order("desc")
    .first();
  if (waiting !== null && waiting._creationTime > readUpTo) return;

  await ctx.db.insert("notifications", {
    userId: to,
    kind: event.kind,
    key,
    actorId: actor._id,
    actorName: fullName(actor) || "Someone",
    ...(review ? { shopId: review.shopId, shopName: review.shopName, reviewId: review._id } : {}),
  });
  let { total, unread } = counts ?? { total: 0, unread: 0 };
  total++;
  unread++;
  if (total > MAX_NOTIFICATIONS) {
    const oldest = (await ctx.db
      .query("notifications")
      .withIndex("by_user", (q) => q.eq("userId", to))
      .order("asc")
      .first())!;
    await ctx.db.delete("notifications", oldest._id);
    total--;
    if (oldest._creationTime > readUpTo) unread--;
  }
  if (counts === null) await ctx.db.insert("notificationCounts", { userId: to, total, unread, readUpTo });
  else await ctx.db.patch("notificationCounts", counts._id, { total, unread });
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
