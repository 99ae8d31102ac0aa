import { expect } from "vitest";
import { api } from "@convex/_generated/api";
import { coarseNow } from "@convex/rules/feed";
import { MESSAGES } from "@convex/rules/messages";
import type { Row } from "../../support/authorizationMatrix";
import { finishScheduled, signUp } from "../../support/backendHarness";
import { insertReview } from "../../support/testData";

// The authorization matrix's rows for notifications, the people looking at a shop and the feed (the tables of
// convex/tables/activity.ts, and presence). tests/backend/authorization/activity.test.ts runs them;
// tests/support/authorizationMatrix.ts says what a row proves.

export const ACTIVITY_ROWS: Record<string, Row> = {
  "notifications:list": {
    args: () => ({ paginationOpts: { numItems: 10, cursor: null } }),
    otherUser: async (f, call) => {
      const fan = await signUp(f.backend);
      await fan.as.mutation(api.follows.follow, { userId: f.owner.userId });
      await finishScheduled(f.backend); // the follow is told a moment later (convex/totals.ts)
      const args = { paginationOpts: { numItems: 10, cursor: null } };
      const mine = (await call(f.owner, args)) as unknown as { value: { page: { actorId: string }[] } };
      expect(mine.value.page[0]?.actorId).toBe(fan.userId);
      expect(JSON.stringify(await call(f.other, args))).not.toContain(fan.userId);
    },
  },
  "notifications:markRead": {
    args: () => ({ upTo: Date.now() }),
    otherUser: async (f, call) => {
      // Marking read acts on the caller's own notifications: the owner's stay unread.
      const fan = await signUp(f.backend);
      await fan.as.mutation(api.follows.follow, { userId: f.owner.userId });
      await finishScheduled(f.backend); // the follow is told a moment later (convex/totals.ts)
      const unread = async () => {
        const me = await f.backend.call("query", "users:me", {}, f.owner.token);
        return (me as unknown as { value: { unreadNotifications: number } }).value.unreadNotifications;
      };
      const before = await unread();
      expect(before).toBeGreaterThan(0);
      expect(await call(f.other, { upTo: Date.now() + 60_000 })).toMatchObject({ status: "success" });
      expect(await unread()).toBe(before);
    },
  },
  "presence:join": {
    args: (f) => ({ shopId: f.shop._id, sessionId: crypto.randomUUID() }),
    otherUser: async (f, call) => {
      // The viewer is always the caller: `other`'s join counts `other`, once more in the shop's count.
      const looking = () => f.backend.call("query", "shopPanel:live", { id: f.shop._id }, null);
      const before = (await looking()) as unknown as { value: { looking: { looking: number } } };
      expect(await call(f.other, { shopId: f.shop._id, sessionId: crypto.randomUUID() })).toMatchObject({
        status: "success",
        value: true,
      });
      expect(await looking()).toMatchObject({ value: { looking: { looking: before.value.looking.looking + 1 } } });
    },
  },
  "presence:leave": {
    args: (f) => ({ shopId: f.shop._id, sessionId: crypto.randomUUID() }),
    otherUser: async (f, call) => {
      // A session is found from its caller: `other` leaving with the owner's session id ends nothing of the owner's.
      const sessionId = crypto.randomUUID();
      expect(
        await f.backend.call("mutation", "presence:join", { shopId: f.shop._id, sessionId }, f.owner.token),
      ).toMatchObject({ status: "success", value: true });
      const looking = () => f.backend.call("query", "shopPanel:live", { id: f.shop._id }, null);
      const before = await looking();
      expect(await call(f.other, { shopId: f.shop._id, sessionId })).toMatchObject({ status: "success" });
      expect(await looking()).toEqual(before);
    },
  },
  "presence:listJoin": {
    args: (f) => ({ listId: f.lists.open, sessionId: crypto.randomUUID() }),
    otherUser: async (f, call) => {
      // Only someone who may see the list is counted there: the curator's private list answers as unknown.
      const args = { listId: f.lists.closed, sessionId: crypto.randomUUID() };
      expect(await call(f.other, args)).toMatchObject({ status: "error", errorData: MESSAGES.listNotFound });
    },
  },
  "presence:listLeave": {
    args: (f) => ({ listId: f.lists.open, sessionId: crypto.randomUUID() }),
    otherUser: "ends only the caller's own session, found from the caller, as presence:leave proves",
  },
  "presence:listViewers": {
    args: (f) => ({ listId: f.lists.open }),
    otherUser: async (f, call) => {
      // Who looks at a private list is told only to those who may see it.
      const refused = await call(f.other, { listId: f.lists.closed });
      expect(refused).toMatchObject({ status: "error", errorData: MESSAGES.listNotFound });
    },
  },
  "feed:list": {
    args: () => ({ now: coarseNow(Date.now()), page: 1 }),
    otherUser: async (f, call) => {
      // Each feed is the caller's own: the owner follows `other`, whose review shows only in the owner's feed.
      await f.backend.t.run(async (ctx) => {
        await ctx.db.insert("follows", { followerId: f.owner.userId, followeeId: f.other.userId });
        await insertReview(ctx, f.shop._id, f.other.userId, { text: "Seen by followers only" });
      });
      const args = { now: coarseNow(Date.now()), page: 1 };
      expect(JSON.stringify(await call(f.owner, args))).toContain("Seen by followers only");
      expect(JSON.stringify(await call(f.other, args))).not.toContain("Seen by followers only");
    },
  },
};
