import { Presence } from "@convex-dev/presence";
import type { ComponentApi } from "@convex-dev/presence/_generated/component.js";
import { componentsGeneric } from "convex/server";
import { ConvexError, v } from "convex/values";
import type { Id } from "./_generated/dataModel";
import type { MutationCtx } from "./_generated/server";
import { blockedBy } from "./model/blocks";
import { withinRateLimit } from "./model/rateLimits";
import { mutationWithUser, mutationWithUserId, queryWithUserId } from "./model/session";
import { MESSAGES } from "./rules/messages";
import { MAX_ROOMS_PER_VIEWER, PRESENCE_HEARTBEAT_MS, SESSION_ID_PATTERN, WATCHERS_CAP } from "./rules/presence";
import { isEstablished } from "./rules/trust";

// Who is looking at a shop right now, through the @convex-dev/presence component: each open shop
// panel beats every PRESENCE_HEARTBEAT_MS; a panel that closes says so (`leave`), and one that goes
// silent (a closed tab, a lost network) is dropped by the component's own worker after 2.5 missed
// beats. A heartbeat only moves its session's deadline, so the watchers query re-runs only when
// someone arrives or leaves. Rooms are shop ids; users are the signed-in user, never an argument
// (decision 21: no read of the shop, which every edit and every review's totals job writes, so
// they would conflict with every beat).

// The same reference as `components.presence` in _generated/api (`npm run codegen` writes it);
// built here so a bare `convex codegen --system-udfs`, which leaves components out, breaks nothing.
const presenceComponent = (componentsGeneric() as unknown as { presence: ComponentApi<"presence"> }).presence;
const presence = new Presence(presenceComponent);

/** The component needs a session id unique per room and user: scoping the page's id makes it so, and makes it the caller's. */
const scopedSession = (userId: Id<"users">, shopId: Id<"shops">, sessionId: string) =>
  `${userId}|${shopId}|${sessionId}`;

/** Whether `userId` is counted at this shop now, and in how many shops (reads at most MAX_ROOMS_PER_VIEWER + 1 rows). */
async function roomsOf(ctx: MutationCtx, userId: Id<"users">, shopId: Id<"shops">) {
  const rooms = await presence.listUser(ctx, userId, true, MAX_ROOMS_PER_VIEWER + 1);
  return { here: rooms.some((room) => room.roomId === shopId), count: rooms.length };
}

/**
 * The signed-in user has this shop's panel open in the browser session `sessionId` (a random id
 * the page makes). Says whether they are counted: only an established account (rules/trust.ts),
 * within its `heartbeat` rate limit, in at most MAX_ROOMS_PER_VIEWER shops at once.
 */
export const heartbeat = mutationWithUser({
  args: { shopId: v.id("shops"), sessionId: v.string() },
  returns: v.boolean(),
  handler: async (ctx, { shopId, sessionId }) => {
    if (!SESSION_ID_PATTERN.test(sessionId)) throw new ConvexError(MESSAGES.badViewingSession);
    if (!isEstablished(ctx.user, Date.now())) return false;
    const { here, count } = await roomsOf(ctx, ctx.user._id, shopId);
    if (!here && count >= MAX_ROOMS_PER_VIEWER) return false;
    if (!(await withinRateLimit(ctx, "heartbeat", ctx.user._id))) return false;
    await presence.heartbeat(
      ctx,
      shopId,
      ctx.user._id,
      scopedSession(ctx.user._id, shopId, sessionId),
      PRESENCE_HEARTBEAT_MS,
    );
    return true;
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
    if (!SESSION_ID_PATTERN.test(sessionId)) return null;
    // Past the limit the panel is not ended now: its beats stop, and presence forgets it a moment later.
    if (!(await withinRateLimit(ctx, "leavePresence", ctx.userId))) return null;
    const scoped = scopedSession(ctx.userId, shopId, sessionId);
    // The component ends a session only by its token; a beat of the caller's own session gives it.
    if (!(await roomsOf(ctx, ctx.userId, shopId)).here) return null;
    const { sessionToken } = await presence.heartbeat(ctx, shopId, ctx.userId, scoped, PRESENCE_HEARTBEAT_MS);
    await presence.disconnect(ctx, sessionToken);
    return null;
  },
});

/**
 * How many other signed-in people have this shop's panel open right now, up to WATCHERS_CAP
 * (`capped`: more than that), leaving out people the viewer blocked. Reads at most WATCHERS_CAP + 2
 * presence rows beyond the blocked.
 */
export const watching = queryWithUserId({
  args: { shopId: v.id("shops") },
  returns: v.object({ others: v.number(), capped: v.boolean() }),
  handler: async (ctx, { shopId }) => {
    const blocked = new Set<string>((await blockedBy(ctx, ctx.userId)).map((row) => row.blockedId));
    const online = await presence.listRoom(ctx, shopId, true, WATCHERS_CAP + 2 + blocked.size);
    const others = online.filter((entry) => entry.userId !== ctx.userId && !blocked.has(entry.userId)).length;
    return { others: Math.min(others, WATCHERS_CAP), capped: others > WATCHERS_CAP };
  },
});
