import { getAuthUserId } from "@convex-dev/auth/server";
import { ConvexError } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { MESSAGES } from "../rules/messages";

/** The signed-in user's id; signed-out calls fail with a clear message. */
export async function requireUserId(ctx: QueryCtx | { auth: QueryCtx["auth"] }): Promise<Id<"users">> {
  const userId = await getAuthUserId(ctx);
  if (userId === null) throw new ConvexError(MESSAGES.signedOut);
  return userId;
}

/** The signed-in user's document. */
export async function requireUser(ctx: QueryCtx): Promise<Doc<"users">> {
  const user = await ctx.db.get(await requireUserId(ctx));
  if (user === null) throw new ConvexError(MESSAGES.signedOut);
  return user;
}
