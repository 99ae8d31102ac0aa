import { getAuthUserId } from "@convex-dev/auth/server";
import { customAction, customCtx, customMutation, customQuery } from "convex-helpers/server/customFunctions";
import { ConvexError } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import { internal } from "../_generated/api";
import { action, mutation, query, type ActionCtx, type MutationCtx, type QueryCtx } from "../_generated/server";
import { isEmailVerified } from "../rules/emailCodes";
import { MESSAGES } from "../rules/messages";

// Builders for public functions only signed-in users may call. A signed-out call fails with
// MESSAGES.signedOut before the handler runs. The `…WithUserId` builders give `ctx.userId` (no
// read); the `…WithUser` builders read the user's document once and give it as `ctx.user`. The
// mutation and action builders refuse a suspended account (MESSAGES.suspended), and a deleted one as signed out.

/** The signed-in user's id; signed-out calls fail with a clear message. */
async function requireUserId(ctx: { auth: QueryCtx["auth"] }): Promise<Id<"users">> {
  const userId = await getAuthUserId(ctx);
  if (userId === null) throw new ConvexError(MESSAGES.signedOut);
  return userId;
}

/** The signed-in user's document (a session whose user is gone counts as signed out). */
async function requireUser(ctx: QueryCtx): Promise<Doc<"users">> {
  const user = await ctx.db.get("users", await requireUserId(ctx));
  if (user === null || user.deletedAt !== undefined) throw new ConvexError(MESSAGES.signedOut);
  return user;
}

/** The account's suspension (a moderator's, or its deletion's), or null while it stands. */
export async function suspensionOf(ctx: Pick<QueryCtx, "db">, userId: Id<"users">) {
  return await ctx.db
    .query("suspensions")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .first();
}

/** A suspended account (a moderator's decision) may read but not write; a deleted one is signed out. */
async function refuseSuspended(ctx: QueryCtx, userId: Id<"users">): Promise<void> {
  const suspension = await suspensionOf(ctx, userId);
  if (suspension !== null) throw new ConvexError(suspension.deleted ? MESSAGES.signedOut : MESSAGES.suspended);
}

/** Ends every session of the account now, with its refresh tokens (a suspension, a deleted account). */
export async function endSessions(ctx: MutationCtx, userId: Id<"users">): Promise<void> {
  const sessions = await ctx.db
    .query("authSessions")
    .withIndex("userId", (q) => q.eq("userId", userId))
    .collect();
  for (const session of sessions) {
    const tokens = await ctx.db
      .query("authRefreshTokens")
      .withIndex("sessionId", (q) => q.eq("sessionId", session._id))
      .collect();
    for (const token of tokens) await ctx.db.delete("authRefreshTokens", token._id);
    await ctx.db.delete("authSessions", session._id);
  }
}

/** A query for signed-in users, given `ctx.userId`. */
export const queryWithUserId = customQuery(
  query,
  customCtx(async (ctx) => ({ userId: await requireUserId(ctx) })),
);

/** A query for signed-in users, given their document as `ctx.user`. */
export const queryWithUser = customQuery(
  query,
  customCtx(async (ctx) => ({ user: await requireUser(ctx) })),
);

/** A mutation for signed-in users who are not suspended, given `ctx.userId`. */
export const mutationWithUserId = customMutation(
  mutation,
  customCtx(async (ctx) => {
    const userId = await requireUserId(ctx);
    await refuseSuspended(ctx, userId);
    return { userId };
  }),
);

/** A mutation for signed-in users who are not suspended, given their document as `ctx.user`. */
export const mutationWithUser = customMutation(
  mutation,
  customCtx(async (ctx) => {
    const user = await requireUser(ctx);
    await refuseSuspended(ctx, user._id);
    return { user };
  }),
);

/** Posting (decision 26): what the mutation builders check, and an email that is verified. */
async function requirePoster(ctx: QueryCtx): Promise<Doc<"users">> {
  const user = await requireUser(ctx);
  await refuseSuspended(ctx, user._id);
  if (!isEmailVerified(user)) throw new ConvexError(MESSAGES.verifyEmailFirst);
  return user;
}

/** A mutation that posts, votes, follows or reports: `mutationWithUser` for a verified email only. */
export const postingMutationWithUser = customMutation(
  mutation,
  customCtx(async (ctx) => ({ user: await requirePoster(ctx) })),
);

/** A mutation that posts, votes, follows or reports: `mutationWithUserId` for a verified email only. */
export const postingMutationWithUserId = customMutation(
  mutation,
  customCtx(async (ctx) => ({ userId: (await requirePoster(ctx))._id })),
);

/** The caller's id when their account may run actions; actions cannot read documents, so a query says. */
async function requireActingUserId(ctx: ActionCtx, allowSuspended: boolean): Promise<Id<"users">> {
  const userId = await requireUserId(ctx);
  const refusal = await ctx.runQuery(internal.sessionChecks.actionRefusal, { userId, allowSuspended });
  if (refusal !== null) throw new ConvexError(refusal);
  return userId;
}

/** An action for signed-in users who are not suspended, given `ctx.userId` (a deleted account is signed out). */
export const actionWithUserId = customAction(
  action,
  customCtx(async (ctx) => ({ userId: await requireActingUserId(ctx, false) })),
);

/** An action a suspended account may still run (deleting itself, docs/product.md §6), given `ctx.userId`. */
export const actionWithUserIdEvenSuspended = customAction(
  action,
  customCtx(async (ctx) => ({ userId: await requireActingUserId(ctx, true) })),
);
