import { v } from "convex/values";
import { internalQuery } from "./_generated/server";
import { suspensionOf } from "./model/session";
import { MESSAGES } from "./rules/messages";

// What the action builders of model/session.ts ask before an action runs: actions cannot read
// documents, so the account's standing comes from this query.

/**
 * Why this account may not run an action now, or null: a deleted account (its token lives on until
 * it expires) is signed out; a suspended one is refused unless `allowSuspended` (deleting itself).
 */
export const actionRefusal = internalQuery({
  args: { userId: v.id("users"), allowSuspended: v.boolean() },
  returns: v.union(v.null(), v.string()),
  handler: async (ctx, { userId, allowSuspended }): Promise<string | null> => {
    const user = await ctx.db.get("users", userId);
    if (user === null || user.deletedAt !== undefined) return MESSAGES.signedOut;
    const suspension = await suspensionOf(ctx, userId);
    if (suspension === null) return null;
    if (suspension.deleted) return MESSAGES.signedOut;
    return allowSuspended ? null : MESSAGES.suspended;
  },
});
