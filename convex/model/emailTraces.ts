import type { MutationCtx } from "../_generated/server";
import { EMAIL_KEYED_LIMITS, resetRateLimit } from "./rateLimits";

// Rows keyed by an email rather than by the account: an erased account leaves none of them
// (decision 20). The email goes from the account at once, so they go with it, when it closes.

/** The growing-delay rows of convex/authAttempts.ts for an email, keyed as convex/auth.ts keys them. */
export const attemptKeys = (email: string) => [`signIn:${email}`, `resetCode:${email}`];

/**
 * Forgets `email` everywhere it is a key: the per-email rate limits (sign-ups, reset requests),
 * the sign-in and reset-code delays, and @convex-dev/auth's own count of failed password checks.
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
  const failures = await ctx.db
    .query("authRateLimits")
    .withIndex("identifier", (q) => q.eq("identifier", email))
    .collect();
  for (const row of failures) await ctx.db.delete("authRateLimits", row._id);
}
