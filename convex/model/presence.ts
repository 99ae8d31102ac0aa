import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { blockedBy } from "./blocks";
import { withinRateLimit } from "./rateLimits";
import { MESSAGES } from "../rules/messages";
import { LOOKING_READ, MAX_ROOMS_PER_VIEWER, SESSION_ID_PATTERN, presenceExpiry } from "../rules/presence";
import { isEstablished } from "../rules/trust";
import { ConvexError } from "convex/values";

// Who is looking at a room (a shop's panel, a list's page) now: joining and leaving with a time to live
// (decision 39). Every write to roomViewers and presenceSessions is here. A person counts in a room while
// one of their sessions there is live; a session renews only by joining again, which moves its expiry and
// nothing the shared count reads.

/** A room: a shop's panel, or a shared list's page (ids of two tables never meet). */
export type Room = Id<"shops"> | Id<"lists">;

type Db = Pick<QueryCtx, "db">;

const viewerRow = (ctx: Db, userId: Id<"users">, roomId: string) =>
  ctx.db
    .query("roomViewers")
    .withIndex("by_user_room", (q) => q.eq("userId", userId).eq("roomId", roomId))
    .first();

const sessionRow = (ctx: Db, userId: Id<"users">, roomId: string, sessionId: string) =>
  ctx.db
    .query("presenceSessions")
    .withIndex("by_user_room_session", (q) => q.eq("userId", userId).eq("roomId", roomId).eq("sessionId", sessionId))
    .unique();

/** Takes the person out of the room when no session of theirs is left there. */
async function leaveRoomIfLast(ctx: MutationCtx, userId: Id<"users">, roomId: string) {
  const left = await ctx.db
    .query("presenceSessions")
    .withIndex("by_user_room_session", (q) => q.eq("userId", userId).eq("roomId", roomId))
    .first();
  if (left !== null) return;
  const row = await viewerRow(ctx, userId, roomId);
  if (row !== null) await ctx.db.delete("roomViewers", row._id);
}

/**
 * `user` has the room open in `sessionId`, from now for PRESENCE_TTL_MS; joining again renews. Says whether
 * they count: only an established account (rules/trust.ts), within its `heartbeat` rate limit, in at most
 * MAX_ROOMS_PER_VIEWER rooms at once. A renewal writes only its session's expiry.
 */
export async function joinRoom(ctx: MutationCtx, user: Doc<"users">, roomId: Room, sessionId: string) {
  if (!SESSION_ID_PATTERN.test(sessionId)) throw new ConvexError(MESSAGES.badViewingSession);
  const now = Date.now();
  if (!isEstablished(user, now)) return false;
  if (!(await withinRateLimit(ctx, "heartbeat", user._id))) return false;
  const session = await sessionRow(ctx, user._id, roomId, sessionId);
  if (session !== null) {
    await ctx.db.patch("presenceSessions", session._id, { expiresAt: presenceExpiry(now) });
    return true;
  }
  if ((await viewerRow(ctx, user._id, roomId)) === null) {
    const rooms = await ctx.db
      .query("roomViewers")
      .withIndex("by_user_room", (q) => q.eq("userId", user._id))
      .take(MAX_ROOMS_PER_VIEWER);
    if (rooms.length >= MAX_ROOMS_PER_VIEWER) return false;
    await ctx.db.insert("roomViewers", { roomId, userId: user._id });
  }
  await ctx.db.insert("presenceSessions", { roomId, userId: user._id, sessionId, expiresAt: presenceExpiry(now) });
  return true;
}

/** Ends the caller's own session in a room (found from the caller, so nobody can end another's). */
export async function leaveRoom(ctx: MutationCtx, userId: Id<"users">, roomId: Room, sessionId: string) {
  if (!SESSION_ID_PATTERN.test(sessionId)) return;
  // Past the limit the session is not ended now: it stops counting when its time is up.
  if (!(await withinRateLimit(ctx, "leavePresence", userId))) return;
  const session = await sessionRow(ctx, userId, roomId, sessionId);
  if (session === null) return;
  await ctx.db.delete("presenceSessions", session._id);
  await leaveRoomIfLast(ctx, userId, roomId);
}

/** Removes up to `batch` sessions expired by `now`, and their people from rooms they no longer have open; says if more wait. */
export async function sweepExpired(ctx: MutationCtx, now: number, batch: number) {
  const expired = await ctx.db
    .query("presenceSessions")
    .withIndex("by_expiresAt", (q) => q.lt("expiresAt", now))
    .take(batch);
  for (const session of expired) await ctx.db.delete("presenceSessions", session._id);
  const seen = new Set<string>();
  for (const { userId, roomId } of expired) {
    if (seen.has(`${userId}|${roomId}`)) continue;
    seen.add(`${userId}|${roomId}`);
    await leaveRoomIfLast(ctx, userId, roomId);
  }
  return expired.length === batch;
}

/** How many people are in the room, up to LOOKING_READ (`full`: that many or more). The same for every viewer. */
export async function lookingIn(ctx: Db, roomId: Room) {
  const rows = await ctx.db
    .query("roomViewers")
    .withIndex("by_room", (q) => q.eq("roomId", roomId))
    .take(LOOKING_READ);
  return { looking: rows.length, full: rows.length === LOOKING_READ };
}

/**
 * How many of the people the viewer blocked (`blocked`, their block rows) are in the room: one index lookup each, so
 * a room's arrivals and departures re-run it only for those people.
 */
export async function blockedInRoom(ctx: Db, blocked: Doc<"blocks">[], roomId: Room) {
  const present = await Promise.all(blocked.map((row) => viewerRow(ctx, row.blockedId, roomId)));
  return present.filter((row) => row !== null).length;
}

/** The other people in a room now, leaving out the viewer and the people they blocked (at most `cap` + 2). */
export async function othersIn(ctx: Db, viewerId: Id<"users">, roomId: Room, cap: number) {
  const blocked = new Set<string>((await blockedBy(ctx, viewerId)).map((row) => row.blockedId));
  const rows = await ctx.db
    .query("roomViewers")
    .withIndex("by_room", (q) => q.eq("roomId", roomId))
    .take(cap + 2 + blocked.size);
  return rows.filter((row) => row.userId !== viewerId && !blocked.has(row.userId));
}
