import { expect } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { OPEN_TO_VISITORS, SAME_FOR_EVERYONE } from "../../support/authorizationMatrix";
import type { Actor, Fixture, Row } from "../../support/authorizationMatrix";
import { finishScheduled, signUp } from "../../support/backendHarness";
import { insertReview } from "../../support/testData";

// The authorization matrix's rows for accounts and profiles, badges, follows, people search and blocks (the tables of
// convex/tables/people.ts). tests/backend/authorization/people.test.ts runs them; tests/support/authorizationMatrix.ts
// says what a row proves.

const AUTH_LIBRARY =
  "@convex-dev/auth's own endpoint: signing in and out is what a signed-out visitor must be able to do; covered by tests/backend/accounts/auth.test.ts and tests/backend/limits/rate-limits.test.ts";

const followsOf = (f: Fixture, who: Actor) =>
  f.backend.t.run(async (ctx) =>
    (
      await ctx.db
        .query("follows")
        .withIndex("by_follower_followee", (q) => q.eq("followerId", who.userId))
        .collect()
    ).map((r) => r.followeeId),
  );

export const PEOPLE_ROWS: Record<string, Row> = {
  "auth:signIn": { exempt: AUTH_LIBRARY },
  "auth:signOut": { exempt: AUTH_LIBRARY },
  "auth:isAuthenticated": { exempt: AUTH_LIBRARY },
  "auth:passwordResetAvailable": {
    exempt:
      "open to signed-out visitors by design (the forgot-password screen asks before anyone signs in); reads no documents and answers the same for everyone; covered by tests/backend/accounts/auth.test.ts and tests/ui/accounts/auth.test.tsx",
  },

  "users:me": {
    args: () => ({}),
    signedOutNull: "the app asks it who is signed in; nobody signed in is an answer, not an error",
    otherUser: async (f, call) => {
      const result = await call(f.other, {});
      expect(result).toMatchObject({ status: "success", value: { _id: f.other.userId } });
      expect(JSON.stringify(result)).not.toContain(f.owner.params.email);
      // Each unread count is the caller's own: a new follower of the owner tells the owner only.
      await finishScheduled(f.backend); // what earlier rows caused is told before counting
      const unread = async (who: typeof f.owner) =>
        ((await call(who, {})) as unknown as { value: { unreadNotifications: number } }).value.unreadNotifications;
      const before = { owner: await unread(f.owner), other: await unread(f.other) };
      const fan = await signUp(f.backend);
      await fan.as.mutation(api.follows.follow, { userId: f.owner.userId });
      await finishScheduled(f.backend); // the follow is told a moment later (convex/totals.ts)
      expect(await unread(f.owner)).toBe(before.owner + 1);
      expect(await unread(f.other)).toBe(before.other);
    },
  },
  "users:updateProfile": {
    args: () => ({ favCafe: "Owner's Cafe" }),
    otherUser: async (f, call) => {
      // There is no way to name another user: the update lands on the caller's own profile.
      const before = await f.backend.t.run((ctx) => ctx.db.get(f.owner.userId));
      expect(await call(f.other, { firstName: "Mallory", favCafe: "Mallory's" })).toMatchObject({ status: "success" });
      expect(await f.backend.t.run((ctx) => ctx.db.get(f.owner.userId))).toEqual(before);
      expect(await f.backend.t.run((ctx) => ctx.db.get(f.other.userId))).toMatchObject({ firstName: "Mallory" });
    },
  },
  "badges:forUser": {
    args: (f) => ({ userId: f.owner.userId }),
    signedOutReads: OPEN_TO_VISITORS,
    otherUser: OPEN_TO_VISITORS,
  },
  "follows:isFollowing": {
    args: (f) => ({ userId: f.other.userId }),
    otherUser: async (f, call) => {
      // Answers only about the caller's own follows: the owner follows `other`, `other` does not follow the owner.
      await f.backend.t.run((ctx) =>
        ctx.db.insert("follows", { followerId: f.owner.userId, followeeId: f.other.userId }),
      );
      expect(await call(f.owner, { userId: f.other.userId })).toEqual({ status: "success", value: true });
      expect(await call(f.other, { userId: f.owner.userId })).toEqual({ status: "success", value: false });
    },
  },
  "follows:follow": {
    args: (f) => ({ userId: f.other.userId }),
    otherUser: async (f, call) => {
      // Following adds to the caller's own list only; the owner's list is untouched.
      const ownersBefore = await followsOf(f, f.owner);
      expect(await call(f.other, { userId: f.owner.userId })).toMatchObject({ status: "success" });
      expect(await followsOf(f, f.owner)).toEqual(ownersBefore);
      expect(await followsOf(f, f.other)).toContain(f.owner.userId);
    },
  },
  "follows:unfollow": {
    args: (f) => ({ userId: f.other.userId }),
    otherUser: async (f, call) => {
      // `other` cannot remove the owner's follow of anyone: unfollow acts on the caller's own list.
      await f.backend.t.run((ctx) =>
        ctx.db.insert("follows", { followerId: f.owner.userId, followeeId: f.other.userId }),
      );
      expect(await call(f.other, { userId: f.other.userId })).toMatchObject({ status: "success" });
      expect(await call(f.other, { userId: f.owner.userId })).toMatchObject({ status: "success" });
      expect(await followsOf(f, f.owner)).toContain(f.other.userId);
    },
  },
  "follows:followers": {
    args: (f) => ({ userId: f.owner.userId, paginationOpts: { numItems: 10, cursor: null } }),
    signedOutReads: SAME_FOR_EVERYONE,
    otherUser: SAME_FOR_EVERYONE,
  },
  "follows:following": {
    args: (f) => ({ userId: f.owner.userId, paginationOpts: { numItems: 10, cursor: null } }),
    signedOutReads: SAME_FOR_EVERYONE,
    otherUser: SAME_FOR_EVERYONE,
  },
  "search:people": {
    args: (f) => ({ text: f.other.params.lastName }),
    otherUser: async (f, call) => {
      // Names and home towns only: never an email.
      const result = await call(f.other, { text: f.owner.params.lastName });
      expect(result).toMatchObject({ status: "success", value: [{ _id: f.owner.userId }] });
      expect(JSON.stringify(result)).not.toContain(f.owner.params.email);
    },
  },
  "people:profile": {
    args: (f) => ({ userId: f.owner.userId }),
    signedOutReads: OPEN_TO_VISITORS,
    otherUser: async (f, call) => {
      // Another user sees the public profile, badges and counts but never the email.
      const result = await call(f.other, { userId: f.owner.userId });
      expect(result).toMatchObject({ status: "success", value: { profile: { _id: f.owner.userId } } });
      expect(JSON.stringify(result)).not.toContain(f.owner.params.email);
    },
  },
  "people:mine": {
    args: (f) => ({ userId: f.other.userId, reviewIds: [] }),
    otherUser: async (f, call) => {
      // Answers from the caller's own follows and blocks: the owner follows and blocked `other`; `other` neither.
      // The rows go again after, as the fixture is shared with the other rows.
      const rows = await f.backend.t.run(async (ctx) => [
        await ctx.db.insert("follows", { followerId: f.owner.userId, followeeId: f.other.userId }),
        await ctx.db.insert("blocks", { blockerId: f.owner.userId, blockedId: f.other.userId }),
      ]);
      expect(await call(f.owner, { userId: f.other.userId, reviewIds: [] })).toMatchObject({
        value: { following: true, blocked: true },
      });
      expect(await call(f.other, { userId: f.owner.userId, reviewIds: [] })).toMatchObject({
        value: { following: false, blocked: false },
      });
      await f.backend.t.run(async (ctx) => {
        for (const id of rows) await ctx.db.delete(id);
      });
    },
  },
  "people:suggestions": {
    args: () => ({}),
    otherUser:
      "the caller's own suggestions, worked out from public profiles and the caller's own follows; nothing is stored or changed",
  },
  "people:followedReviewers": {
    args: (f) => ({ shopId: f.shop._id }),
    otherUser: async (f, call) => {
      // Answers from the caller's own follows: the owner follows `other`, who reviewed the shop; `other` follows nobody.
      await f.backend.t.run(async (ctx) => {
        await ctx.db.insert("follows", { followerId: f.owner.userId, followeeId: f.other.userId });
        await insertReview(ctx, f.shop._id, f.other.userId);
      });
      const reviewersFor = async (who: Actor) => {
        const result = (await call(who, { shopId: f.shop._id })) as unknown as {
          value: { people: { userId: string }[] };
        };
        return result.value.people.map((person) => person.userId);
      };
      expect(await reviewersFor(f.owner)).toContain(f.other.userId);
      expect(await reviewersFor(f.other)).not.toContain(f.other.userId);
    },
  },
  "blocks:block": {
    args: (f) => ({ userId: f.stranger.userId }),
    otherUser: async (f, call) => {
      // Blocking acts on the caller's own list: `other` blocking the stranger leaves the owner's list alone.
      await f.backend.call("mutation", "blocks:block", { userId: f.stranger.userId }, f.owner.token);
      expect(await call(f.other, { userId: f.stranger.userId })).toMatchObject({ status: "success" });
      expect(await f.backend.call("query", "blocks:mine", {}, f.owner.token)).toMatchObject({
        value: [{ userId: f.stranger.userId }],
      });
      await f.backend.call("mutation", "blocks:unblock", { userId: f.stranger.userId }, f.other.token);
    },
  },
  "blocks:unblock": {
    args: (f) => ({ userId: f.stranger.userId }),
    otherUser: async (f, call) => {
      // `other` cannot lift the owner's block: unblock acts on the caller's own list.
      await f.backend.call("mutation", "blocks:block", { userId: f.stranger.userId }, f.owner.token);
      expect(await call(f.other, { userId: f.stranger.userId })).toMatchObject({ status: "success" });
      expect(await f.backend.call("query", "blocks:mine", {}, f.owner.token)).toMatchObject({
        value: [{ userId: f.stranger.userId }],
      });
      await f.backend.call("mutation", "blocks:unblock", { userId: f.stranger.userId }, f.owner.token);
    },
  },
  "blocks:mine": {
    args: () => ({}),
    otherUser: async (f, call) => {
      await f.backend.call("mutation", "blocks:block", { userId: f.stranger.userId }, f.owner.token);
      expect(await call(f.other, {})).toEqual({ status: "success", value: [] });
      await f.backend.call("mutation", "blocks:unblock", { userId: f.stranger.userId }, f.owner.token);
    },
  },
  "account:remove": {
    args: (f) => ({ password: f.leaver.params.password }),
    caller: (f) => f.leaver,
    otherUser: async (f, call) => {
      // The action names no account: it checks the password against the caller's own (the fixture's
      // accounts share one password, so a wrong one stands for another person's).
      expect(await call(f.other, { password: `${f.owner.params.password}-not` })).toMatchObject({
        status: "error",
        errorData: MESSAGES.wrongPassword,
      });
      expect(await f.backend.call("query", "users:me", {}, f.other.token)).toMatchObject({
        value: { _id: f.other.userId },
      });
      expect(await f.backend.call("query", "users:me", {}, f.owner.token)).toMatchObject({
        value: { _id: f.owner.userId },
      });
    },
  },
  "account:exportData": {
    args: () => ({}),
    otherUser: async (f, call) => {
      // Each download is the caller's own data.
      const theirs = JSON.stringify(await call(f.other, {}));
      expect(theirs).toContain(f.other.params.email);
      expect(theirs).not.toContain(f.owner.params.email);
    },
  },
};
