import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { forgetEmail } from "./emailTraces";
import { ERASERS } from "./eraseSteps";
import { endSessions } from "./session";

// Deleting an account (decision 20). At once: the sign-in, the sessions and everything that
// names or finds the person (name, email, home, profile, the rows keyed by the email); every write of theirs is refused from
// then on. Then, in scheduled batches, one step at a time: everything the account holds or wrote
// goes, each through the same helpers as the person's own undo (a review as its author deletes it,
// a follow as an unfollow), so every count, rating, badge, tile and feed follows. Shops and shop or
// bean edits stay, credited to "A former member". Their shared lists go with them (editors find them gone);
// entries they added to others' lists stay there, no longer naming them (decision 32). The coffee plans they
// organise go too, their members told; they leave others' plans with their votes.

export const ERASE_STEPS = [
  "reviews",
  "votes",
  "comments",
  "cheers",
  "following",
  "followers",
  "feed",
  "notifications",
  "saved",
  "lists",
  "listEditing",
  "listEntries",
  "listActivity",
  "plans",
  "planMemberships",
  "blocking",
  "blockedBy",
  "uploads",
  "reports",
  "shops",
  "shopEdits",
  "beanEdits",
  "account",
] as const;
export type EraseStep = (typeof ERASE_STEPS)[number];

/** The account stops at once: no sign-in, no session, no profile to find; writes are refused (model/session.ts). */
export async function closeAccount(ctx: MutationCtx, user: Doc<"users">): Promise<void> {
  for (const account of await ctx.db
    .query("authAccounts")
    .withIndex("userIdAndProvider", (q) => q.eq("userId", user._id))
    .collect()) {
    for (const code of await ctx.db
      .query("authVerificationCodes")
      .withIndex("accountId", (q) => q.eq("accountId", account._id))
      .collect()) {
      await ctx.db.delete("authVerificationCodes", code._id);
    }
    await ctx.db.delete("authAccounts", account._id);
  }
  await endSessions(ctx, user._id);
  if (user.email !== undefined) await forgetEmail(ctx, user.email);
  await ctx.db.insert("suspensions", { userId: user._id, reason: "Account deleted", deleted: true });
  // Only the follow counters stay, for the undone follows (and their shared-totals jobs) to count down;
  // the follower count is in its followerCounts row (decision 37), or the old field until that has moved.
  await ctx.db.replace("users", user._id, {
    deletedAt: Date.now(),
    followers: user.followers,
    following: user.following,
  });
}

/**
 * One batch of one step; returns where the next batch starts: the same step with a cursor (rows
 * renamed, not deleted, are paged), the same step again (rows deleted, so it starts over), or the
 * next step. Null when the account is gone.
 */
export async function eraseBatch(
  ctx: MutationCtx,
  userId: Id<"users">,
  step: EraseStep,
  cursor: string | null,
): Promise<{ step: EraseStep; cursor: string | null } | null> {
  const outcome = await ERASERS[step](ctx, userId, cursor);
  if (step === "account") return null;
  if (outcome === "more") return { step, cursor: null };
  if (outcome === "done") return nextStep(step);
  return { step, cursor: outcome.cursor };
}

function nextStep(step: EraseStep): { step: EraseStep; cursor: null } {
  return { step: ERASE_STEPS[ERASE_STEPS.indexOf(step) + 1]!, cursor: null };
}
