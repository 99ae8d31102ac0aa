import type { JSONValue } from "convex/values";
import { beforeAll, describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import type { Doc, Id } from "@convex/_generated/dataModel";
import { coarseNow } from "@convex/rules/feed";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, establish, finishScheduled, signUp } from "../support/backendHarness";
import { insertReview } from "../support/testData";
import { insertShop, reviewDoc, shopInput } from "../support/testData";
import { REVIEW, pngBytes, storeFile, uploadPhoto } from "../support/testData";
import { publicFunctions, type PublicFunction } from "../support/publicFunctions";
import type { CallResult, SandboxBackend } from "../../sandbox/backend";

// The authorization matrix (docs/product.md §6, docs/QUALITY.md): every public function of convex/
// has a row here. A row says how to call it with valid arguments, and proves that a signed-out caller is refused and, where it
// touches one user's own data, that another user is refused or cannot affect the owner. A public
// function without a row fails the first test, so every new function must be added.

type Actor = Awaited<ReturnType<typeof signUp>>;
type Fixture = {
  backend: SandboxBackend;
  owner: Actor;
  other: Actor;
  shop: Doc<"shops">;
  review: Doc<"reviews">;
  /** Another review of the owner's, to delete; and one of the other user's, for the owner to vote on. */
  doomed: Doc<"reviews">;
  theirReview: Doc<"reviews">;
  /** Someone for the owner to block and unblock, so owner and other stay free to follow each other. */
  stranger: Actor;
  /** An account that deletes itself (account:remove). */
  leaver: Actor;
  /** An edit of the shop's bean list, to restore. */
  beanEdit: Id<"beanEdits">;
  /** The owner's photo uploads: one to register, one to discard, one another user tries to discard. */
  files: { registered: Id<"_storage">; spare: Id<"_storage">; kept: Id<"_storage"> };
};

const badgesOf = (f: Fixture, who: Actor) =>
  f.backend.t.run((ctx) =>
    ctx.db
      .query("badges")
      .withIndex("by_user", (q) => q.eq("userId", who.userId))
      .unique(),
  );
/** The editable fields of a shop, with some changed: the arguments shops.update takes. */
const editOf = (shop: Doc<"shops">, changes: Partial<Doc<"shops">>) => {
  const { name, streetAddress, hours, website, beverages, roastStyle } = { ...shop, ...changes };
  return { name, streetAddress, hours, website, beverages, roastStyle };
};
const followsOf = (f: Fixture, who: Actor) =>
  f.backend.t.run(async (ctx) =>
    (
      await ctx.db
        .query("follows")
        .withIndex("by_follower_followee", (q) => q.eq("followerId", who.userId))
        .collect()
    ).map((r) => r.followeeId),
  );
const uploadOwner = (f: Fixture, storageId: Id<"_storage">) =>
  f.backend.t.run(
    async (ctx) =>
      (
        await ctx.db
          .query("uploads")
          .withIndex("by_storage", (q) => q.eq("storageId", storageId))
          .unique()
      )?.userId,
  );

type Row =
  | { exempt: string }
  | {
      args: (f: Fixture) => Record<string, JSONValue>;
      /** Default: refused with 'Please log in to continue.'. Otherwise why a null answer is right. */
      signedOutNull?: string;
      /** Why a signed-out caller may read it: the same for every viewer, it reads no session (a shared cache). */
      signedOutReads?: string;
      /** Who the successful call is made as (default: the owner), for a call that would end the fixture's owner. */
      caller?: (f: Fixture) => Actor;
      /** Acts as `other` and proves the owner's data is out of reach, or says why that does not apply. */
      otherUser: string | ((f: Fixture, call: Caller) => Promise<void>);
    };

type Caller = (who: Actor | null, args: Record<string, JSONValue>) => Promise<CallResult>;

