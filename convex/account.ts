import { retrieveAccount } from "@convex-dev/auth/server";
import { ConvexError, v } from "convex/values";
import { internal } from "./_generated/api";
import { internalMutation, internalQuery } from "./_generated/server";
import { ERASE_STEPS, closeAccount, eraseBatch } from "./model/accountErasure";
import { exportConversations } from "./model/conversationExport";
import { exportLists } from "./model/listExport";
import { exportPlans } from "./model/planExport";
import { enforceRateLimit } from "./model/rateLimits";
import { reviewPhotoUrls } from "./model/reviewView";
import { actionWithUserIdEvenSuspended, queryWithUser } from "./model/session";
import { EXPORT_LIMIT } from "./rules/account";
import { MESSAGES } from "./rules/messages";
import { runStep } from "./model/backgroundSteps";

// Leaving, and taking one's data (decision 20; GDPR Art. 17 and 20).

const eraseStep = v.union(...ERASE_STEPS.map((step) => v.literal(step)));

/**
 * Delete the signed-in account, confirmed with its password: it is closed at once (no sign-in, no
 * session, no profile) and its records are erased in background batches (model/accountErasure.ts).
 */
export const remove = actionWithUserIdEvenSuspended({
  args: { password: v.string() },
  returns: v.null(),
  handler: async (ctx, { password }) => {
    await enforceRateLimit(ctx, "deleteAccount", ctx.userId);
    const email = await ctx.runQuery(internal.account.emailOf, { userId: ctx.userId });
    if (email === null) throw new ConvexError(MESSAGES.signedOut);
    try {
      const { user } = await retrieveAccount(ctx, { provider: "password", account: { id: email, secret: password } });
      if (user._id !== ctx.userId) throw new Error("another account");
    } catch {
      throw new ConvexError(MESSAGES.wrongPassword);
    }
    await ctx.runMutation(internal.account.close, { userId: ctx.userId });
    return null;
  },
});

export const emailOf = internalQuery({
  args: { userId: v.id("users") },
  returns: v.union(v.null(), v.string()),
  handler: async (ctx, { userId }) => {
    const user = await ctx.db.get("users", userId);
    return user?.deletedAt === undefined ? (user?.email ?? null) : null;
  },
});

export const close = internalMutation({
  args: { userId: v.id("users") },
  returns: v.null(),
  handler: async (ctx, { userId }) => {
    const user = await ctx.db.get("users", userId);
    if (user === null || user.deletedAt !== undefined) return null;
    await closeAccount(ctx, user);
    await runStep(ctx, internal.account.erase, { userId, step: ERASE_STEPS[0], cursor: null });
    return null;
  },
});

/** One batch of a deleted account's erasure, then the next, until the account document itself goes. */
export const erase = internalMutation({
  args: { userId: v.id("users"), step: eraseStep, cursor: v.union(v.null(), v.string()) },
  returns: v.null(),
  handler: async (ctx, { userId, step, cursor }) => {
    const next = await eraseBatch(ctx, userId, step, cursor);
    if (next !== null) await runStep(ctx, internal.account.erase, { userId, ...next });
    return null;
  },
});

/**
 * Everything the signed-in account holds or wrote, as one JSON-ready object ("Download my data"):
 * the profile, reviews with their photos' addresses, follows both ways, saved shops, the shops it
 * added, its shop and bean edits, its notifications, the reports it made and its shared lists.
 */
export const exportData = queryWithUser({
  args: {},
  returns: v.any(),
  handler: async (ctx) => {
    const { user } = ctx;
    const userId = user._id;
    const take = <T>(query: { take: (n: number) => Promise<T[]> }) => query.take(EXPORT_LIMIT);
    const [reviews, following, followers, saved, shops, shopEdits, beanEdits, notifications, reports, blocks] =
      await Promise.all([
        take(ctx.db.query("reviews").withIndex("by_user", (q) => q.eq("userId", userId))),
        take(ctx.db.query("follows").withIndex("by_follower", (q) => q.eq("followerId", userId))),
        take(ctx.db.query("follows").withIndex("by_followee", (q) => q.eq("followeeId", userId))),
        take(ctx.db.query("savedShops").withIndex("by_user_list", (q) => q.eq("userId", userId))),
        take(ctx.db.query("shops").withIndex("by_submitter", (q) => q.eq("submittedBy", userId))),
        take(ctx.db.query("shopEdits").withIndex("by_editor", (q) => q.eq("editorId", userId))),
        take(ctx.db.query("beanEdits").withIndex("by_editor", (q) => q.eq("editorId", userId))),
        take(ctx.db.query("notifications").withIndex("by_user", (q) => q.eq("userId", userId))),
        take(ctx.db.query("reports").withIndex("by_reporter_subject", (q) => q.eq("reporterId", userId))),
        take(ctx.db.query("blocks").withIndex("by_blocker_blocked", (q) => q.eq("blockerId", userId))),
      ]);
    const { _id, _creationTime, email, ...profile } = user;
    const when = (time: number) => new Date(time).toISOString();
    return {
      exportedAt: when(Date.now()),
      account: { id: _id, email: email ?? "", createdAt: when(_creationTime), profile },
      reviews: await Promise.all(
        reviews.map(async ({ _id, _creationTime, userId: _author, photos: _files, ...review }) => ({
          id: _id,
          writtenAt: when(_creationTime),
          ...review,
          photos: (await reviewPhotoUrls(ctx, { _id, photos: _files })).map((urls) => urls?.url ?? null),
        })),
      ),
      following: following.map((row) => ({ userId: row.followeeId, since: when(row._creationTime) })),
      followers: followers.map((row) => ({ userId: row.followerId, since: when(row._creationTime) })),
      savedShops: saved.map((row) => ({ shopId: row.shopId, list: row.list, savedAt: when(row._creationTime) })),
      shopsAdded: shops.map((shop) => ({
        id: shop._id,
        name: shop.name,
        address: `${shop.streetAddress}, ${shop.city}, ${shop.state}`,
        addedAt: when(shop._creationTime),
      })),
      shopEdits: shopEdits.map((edit) => ({
        shopId: edit.shopId,
        changes: edit.changes,
        at: when(edit._creationTime),
      })),
      beanEdits: beanEdits.map((edit) => ({
        shopId: edit.shopId,
        before: edit.before,
        after: edit.after,
        at: when(edit._creationTime),
      })),
      notifications: notifications.map((row) => ({
        kind: row.kind,
        from: row.actorName,
        shop: row.shopName,
        statement: row.statement,
        at: when(row._creationTime),
      })),
      reportsMade: reports.map((row) => ({
        subject: row.subject,
        reason: row.reason,
        note: row.note,
        at: when(row._creationTime),
      })),
      blocked: blocks.map((row) => ({ userId: row.blockedId, at: when(row._creationTime) })),
      ...(await exportLists(ctx, userId)),
      ...(await exportConversations(ctx, userId)),
      ...(await exportPlans(ctx, userId)),
    };
  },
});
