import { Presence } from "@convex-dev/presence";
import type { ComponentApi } from "@convex-dev/presence/_generated/component.js";
import { componentsGeneric } from "convex/server";
import { ConvexError, v } from "convex/values";
import type { Doc, Id } from "./_generated/dataModel";
import type { MutationCtx, QueryCtx } from "./_generated/server";
import { blockedBy } from "./model/blocks";
import { noteVisit } from "./model/presenceVisits";
import { withinRateLimit } from "./model/rateLimits";
import { mutationWithUser, mutationWithUserId, queryWithUserId } from "./model/session";
import { MESSAGES } from "./rules/messages";
import { visibleList } from "./model/lists";
import {
  LIST_VIEWERS_NAMED,
  MAX_ROOMS_PER_VIEWER,
  PRESENCE_HEARTBEAT_MS,
  SESSION_ID_PATTERN,
  WATCHERS_CAP,
} from "./rules/presence";
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
const scopedSession = (userId: Id<"users">, roomId: Room, sessionId: string) => `${userId}|${roomId}|${sessionId}`;

/** A room: a shop's panel, or a shared list's page (ids of two tables never meet). */
type Room = Id<"shops"> | Id<"lists">;

/** Whether `userId` is counted in this room now, and in how many rooms (reads at most MAX_ROOMS_PER_VIEWER + 1 rows). */
async function roomsOf(ctx: MutationCtx, userId: Id<"users">, roomId: Room) {
  const rooms = await presence.listUser(ctx, userId, true, MAX_ROOMS_PER_VIEWER + 1);
  return { here: rooms.some((room) => room.roomId === roomId), count: rooms.length };
}

/** One beat of `user` in a room; says whether they are counted (established, within limits, few rooms). */
async function beat(ctx: MutationCtx, user: Doc<"users">, roomId: Room, sessionId: string) {
  if (!SESSION_ID_PATTERN.test(sessionId)) throw new ConvexError(MESSAGES.badViewingSession);
  if (!isEstablished(user, Date.now())) return false;
  const { here, count } = await roomsOf(ctx, user._id, roomId);
  if (!here && count >= MAX_ROOMS_PER_VIEWER) return false;
  if (!(await withinRateLimit(ctx, "heartbeat", user._id))) return false;
  await presence.heartbeat(ctx, roomId, user._id, scopedSession(user._id, roomId, sessionId), PRESENCE_HEARTBEAT_MS);
  if (!here) await noteVisit(ctx, roomId, user._id);
  return true;
}

/** Ends the caller's own session in a room, found from the caller, not from a token. */
async function endSession(ctx: MutationCtx, userId: Id<"users">, roomId: Room, sessionId: string) {
  if (!SESSION_ID_PATTERN.test(sessionId)) return;
  // Past the limit the panel is not ended now: its beats stop, and presence forgets it a moment later.
  if (!(await withinRateLimit(ctx, "leavePresence", userId))) return;
  const scoped = scopedSession(userId, roomId, sessionId);
  // The component ends a session only by its token; a beat of the caller's own session gives it.
  if (!(await roomsOf(ctx, userId, roomId)).here) return;
  const { sessionToken } = await presence.heartbeat(ctx, roomId, userId, scoped, PRESENCE_HEARTBEAT_MS);
  await presence.disconnect(ctx, sessionToken);
}

/** The other people in a room now, leaving out the viewer and the people they blocked (at most `cap` + 2). */
async function othersIn(ctx: QueryCtx, viewerId: Id<"users">, roomId: Room, cap: number) {
  const blocked = new Set<string>((await blockedBy(ctx, viewerId)).map((row) => row.blockedId));
  const online = await presence.listRoom(ctx, roomId, true, cap + 2 + blocked.size);
  return online.filter((entry) => entry.userId !== viewerId && !blocked.has(entry.userId));
}

/**
 * The signed-in user has this shop's panel open in the browser session `sessionId` (a random id
 * the page makes). Says whether they are counted: only an established account (rules/trust.ts),
 * within its `heartbeat` rate limit, in at most MAX_ROOMS_PER_VIEWER shops at once.
 */
export const heartbeat = mutationWithUser({
  args: { shopId: v.id("shops"), sessionId: v.string() },
  returns: v.boolean(),
  handler: async (ctx, { shopId, sessionId }) => await beat(ctx, ctx.user, shopId, sessionId),
});

/**
 * The panel of that session closed: its viewer stops counting at once (if it was their last session
 * there). Only the caller's own session can end: it is found from the caller, not from a token.
 */
export const leave = mutationWithUserId({
  args: { shopId: v.id("shops"), sessionId: v.string() },
  returns: v.null(),
  handler: async (ctx, { shopId, sessionId }) => {
    await endSession(ctx, ctx.userId, shopId, sessionId);
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
    const others = (await othersIn(ctx, ctx.userId, shopId, WATCHERS_CAP)).length;
    return { others: Math.min(others, WATCHERS_CAP), capped: others > WATCHERS_CAP };
  },
});

/** The signed-in user has this list's page open in session `sessionId`; counted as on a shop's panel. */
export const listHeartbeat = mutationWithUser({
  args: { listId: v.id("lists"), sessionId: v.string() },
  returns: v.boolean(),
  handler: async (ctx, { listId, sessionId }) => {
    await visibleList(ctx, listId, ctx.user._id);
    return await beat(ctx, ctx.user, listId, sessionId);
  },
});

/** The list's page of that session closed: its viewer stops counting at once. */
export const listLeave = mutationWithUserId({
  args: { listId: v.id("lists"), sessionId: v.string() },
  returns: v.null(),
  handler: async (ctx, { listId, sessionId }) => {
    await endSession(ctx, ctx.userId, listId, sessionId);
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
