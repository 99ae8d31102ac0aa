import { ConvexError, v } from "convex/values";
import { internalMutation, type QueryCtx } from "./_generated/server";
import { waitMs } from "./rules/authThrottle";
import { MESSAGES } from "./rules/messages";

// Failed sign-ins and reset codes per normalised email, for the growing delays of
// convex/rules/authThrottle.ts. Called from the Password provider's guard (convex/model/passwordGuard.ts).

function attemptsOf(ctx: QueryCtx, key: string) {
  return ctx.db
    .query("authAttempts")
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();
}

/**
 * Lets an attempt go ahead, counting it as a failure before the password or code is checked, in the
 * one transaction that decides: parallel guesses each see the ones before them, so only the free
 * ones are checked. An attempt that comes before its wait is over is refused: 'Too many requests.
 * Please try again in N seconds.' A success then clears the count (`clear`).
 */
export const begin = internalMutation({
  args: { key: v.string() },
  returns: v.null(),
  handler: async (ctx, { key }) => {
    const attempts = await attemptsOf(ctx, key);
    const now = Date.now();
    const wait = waitMs(attempts, now);
    if (wait > 0) throw new ConvexError(MESSAGES.rateLimited(Math.ceil(wait / 1000)));
    if (attempts === null) await ctx.db.insert("authAttempts", { key, failures: 1, lastFailure: now });
    else await ctx.db.patch("authAttempts", attempts._id, { failures: attempts.failures + 1, lastFailure: now });
    return null;
  },
});

/** An attempt that was not a guess after all (a new password that breaks the rules): it stops counting. */
export const forgive = internalMutation({
  args: { key: v.string() },
  returns: v.null(),
  handler: async (ctx, { key }) => {
    const attempts = await attemptsOf(ctx, key);
    if (attempts !== null && attempts.failures > 0)
      await ctx.db.patch("authAttempts", attempts._id, { failures: attempts.failures - 1 });
    return null;
  },
});

/** After a successful sign-in or a completed reset: the delays start over. */
export const clear = internalMutation({
  args: { keys: v.array(v.string()) },
  returns: v.null(),
  handler: async (ctx, { keys }) => {
    for (const key of keys) {
      const attempts = await attemptsOf(ctx, key);
      if (attempts !== null) await ctx.db.delete("authAttempts", attempts._id);
    }
    return null;
  },
});
