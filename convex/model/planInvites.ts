import { ConvexError } from "convex/values";
import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { MESSAGES } from "../rules/messages";
import { MAX_PLAN_MEMBERS } from "../rules/plans";
import { eitherBlocked } from "./blocks";
import { followRow } from "./people";
import { memberRow, membersOf } from "./plans";

// Who may be brought into a plan: people the organiser follows, never across a block, up to the plan's size.

/**
 * The people to add of `userIds` (repeats and members already in left out), each followed by the organiser and
 * neither blocking the other; refused past MAX_PLAN_MEMBERS with `present` people in the plan already.
 */
export async function checkInvitees(
  ctx: MutationCtx,
  organiserId: Id<"users">,
  userIds: Id<"users">[],
  planId: Id<"plans"> | null,
): Promise<Id<"users">[]> {
  const unique = [...new Set(userIds)];
  if (unique.length >= MAX_PLAN_MEMBERS) throw new ConvexError(MESSAGES.planFull(MAX_PLAN_MEMBERS));
  const added: Id<"users">[] = [];
  for (const userId of unique) {
    if (userId === organiserId) throw new ConvexError(MESSAGES.planInviteSelf);
    if (planId !== null && (await memberRow(ctx, planId, userId)) !== null) continue;
    if ((await followRow(ctx, organiserId, userId)) === null) throw new ConvexError(MESSAGES.planInviteNotFollowed);
    const user = await ctx.db.get("users", userId);
    if (user === null || user.deletedAt !== undefined || (await eitherBlocked(ctx, organiserId, userId)))
      throw new ConvexError(MESSAGES.planInviteUnavailable);
    added.push(userId);
  }
  const present = planId === null ? 1 : (await membersOf(ctx, planId)).length;
  if (present + added.length > MAX_PLAN_MEMBERS) throw new ConvexError(MESSAGES.planFull(MAX_PLAN_MEMBERS));
  return added;
}

/** Adds one person who came by the invite link, unless they are in; refused when the plan is full. */
export async function addByLink(ctx: MutationCtx, planId: Id<"plans">, userId: Id<"users">): Promise<void> {
  if ((await memberRow(ctx, planId, userId)) !== null) return;
  if ((await membersOf(ctx, planId)).length >= MAX_PLAN_MEMBERS)
    throw new ConvexError(MESSAGES.planFull(MAX_PLAN_MEMBERS));
  await ctx.db.insert("planMembers", { planId, userId, joinedBy: "link" });
}