/** The owner is the fixture's moderator; `other` is not, and is refused with nothing changed. */
async function refusedToNonModerator(f: Fixture, call: Caller, args: Record<string, JSONValue>) {
  const before = await f.backend.t.run(async (ctx) => [
    await ctx.db.query("moderationLog").collect(),
    await ctx.db.get(f.review._id),
  ]);
  expect(await call(f.other, args)).toMatchObject({ status: "error", errorData: MESSAGES.moderatorsOnly });
  expect(
    await f.backend.t.run(async (ctx) => [
      await ctx.db.query("moderationLog").collect(),
      await ctx.db.get(f.review._id),
    ]),
  ).toEqual(before);
}

const PUBLIC_TO_SIGNED_IN =
  "readable by every signed-in user (docs/product.md §6: anyone signed in can open any shop or profile)";
const OPEN_TO_VISITORS =
  "a visitor following a shared shop or profile link reads it too (decision 15); it holds nothing private and reads no session, so a deployment caches one result for all viewers";
const SAME_FOR_EVERYONE =
  "the same for every viewer and holds nothing private: it reads no session, so a deployment caches one result for all viewers";
const AUTH_LIBRARY =
  "@convex-dev/auth's own endpoint: signing in and out is what a signed-out visitor must be able to do; covered by tests/backend/auth.test.ts and rate-limits.test.ts";

