// Who is looking at a shop's panel or a list's page right now (decision 39): joining and leaving, with a time to live.
import { defineTable } from "convex/server";
import { v } from "convex/values";

export const presenceTables = {
  // One row per person and room (a shop or list id) while they have at least one live session there: what the
  // shared panel query counts. Written only when a person's first session in a room joins or their last one
  // goes, never when a session renews, so a renewal re-runs no one's panel.
  roomViewers: defineTable({ roomId: v.string(), userId: v.id("users") })
    .index("by_room", ["roomId"])
    .index("by_user_room", ["userId", "roomId"]),
  // One row per open panel or page (a browser session) with when it stops counting; renewals move
  // `expiresAt`, and the sweep (convex/presenceSweep.ts) removes the expired ones.
  presenceSessions: defineTable({
    roomId: v.string(),
    userId: v.id("users"),
    sessionId: v.string(),
    expiresAt: v.number(),
  })
    .index("by_user_room_session", ["userId", "roomId", "sessionId"])
    .index("by_expiresAt", ["expiresAt"]),
};
