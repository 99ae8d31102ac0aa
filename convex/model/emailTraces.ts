import type { MutationCtx } from "../_generated/server";
import { CODE_KINDS, codeKey } from "../rules/emailCodes";
import { EMAIL_KEYED_LIMITS, resetRateLimit } from "./rateLimits";

// Rows keyed by an email rather than by the account: an erased account leaves none of them
// (decision 20). The email goes from the account at once, so they go with it, when it closes.

/** The growing-delay rows of convex/authAttempts.ts for an email, keyed as convex/auth.ts keys them. */
export const attemptKeys = (email: string) => [`signIn:${email}`, `resetCode:${email}`];

/** The code-sending rows of convex/emailCodes.ts for an email, keyed as convex/model/emailCodeFlows.ts keys them. */
export const codeSendKeys = (email: string) => CODE_KINDS.map((kind) => codeKey(kind, email));

/**
 * Forgets `email` everywhere it is a key: the per-email rate limits (sign-ups, verification codes),
 * the sign-in and reset-code delays, when codes were last sent, and @convex-dev/auth's own count of failed password checks.
 */
export async function forgetEmail(ctx: MutationCtx, email: string): Promise<void> {
  for (const name of EMAIL_KEYED_LIMITS) await resetRateLimit(ctx, name, email);
  for (const key of attemptKeys(email)) {
    const row = await ctx.db
      .query("authAttempts")
      .withIndex("by_key", (q) => q.eq("key", key))
      .unique();
    if (row !== null) await ctx.db.delete("authAttempts", row._id);
  }
  // One code per address every few minutes (decision 26): when each kind of code was last sent.
  for (const key of codeSendKeys(email)) {
    const sent = await ctx.db
      .query("emailCodeSends")
      .withIndex("by_key", (q) => q.eq("key", key))
      .collect();
    for (const row of sent) await ctx.db.delete("emailCodeSends", row._id);
  }
  const failures = await ctx.db
    .query("authRateLimits")
    .withIndex("identifier", (q) => q.eq("identifier", email))
    .collect();
  for (const row of failures) await ctx.db.delete("authRateLimits", row._id);
}
