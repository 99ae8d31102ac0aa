import { Presence } from "@convex-dev/presence";
import type { ComponentApi } from "@convex-dev/presence/_generated/component.js";
import { componentsGeneric } from "convex/server";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { MAX_ROOMS_PER_VIEWER } from "../rules/presence";

// The rooms people joined, for the sweep of the presence component's leftovers (convex/presenceCleanup.ts).
// The component drops a silent session itself (its worker deletes the session and its token and marks the
// person offline), but keeps the offline `presence` row and the room's token forever.

const presenceComponent = (componentsGeneric() as unknown as { presence: ComponentApi<"presence"> }).presence;
const presence = new Presence(presenceComponent);

/** `userId` joined `roomId` (a beat that was not counted there yet): one small row, written once per joining. */
export async function noteVisit(ctx: MutationCtx, roomId: string, userId: Id<"users">) {
  const visit = await ctx.db
    .query("presenceVisits")
    .withIndex("by_room_user", (q) => q.eq("roomId", roomId).eq("userId", userId))
    .unique();
  if (visit === null) await ctx.db.insert("presenceVisits", { roomId, userId, at: Date.now() });
  else await ctx.db.patch("presenceVisits", visit._id, { at: Date.now() });
}

/**
 * A visit older than the keep time: still online there (a long visit), it is looked at again later;
 * otherwise the person's offline row goes, and the room's token with the room when nobody is left in it.
 * Says whether the person's row was removed.
 */
export async function settleVisit(ctx: MutationCtx, visit: Doc<"presenceVisits">): Promise<boolean> {
  const online = await presence.listUser(ctx, visit.userId, true, MAX_ROOMS_PER_VIEWER + 1);
  if (online.some((room) => room.roomId === visit.roomId)) {
    await ctx.db.patch("presenceVisits", visit._id, { at: Date.now() });
    return false;
  }
  await ctx.db.delete("presenceVisits", visit._id);
  const inRoom = await presence.listRoom(ctx, visit.roomId, false, 104);
  if (!inRoom.some((row) => row.userId === visit.userId)) return false;
  if (inRoom.length === 1) await presence.removeRoom(ctx, visit.roomId);
  else await presence.removeRoomUser(ctx, visit.roomId, visit.userId);
  return true;
}