const MATRIX: Record<string, Row> = {
  "auth:signIn": { exempt: AUTH_LIBRARY },
  "auth:signOut": { exempt: AUTH_LIBRARY },
  "auth:isAuthenticated": { exempt: AUTH_LIBRARY },
  "auth:passwordResetAvailable": {
    exempt:
      "open to signed-out visitors by design (the forgot-password screen asks before anyone signs in); reads no documents and answers the same for everyone; covered by tests/backend/auth.test.ts and tests/ui/auth.test.tsx",
  },

  "users:me": {
    args: () => ({}),
    signedOutNull: "the app asks it who is signed in; nobody signed in is an answer, not an error",
    otherUser: async (f, call) => {
      const result = await call(f.other, {});
      expect(result).toMatchObject({ status: "success", value: { _id: f.other.userId } });
      expect(JSON.stringify(result)).not.toContain(f.owner.params.email);
    },
  },
  "users:getProfile": {
    args: (f) => ({ userId: f.owner.userId }),
    signedOutReads: OPEN_TO_VISITORS,
    otherUser: async (f, call) => {
      // Another user sees the public profile but never the email.
      const result = await call(f.other, { userId: f.owner.userId });
      expect(result).toMatchObject({ status: "success", value: { _id: f.owner.userId } });
      expect(JSON.stringify(result)).not.toContain(f.owner.params.email);
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

  "shops:get": { args: (f) => ({ id: f.shop._id }), signedOutReads: SAME_FOR_EVERYONE, otherUser: SAME_FOR_EVERYONE },
  "shops:getByPublicId": {
    args: (f) => ({ publicId: f.shop.publicId }),
    signedOutReads: SAME_FOR_EVERYONE,
    otherUser: SAME_FOR_EVERYONE,
  },
  "shops:states": { args: () => ({}), signedOutReads: SAME_FOR_EVERYONE, otherUser: SAME_FOR_EVERYONE },
  "shops:cities": {
    args: (f) => ({ state: f.shop.state }),
    signedOutReads: SAME_FOR_EVERYONE,
    otherUser: SAME_FOR_EVERYONE,
  },
  "shops:inCity": {
    args: (f) => ({ state: f.shop.state, city: f.shop.city }),
    signedOutReads: SAME_FOR_EVERYONE,
    otherUser: SAME_FOR_EVERYONE,
  },

  "shops:addressTaken": {
    args: (f) => ({ streetAddress: f.shop.streetAddress, city: f.shop.city, state: f.shop.state }),
    otherUser: PUBLIC_TO_SIGNED_IN,
  },
  "shops:create": {
    args: () => shopInput(),
    otherUser: async (f, call) => {
      // A new shop is always the caller's: it is counted on their badges, never on the owner's.
      const ownerBadges = await badgesOf(f, f.owner);
      const result = await call(f.other, shopInput());
      expect(result.status).toBe("success");
      const shop = await f.backend.t.run((ctx) =>
        ctx.db.get((result as unknown as { value: { _id: Id<"shops"> } }).value._id),
      );
      expect(shop?.submittedBy).toBe(f.other.userId);
      expect(await badgesOf(f, f.owner)).toEqual(ownerBadges);
    },
  },
  "shops:update": {
    args: (f) => ({ id: f.shop._id, version: f.shop.version, ...editOf(f.shop, { hours: "6am-6pm" }) }),
    otherUser:
      "any signed-in user may edit any shop (docs/product.md §6); every edit is recorded with its editor (tests/backend/shops-write.test.ts)",
  },
  "shops:history": {
    args: (f) => ({ shopId: f.shop._id, paginationOpts: { numItems: 10, cursor: null } }),
    signedOutReads: SAME_FOR_EVERYONE,
    otherUser: SAME_FOR_EVERYONE,
  },
  "beans:save": {
    args: (f) => ({
      shopId: f.shop._id,
      beans: [{ name: "House", roast: "Medium", notes: "cocoa, cherry", origin: "Colombia" }],
    }),
    otherUser: "a shop's bean list is shared: any signed-in user maintains it (docs/product.md §1, §6)",
  },
  "beans:restore": {
    args: (f) => ({ shopId: f.shop._id, editId: f.beanEdit }),
    otherUser:
      "a shop's bean list is shared: any signed-in user may restore an earlier version; the restore is itself recorded with its editor (tests/backend/beans.test.ts)",
  },
  "beans:history": {
    args: (f) => ({ shopId: f.shop._id, paginationOpts: { numItems: 10, cursor: null } }),
    signedOutReads: SAME_FOR_EVERYONE,
    otherUser: SAME_FOR_EVERYONE,
  },
  "shops:inViewport": {
    args: (f) => ({
      south: f.shop.lat - 0.02,
      west: f.shop.lng - 0.03,
      north: f.shop.lat + 0.02,
      east: f.shop.lng + 0.03,
    }),
    signedOutReads: SAME_FOR_EVERYONE,
    otherUser: SAME_FOR_EVERYONE,
  },
  "shops:panel": { args: (f) => ({ id: f.shop._id }), signedOutReads: SAME_FOR_EVERYONE, otherUser: SAME_FOR_EVERYONE },
  "search:shops": {
    args: (f) => ({ text: f.shop.name }),
    signedOutReads: SAME_FOR_EVERYONE,
    otherUser: SAME_FOR_EVERYONE,
  },
  "reviews:listForShop": {
    args: (f) => ({ shopId: f.shop._id, paginationOpts: { numItems: 10, cursor: null } }),
    signedOutReads: SAME_FOR_EVERYONE,
    otherUser: SAME_FOR_EVERYONE,
  },
  "reviews:listForUser": {
    args: (f) => ({ userId: f.owner.userId, paginationOpts: { numItems: 10, cursor: null } }),
    signedOutReads: OPEN_TO_VISITORS,
    otherUser: OPEN_TO_VISITORS,
  },
  "badges:forUser": {
    args: (f) => ({ userId: f.owner.userId }),
    signedOutReads: OPEN_TO_VISITORS,
    otherUser: OPEN_TO_VISITORS,
  },
  "beans:forShop": {
    args: (f) => ({ shopId: f.shop._id }),
    signedOutReads: SAME_FOR_EVERYONE,
    otherUser: SAME_FOR_EVERYONE,
  },
  "photos:forShop": {
    args: (f) => ({ shopId: f.shop._id, paginationOpts: { numItems: 10, cursor: null } }),
    signedOutReads: OPEN_TO_VISITORS,
    otherUser: OPEN_TO_VISITORS,
  },

  "reviews:create": {
    args: (f) => ({ shopId: f.shop._id, ...REVIEW, photos: [] }),
    otherUser: async (f, call) => {
      // A review is always the caller's own: nothing names another author or touches their badges.
      const ownerBadges = await badgesOf(f, f.owner);
      const result = await call(f.other, { shopId: f.shop._id, ...REVIEW, photos: [] });
      expect(result.status).toBe("success");
      const review = await f.backend.t.run((ctx) => ctx.db.get((result as unknown as { value: Id<"reviews"> }).value));
      expect(review?.userId).toBe(f.other.userId);
      expect(await badgesOf(f, f.owner)).toEqual(ownerBadges);
    },
  },
  "reviews:get": { args: (f) => ({ reviewId: f.review._id }), otherUser: PUBLIC_TO_SIGNED_IN },
  "reviews:update": {
    args: (f) => ({ reviewId: f.review._id, ...REVIEW, photos: [] }),
    otherUser: async (f, call) => {
      // Only the author edits: someone else is refused and the review stays as it is.
      const before = await f.backend.t.run((ctx) => ctx.db.get(f.review._id));
      const result = await call(f.other, { reviewId: f.review._id, ...REVIEW, text: "Mallory was here.", photos: [] });
      expect(result).toMatchObject({ status: "error", errorData: MESSAGES.reviewNotYours });
      expect(await f.backend.t.run((ctx) => ctx.db.get(f.review._id))).toEqual(before);
    },
  },
  "reviews:remove": {
    args: (f) => ({ reviewId: f.doomed._id }),
    otherUser: async (f, call) => {
      // Only the author deletes: someone else is refused and the review and the author's badges stay.
      const ownerBadges = await badgesOf(f, f.owner);
      expect(await call(f.other, { reviewId: f.review._id })).toMatchObject({
        status: "error",
        errorData: MESSAGES.reviewNotYours,
      });
      expect(await f.backend.t.run((ctx) => ctx.db.get(f.review._id))).not.toBeNull();
      expect(await badgesOf(f, f.owner)).toEqual(ownerBadges);
    },
  },
  "helpfulVotes:set": {
    args: (f) => ({ reviewId: f.theirReview._id, helpful: true }),
    otherUser: async (f, call) => {
      // A vote is always the caller's own, and never on their own review: the owner's vote stays.
      expect(await call(f.other, { reviewId: f.theirReview._id, helpful: true })).toMatchObject({
        status: "error",
        errorData: MESSAGES.helpfulOwnReview,
      });
      expect(await call(f.other, { reviewId: f.theirReview._id, helpful: false })).toMatchObject({
        status: "error",
        errorData: MESSAGES.helpfulOwnReview,
      });
      const votes = await f.backend.t.run((ctx) =>
        ctx.db
          .query("helpfulVotes")
          .withIndex("by_review_user", (q) => q.eq("reviewId", f.theirReview._id))
          .collect(),
      );
      expect(votes.map((vote) => vote.userId)).toEqual([f.owner.userId]);
    },
  },
  "helpfulVotes:mine": {
    args: (f) => ({ reviewIds: [f.theirReview._id, f.review._id] }),
    otherUser: async (f, call) => {
      // Only the caller's own votes: the owner voted on theirReview, the other user did not.
      expect(await call(f.other, { reviewIds: [f.theirReview._id, f.review._id] })).toEqual({
        status: "success",
        value: [],
      });
    },
  },
  "photos:generateUploadUrl": { args: () => ({}), otherUser: "a fresh upload URL: nothing of anyone's yet" },
  "photos:registerUpload": {
    args: (f) => ({ storageId: f.files.registered }),
    otherUser: async (f, call) => {
      // The owner's upload cannot be claimed by someone else.
      expect(await call(f.other, { storageId: f.files.registered })).toMatchObject({
        status: "error",
        errorData: MESSAGES.photoNotYours,
      });
      expect(await uploadOwner(f, f.files.registered)).toBe(f.owner.userId);
    },
  },
  "photos:discardUploads": {
    args: (f) => ({ storageIds: [f.files.spare] }),
    otherUser: async (f, call) => {
      // Someone else's discard request leaves the owner's upload and file alone.
      expect(await call(f.other, { storageIds: [f.files.kept] })).toMatchObject({ status: "success" });
      expect(await uploadOwner(f, f.files.kept)).toBe(f.owner.userId);
      expect(await f.backend.t.run(async (ctx) => (await ctx.storage.get(f.files.kept)) !== null)).toBe(true);
    },
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
    otherUser: PUBLIC_TO_SIGNED_IN,
  },
  "follows:following": {
    args: (f) => ({ userId: f.owner.userId, paginationOpts: { numItems: 10, cursor: null } }),
    otherUser: PUBLIC_TO_SIGNED_IN,
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
  "people:counts": { args: (f) => ({ userId: f.owner.userId }), otherUser: PUBLIC_TO_SIGNED_IN },
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
  "notifications:unreadCount": {
    args: () => ({}),
    otherUser: async (f, call) => {
      // Each count is the caller's own: a new follower of the owner tells the owner only.
      await finishScheduled(f.backend); // what earlier rows caused is told before counting
      const before = { owner: await call(f.owner, {}), other: await call(f.other, {}) };
      const fan = await signUp(f.backend);
      await fan.as.mutation(api.follows.follow, { userId: f.owner.userId });
      await finishScheduled(f.backend); // the follow is told a moment later (convex/totals.ts)
      expect(await call(f.owner, {})).toEqual({
        status: "success",
        value: (before.owner as { value: number }).value + 1,
      });
      expect(await call(f.other, {})).toEqual(before.other);
    },
  },
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
      const before = await f.backend.call("query", "notifications:unreadCount", {}, f.owner.token);
      expect(before).toMatchObject({ status: "success" });
      expect((before as { value: number }).value).toBeGreaterThan(0);
      expect(await call(f.other, { upTo: Date.now() + 60_000 })).toMatchObject({ status: "success" });
      expect(await f.backend.call("query", "notifications:unreadCount", {}, f.owner.token)).toEqual(before);
    },
  },
  "saved:forShop": {
    args: (f) => ({ shopId: f.shop._id }),
    otherUser: async (f, call) => {
      await f.backend.call(
        "mutation",
        "saved:set",
        { shopId: f.shop._id, list: "favourite", saved: true },
        f.owner.token,
      );
      expect(await call(f.other, { shopId: f.shop._id })).toEqual({
        status: "success",
        value: { wantToTry: false, favourite: false },
      });
    },
  },
  "saved:set": {
    args: (f) => ({ shopId: f.shop._id, list: "wantToTry", saved: true }),
    otherUser: async (f, call) => {
      // There is no way to name another user: `other` unsaving changes only their own list.
      await f.backend.call(
        "mutation",
        "saved:set",
        { shopId: f.shop._id, list: "favourite", saved: true },
        f.owner.token,
      );
      expect(await call(f.other, { shopId: f.shop._id, list: "favourite", saved: false })).toMatchObject({
        status: "success",
      });
      expect(await f.backend.call("query", "saved:forShop", { shopId: f.shop._id }, f.owner.token)).toMatchObject({
        value: { favourite: true },
      });
    },
  },
  "saved:mine": {
    args: () => ({ list: "favourite", paginationOpts: { numItems: 10, cursor: null } }),
    otherUser: async (f, call) => {
      await f.backend.call(
        "mutation",
        "saved:set",
        { shopId: f.shop._id, list: "favourite", saved: true },
        f.owner.token,
      );
      expect(await call(f.other, { list: "favourite", paginationOpts: { numItems: 10, cursor: null } })).toMatchObject({
        status: "success",
        value: { page: [] },
      });
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
  "reports:create": {
    args: (f) => ({ kind: "review", itemId: f.theirReview._id, reason: "spam" }),
    otherUser: async (f, call) => {
      // A report is the caller's own: `other` reporting the owner's review leaves the owner's reports as they were.
      expect(
        await call(f.other, { kind: "review", itemId: f.review._id, reason: "offensive", note: "Other's note" }),
      ).toMatchObject({ status: "success" });
      expect(
        await f.backend.call("query", "reports:mine", { kind: "review", itemId: f.review._id }, f.owner.token),
      ).toMatchObject({ value: false });
    },
  },
  "reports:mine": {
    args: (f) => ({ kind: "review", itemId: f.theirReview._id }),
    otherUser: async (f, call) => {
      // Whether the caller reported it, never whether anyone else did.
      expect(
        await f.backend.call(
          "mutation",
          "reports:create",
          { kind: "profile", itemId: f.owner.userId, reason: "spam" },
          f.stranger.token,
        ),
      ).toMatchObject({ status: "success" });
      expect(await call(f.other, { kind: "profile", itemId: f.owner.userId })).toEqual({
        status: "success",
        value: false,
      });
      expect(await call(f.stranger, { kind: "profile", itemId: f.owner.userId })).toEqual({
        status: "success",
        value: true,
      });
    },
  },
  "reviews:hiddenMine": {
    args: () => ({}),
    otherUser: async (f, call) => {
      // A hidden review is its author's to see: nobody else's list holds it.
      await f.backend.t.run((ctx) => ctx.db.patch(f.review._id, { hiddenAt: 1 }));
      expect(await call(f.other, {})).toEqual({ status: "success", value: [] });
      expect(await call(f.owner, {})).toMatchObject({ value: [{ _id: f.review._id }] });
      await f.backend.t.run((ctx) => ctx.db.patch(f.review._id, { hiddenAt: undefined }));
    },
  },
  "moderation:queue": { args: () => ({}), otherUser: (f, call) => refusedToNonModerator(f, call, {}) },
  "moderation:log": { args: () => ({}), otherUser: (f, call) => refusedToNonModerator(f, call, {}) },
  "moderation:act": {
    args: (f) => ({ subject: `shop:${f.shop._id}`, action: "dismiss", reason: "Checked: the address is right" }),
    otherUser: (f, call) =>
      refusedToNonModerator(f, call, {
        subject: `review:${f.review._id}`,
        action: "remove",
        reason: "Mallory says so",
      }),
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
  "presence:heartbeat": {
    args: (f) => ({ shopId: f.shop._id, sessionId: crypto.randomUUID() }),
    otherUser: async (f, call) => {
      // The viewer is always the caller: `other`'s heartbeat counts `other`, seen by the owner as one other person.
      expect(await call(f.other, { shopId: f.shop._id, sessionId: crypto.randomUUID() })).toMatchObject({
        status: "success",
      });
      expect(await f.backend.call("query", "presence:watching", { shopId: f.shop._id }, f.owner.token)).toMatchObject({
        value: { others: 1 },
      });
    },
  },
  "presence:leave": {
    args: (f) => ({ shopId: f.shop._id, sessionId: crypto.randomUUID() }),
    otherUser: async (f, call) => {
      // A session is found from its caller: `other` leaving with the owner's session id ends nothing of the owner's.
      const sessionId = crypto.randomUUID();
      expect(
        await f.backend.call("mutation", "presence:heartbeat", { shopId: f.shop._id, sessionId }, f.owner.token),
      ).toMatchObject({ status: "success" });
      expect(await call(f.other, { shopId: f.shop._id, sessionId })).toMatchObject({ status: "success" });
      expect(await f.backend.call("query", "presence:watching", { shopId: f.shop._id }, f.other.token)).toMatchObject({
        value: { others: 1 },
      });
    },
  },
  "presence:watching": {
    args: (f) => ({ shopId: f.shop._id }),
    otherUser: "a count of viewers, no one's identity: readable by every signed-in user",
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
  "recommendations:forMe": {
    args: () => ({ state: "MA", city: "Boston", roast: "Medium", drink: "Latte", temp: "Hot" }),
    otherUser:
      "reads shared reviews by place and taste; the preferences are arguments, nothing of the caller's is stored",
  },

  "geocoding:geocodeCity": {
    args: () => ({ query: "Boston MA" }),
    otherUser: "no user's data: a shared cache of place names",
  },
  "geocoding:geocodeAddress": {
    args: () => ({ streetAddress: "1 Main St", city: "Boston", state: "MA" }),
    otherUser: "no user's data: a shared cache of place names",
  },
};

let functions: PublicFunction[];
let f: Fixture;

beforeAll(async () => {
  functions = await publicFunctions();
  const backend = await createBackend();
  const owner = await signUp(backend);
  const other = await signUp(backend);
  // Established, so their votes and presence count and the rows can see them.
  await establish(backend, owner.userId);
  await establish(backend, other.userId);
  const shop = await backend.t.run(async (ctx) => (await ctx.db.get("shops", await insertShop(ctx, owner.userId)))!);
  const review = await backend.t.run(
    async (ctx) => (await ctx.db.get(await ctx.db.insert("reviews", reviewDoc(shop, owner.userId))))!,
  );
  const doomed = await backend.t.run(
    async (ctx) => (await ctx.db.get(await ctx.db.insert("reviews", reviewDoc(shop, owner.userId))))!,
  );
  const theirReview = await backend.t.run(
    async (ctx) => (await ctx.db.get(await ctx.db.insert("reviews", reviewDoc(shop, other.userId))))!,
  );
  const beanEdit = await backend.t.run((ctx) =>
    ctx.db.insert("beanEdits", {
      shopId: shop._id,
      editorId: other.userId,
      editorName: "Other",
      before: [{ name: "Kept", roast: "Dark", notes: "", origin: "" }],
      after: [],
    }),
  );
  const files = {
    registered: await storeFile(backend, pngBytes(1), "image/png"),
    spare: await uploadPhoto(backend, owner, pngBytes(2)),
    kept: await uploadPhoto(backend, owner, pngBytes(3)),
  };
  const stranger = await signUp(backend);
  const leaver = await signUp(backend);
  // The owner is also a moderator (the moderation rows run as them); a reported shop for them to act on.
  await backend.t.run((ctx) => ctx.db.patch(owner.userId, { role: "moderator" }));
  await backend.call(
    "mutation",
    "reports:create",
    { kind: "shop", itemId: shop._id, reason: "wrongInfo" },
    other.token,
  );
  f = { backend, owner, other, stranger, leaver, shop, review, doomed, theirReview, beanEdit, files };
});

function caller(fn: PublicFunction): Caller {
  return (who, args) => f.backend.call(fn.kind, fn.name, args, who?.token ?? null);
}

describe("suspended accounts", () => {
  it("are refused every public mutation, whatever it is asked", async () => {
    const suspended = await signUp(f.backend);
    await f.backend.t.run((ctx) =>
      ctx.db.insert("suspensions", { userId: suspended.userId, moderatorId: f.owner.userId, reason: "Spam" }),
    );
    const mutations = functions.filter((fn) => fn.kind === "mutation" && !("exempt" in MATRIX[fn.name]!));
    expect(mutations.length).toBeGreaterThan(20);
    for (const fn of mutations) {
      const row = MATRIX[fn.name] as Exclude<Row, { exempt: string }>;
      expect(await caller(fn)(suspended, row.args(f)), fn.name).toMatchObject({
        status: "error",
        errorData: MESSAGES.suspended,
      });
    }
  });
});

describe("authorization matrix", () => {
  it("has a row for every public function, and no row for a function that is gone", () => {
    const names = functions.map((fn) => fn.name);
    expect(
      names.filter((name) => !(name in MATRIX)),
      "public functions missing from the matrix",
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((name) => !names.includes(name)),
      "rows without a function",
    ).toEqual([]);
  });

  const rows = Object.entries(MATRIX).filter(
    (entry): entry is [string, Exclude<Row, { exempt: string }>] => !("exempt" in entry[1]),
  );

  it.each(rows)("%s: refuses a signed-out caller, works for its owner, keeps other users out", async (name, row) => {
    const fn = functions.find((candidate) => candidate.name === name);
    expect(fn, `${name} is not a public function`).toBeDefined();
    const call = caller(fn!);

    const signedOut = await call(null, row.args(f));
    if (row.signedOutNull) expect(signedOut).toEqual({ status: "success", value: null });
    else if (row.signedOutReads) expect(signedOut).toEqual(await call(f.owner, row.args(f)));
    else expect(signedOut).toMatchObject({ status: "error", errorData: MESSAGES.signedOut });

    // A forged or expired token is no better than none.
    const forged = await f.backend.call(fn!.kind, name, row.args(f), `${f.owner.token.slice(0, -4)}AAAA`);
    expect(forged.status).toBe("error");

    expect(await call(row.caller?.(f) ?? f.owner, row.args(f))).toMatchObject({ status: "success" });

    if (typeof row.otherUser === "function") await row.otherUser(f, call);
    else expect(row.otherUser.length).toBeGreaterThan(10);
  });
});
