import { v } from "convex/values";
import type { Id } from "./_generated/dataModel";
import { joinRoom, leaveRoom, othersIn } from "./model/presence";
import { mutationWithUser, mutationWithUserId, queryWithUserId } from "./model/session";
import { visibleList } from "./model/lists";
import { LIST_VIEWERS_NAMED, WATCHERS_CAP } from "./rules/presence";

// Who is looking at a shop's panel or a list's page right now (decision 39): a page joins when it opens (and
// again, to renew, when its person is active and most of its time to live has gone) and leaves when it closes
// (a shop's panel a moment later, or in the next panel's join: decision 41); a page that vanishes without a
// word stops counting when its time is up (convex/presenceSweep.ts). Nothing beats while a page sits quiet.
// A shop's count comes with `shopPanel.live` (decision 46), session-free, never with the shared panel query
// that arrivals would re-run; users are the signed-in user, never an argument; nothing here reads the shop,
// which every edit and every review's totals job writes (decision 21).

/**
 * The signed-in user has this shop's panel open in the browser session `sessionId` (a random id the page
 * makes), from now for PRESENCE_TTL_MS; joining again renews. Says whether they are counted: only an
 * established account (rules/trust.ts), within its `heartbeat` rate limit, in at most MAX_ROOMS_PER_VIEWER
 * rooms at once. `leaving`: the shop whose panel the same session closed a moment ago, left in this call
 * (its leave folded into this join, decision 41).
 */
export const join = mutationWithUser({
  args: { shopId: v.id("shops"), sessionId: v.string(), leaving: v.optional(v.id("shops")) },
  returns: v.boolean(),
  handler: async (ctx, { shopId, sessionId, leaving }) => {
    if (leaving !== undefined && leaving !== shopId) await leaveRoom(ctx, ctx.user._id, leaving, sessionId);
    return await joinRoom(ctx, ctx.user, shopId, sessionId);
  },
});

/**
 * The panel of that session closed: its viewer stops counting at once (if it was their last session
 * there). Only the caller's own session can end: it is found from the caller, not from a token.
 */
export const leave = mutationWithUserId({
  args: { shopId: v.id("shops"), sessionId: v.string() },
  returns: v.null(),
  handler: async (ctx, { shopId, sessionId }) => {
    await leaveRoom(ctx, ctx.userId, shopId, sessionId);
    return null;
  },
});

/** The signed-in user has this list's page open in session `sessionId`; counted as on a shop's panel. */
export const listJoin = mutationWithUser({
  args: { listId: v.id("lists"), sessionId: v.string() },
  returns: v.boolean(),
  handler: async (ctx, { listId, sessionId }) => {
    await visibleList(ctx, listId, ctx.user._id);
    return await joinRoom(ctx, ctx.user, listId, sessionId);
  },
});

/** The list's page of that session closed: its viewer stops counting at once. */
export const listLeave = mutationWithUserId({
  args: { listId: v.id("lists"), sessionId: v.string() },
  returns: v.null(),
  handler: async (ctx, { listId, sessionId }) => {
    await leaveRoom(ctx, ctx.userId, listId, sessionId);
    return null;
  },
});

/**
 * Who else has this list open now, for people who may see it: the first LIST_VIEWERS_NAMED by name, and how
 * many more up to WATCHERS_CAP ("Ana and 2 others are looking at this list").
 */
export const listViewers = queryWithUserId({
  args: { listId: v.id("lists") },
  returns: v.object({ names: v.array(v.string()), others: v.number(), capped: v.boolean() }),
  handler: async (ctx, { listId }) => {
    await visibleList(ctx, listId, ctx.userId);
    const online = await othersIn(ctx, ctx.userId, listId, WATCHERS_CAP);
    const people = await Promise.all(
      online.slice(0, LIST_VIEWERS_NAMED).map((row) => ctx.db.get("users", row.userId as Id<"users">)),
    );
    const names = people.flatMap((user) =>
      user && user.deletedAt === undefined ? [user.firstName || user.name || "Someone"] : [],
    );
    const count = Math.min(online.length, WATCHERS_CAP);
    return { names, others: Math.max(0, count - names.length), capped: online.length > WATCHERS_CAP };
  },
});
