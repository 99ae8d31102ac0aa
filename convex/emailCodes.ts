import { getAuthSessionId, getAuthUserId } from "@convex-dev/auth/server";
import { ConvexError, v } from "convex/values";
import { internalMutation, internalQuery, type QueryCtx } from "./_generated/server";
import { codeTakesGuess, isEmailVerified, resendWaitMs } from "./rules/emailCodes";
import { MESSAGES } from "./rules/messages";

// The codes sent by email per normalised address (decision 26), for the Password provider's guard in
// convex/model/passwordGuard.ts: one send per few minutes, a few guesses per code, a sign-in code
// answering only the browser that asked for it.

/** The kinds of code sent, as convex/model/emailCodeFlows.ts and passwordGuard.ts key them ("kind:email"). */
export const CODE_KINDS = ["verify", "signInCode", "reset"] as const;

function sendOf(ctx: QueryCtx, key: string) {
  return ctx.db
    .query("emailCodeSends")
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();
}

/**
 * Records that a code is about to be sent, or refuses with MESSAGES.codeSentRecently when one was sent
 * a moment ago: the code already sent stays good, and nobody's asking spends anything of the owner's.
 */
export const claimSend = internalMutation({
  // `fresh`: the first code of a new account, whatever an earlier account of the address was sent.
  args: { key: v.string(), requester: v.optional(v.string()), fresh: v.optional(v.boolean()) },
  returns: v.null(),
  handler: async (ctx, { key, requester, fresh }) => {
    const send = await sendOf(ctx, key);
    const now = Date.now();
    // @convex-dev/auth keeps one code per account whatever its kind, so a new one of any kind would replace
    // the owner's: the wait is per address, across kinds.
    const email = key.slice(key.indexOf(":") + 1);
    const sends = await Promise.all(CODE_KINDS.map((kind) => sendOf(ctx, `${kind}:${email}`)));
    const lastSent = Math.max(0, ...sends.map((row) => row?.sentAt ?? 0));
    if (!fresh && resendWaitMs(lastSent || null, now) > 0) throw new ConvexError(MESSAGES.codeSentRecently);
    const fields = { key, sentAt: now, requester, guesses: 0 };
    if (send === null) await ctx.db.insert("emailCodeSends", fields);
    else await ctx.db.replace("emailCodeSends", send._id, fields);
    return null;
  },
});

/**
 * Counts a guess at the code last sent, before it is checked, in the transaction that decides: refused
 * (MESSAGES.codeFailed) when there is none, it is spent, or it was asked for by another browser.
 */
export const beginGuess = internalMutation({
  args: { key: v.string(), requester: v.optional(v.string()) },
  returns: v.null(),
  handler: async (ctx, { key, requester }) => {
    const send = await sendOf(ctx, key);
    if (send === null || !codeTakesGuess(send) || send.requester !== requester)
      throw new ConvexError(MESSAGES.codeFailed);
    await ctx.db.patch("emailCodeSends", send._id, { guesses: send.guesses + 1 });
    return null;
  },
});

/** After a code was used: it takes no more guesses, and a new one may be sent at once. */
export const finish = internalMutation({
  args: { key: v.string() },
  returns: v.null(),
  handler: async (ctx, { key }) => {
    const send = await sendOf(ctx, key);
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
