import { Presence } from "@convex-dev/presence";
import type { ComponentApi } from "@convex-dev/presence/_generated/component.js";
import { componentsGeneric } from "convex/server";
import { ConvexError, v } from "convex/values";
import { blockedBy } from "./model/blocks";
import { mutationWithUser, mutationWithUserId, queryWithUserId } from "./model/session";
import { MESSAGES } from "./rules/messages";
import { PRESENCE_HEARTBEAT_MS, SESSION_ID_PATTERN, WATCHERS_CAP } from "./rules/presence";
import { isEstablished } from "./rules/trust";

// Who is looking at a shop right now, through the @convex-dev/presence component: each open shop
// panel beats every PRESENCE_HEARTBEAT_MS; a panel that closes says so (`leave`), and one that goes
// silent (a closed tab, a lost network) is dropped by the component's own worker after 2.5 missed
// beats. A heartbeat only moves its session's deadline, so the watchers query re-runs only when
// someone arrives or leaves. Rooms are shop ids; users are the signed-in user, never an argument.

// The same reference as `components.presence` in _generated/api (`npm run codegen` writes it);
// built here so a bare `convex codegen --system-udfs`, which leaves components out, breaks nothing.
const presenceComponent = (componentsGeneric() as unknown as { presence: ComponentApi<"presence"> }).presence;
const presence = new Presence(presenceComponent);

/**
 * The signed-in user has this shop's panel open in the browser session `sessionId` (a UUID the
 * page makes). Returns the token that ends the session (`leave`). Only an established account
 * (rules/trust.ts) is counted; anyone else gets an empty token and is not in the room.
 */
export const heartbeat = mutationWithUser({
  args: { shopId: v.id("shops"), sessionId: v.string() },
  returns: v.string(),
  handler: async (ctx, { shopId, sessionId }) => {
    if (!SESSION_ID_PATTERN.test(sessionId)) throw new ConvexError(MESSAGES.badViewingSession);
    if ((await ctx.db.get("shops", shopId)) === null) throw new ConvexError(MESSAGES.shopNotFound);
    if (!isEstablished(ctx.user, Date.now())) return "";
    // The component needs a session id unique per room and user: scoping it makes it so.
    const scoped = `${ctx.user._id}|${shopId}|${sessionId}`;
    const { sessionToken } = await presence.heartbeat(ctx, shopId, ctx.user._id, scoped, PRESENCE_HEARTBEAT_MS);
    return sessionToken;
  },
});

/** The panel of that session closed: its viewer stops counting at once (if it was their last session there). */
export const leave = mutationWithUserId({
  args: { sessionToken: v.string() },
  returns: v.null(),
  handler: async (ctx, { sessionToken }) => {
    // Tokens are random UUIDs only the session's own heartbeat returned; anything else is no session.
    if (sessionToken === "" || sessionToken.length > 64) return null;
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
