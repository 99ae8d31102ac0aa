import { getAuthSessionId, getAuthUserId } from "@convex-dev/auth/server";
import { ConvexError, v } from "convex/values";
import { internalMutation, internalQuery, type QueryCtx } from "./_generated/server";
import { CODE_KINDS, codeKey, codeTakesGuess, isEmailVerified, resendWaitMs, type CodeKind } from "./rules/emailCodes";
import { MESSAGES } from "./rules/messages";

// The codes sent by email per normalised address (decision 26), for the Password provider's guard in
// convex/model/passwordGuard.ts: one send per few minutes, a few guesses per code, a sign-in code
// answering only the browser that asked for it.

const codeKindValidator = v.union(...CODE_KINDS.map((kind) => v.literal(kind)));

function sendOf(ctx: QueryCtx, kind: CodeKind, email: string) {
  return ctx.db
    .query("emailCodeSends")
    .withIndex("by_key", (q) => q.eq("key", codeKey(kind, email)))
    .unique();
}

/**
 * Records that a code is about to be sent, or refuses with MESSAGES.codeSentRecently when one was sent
 * a moment ago: the code already sent stays good, and nobody's asking spends anything of the owner's.
 */
export const claimSend = internalMutation({
  // `fresh`: the first code of a new account, whatever an earlier account of the address was sent.
  args: {
    kind: codeKindValidator,
    email: v.string(),
    requester: v.optional(v.string()),
    fresh: v.optional(v.boolean()),
  },
  returns: v.null(),
  handler: async (ctx, { kind, email, requester, fresh }) => {
    const now = Date.now();
    // One wait per address across kinds (RESEND_AFTER_MS): a new code of any kind replaces the last.
    const sends = await Promise.all(CODE_KINDS.map((each) => sendOf(ctx, each, email)));
    const lastSent = Math.max(0, ...sends.map((row) => row?.sentAt ?? 0));
    if (!fresh && resendWaitMs(lastSent || null, now) > 0) throw new ConvexError(MESSAGES.codeSentRecently);
    const fields = { key: codeKey(kind, email), sentAt: now, requester, guesses: 0 };
    const send = sends[CODE_KINDS.indexOf(kind)];
    if (send) await ctx.db.replace("emailCodeSends", send._id, fields);
    else await ctx.db.insert("emailCodeSends", fields);
    return null;
  },
});

/**
 * Counts a guess at the code last sent, before it is checked, in the transaction that decides: refused
 * (MESSAGES.codeFailed) when there is none, it is spent, or it was asked for by another browser.
 */
export const beginGuess = internalMutation({
  args: { kind: codeKindValidator, email: v.string(), requester: v.optional(v.string()) },
  returns: v.null(),
  handler: async (ctx, { kind, email, requester }) => {
    const send = await sendOf(ctx, kind, email);
    if (send === null || !codeTakesGuess(send) || send.requester !== requester)
      throw new ConvexError(MESSAGES.codeFailed);
    await ctx.db.patch("emailCodeSends", send._id, { guesses: send.guesses + 1 });
    return null;
  },
});

/** After a code was used: it takes no more guesses, and a new one may be sent at once. */
export const finish = internalMutation({
  args: { kind: codeKindValidator, email: v.string() },
  returns: v.null(),
  handler: async (ctx, { kind, email }) => {
    const send = await sendOf(ctx, kind, email);
    if (send !== null) await ctx.db.delete("emailCodeSends", send._id);
    return null;
  },
});

/** The password account of an email: its user and whether the email counts as verified. */
export const accountOf = internalQuery({
  args: { email: v.string() },
  returns: v.union(
    v.null(),
    v.object({ accountId: v.id("authAccounts"), userId: v.id("users"), verified: v.boolean() }),
  ),
  handler: async (ctx, { email }) => {
    const account = await ctx.db
      .query("authAccounts")
      .withIndex("providerAndAccountId", (q) => q.eq("provider", "password").eq("providerAccountId", email))
      .unique();
    if (account === null) return null;
    const user = await ctx.db.get("users", account.userId);
    if (user === null) return null;
    return { accountId: account._id, userId: user._id, verified: isEmailVerified(user) };
  },
});

/**
 * The session calling (asked from a query: the sign-in action's own ctx, which @convex-dev/auth
 * rebuilds with its config, cannot always say who calls).
 */
export const caller = internalQuery({
  args: {},
  returns: v.union(v.null(), v.object({ userId: v.id("users"), sessionId: v.id("authSessions") })),
  handler: async (ctx) => {
    const userId = await getAuthUserId(ctx);
    const sessionId = await getAuthSessionId(ctx);
    return userId === null || sessionId === null ? null : { userId, sessionId };
  },
});
