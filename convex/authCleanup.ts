import { v } from "convex/values";
import { internal } from "./_generated/api";
import { internalMutation, type MutationCtx } from "./_generated/server";
import { runStep } from "./model/backgroundSteps";

/** Rows of each table deleted per transaction: well inside Convex's per-function limits. */
export const AUTH_CLEANUP_BATCH = 200;

const EXPIRING_TABLES = ["authSessions", "authRefreshTokens", "authVerificationCodes"] as const;

/**
 * The hourly sweep of what @convex-dev/auth leaves behind: sessions past their end (a closed laptop never signs
 * out), refresh tokens past theirs (each hour of use rotates one; a deleted session's tokens expire here too) and
 * email codes nobody typed. Each is already refused by the library once expired, so deleting it changes nothing
 * anyone sees. Batches of AUTH_CLEANUP_BATCH per table; a full batch schedules the next one at once.
 */
export const purgeExpired = internalMutation({
  args: {},
  returns: v.number(),
  handler: async (ctx) => {
    const now = Date.now();
    let deleted = 0;
    let more = false;
    for (const table of EXPIRING_TABLES) {
      const count = await purgeTable(ctx, table, now);
      deleted += count;
      more ||= count === AUTH_CLEANUP_BATCH;
    }
    if (more) await runStep(ctx, internal.authCleanup.purgeExpired, {});
    return deleted;
  },
});

async function purgeTable(ctx: MutationCtx, table: (typeof EXPIRING_TABLES)[number], now: number) {
  const expired = await ctx.db
    .query(table)
    .withIndex("expirationTime", (q) => q.lt("expirationTime", now))
    .take(AUTH_CLEANUP_BATCH);
  for (const row of expired) await ctx.db.delete(table, row._id);
  return expired.length;
}
