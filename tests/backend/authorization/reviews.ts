import { expect } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { OPEN_TO_VISITORS, PUBLIC_TO_SIGNED_IN, SAME_FOR_EVERYONE, badgesOf } from "../../support/authorizationMatrix";
import type { Fixture, Row } from "../../support/authorizationMatrix";
import { REVIEW } from "../../support/testData";

// The authorization matrix's rows for reviews, Helpful votes, photos and uploads, and the recommendations read from
// reviews (the tables of convex/tables/reviews.ts). tests/backend/authorization/reviews.test.ts runs them;
// tests/support/authorizationMatrix.ts says what a row proves.

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

export const REVIEW_ROWS: Record<string, Row> = {
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
  "photos:startUpload": { args: () => ({}), otherUser: "a fresh upload target: nothing of anyone's yet" },
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

  "recommendations:forMe": {
    args: () => ({ state: "MA", city: "Boston", roast: "Medium", drink: "Latte", temp: "Hot" }),
    otherUser:
      "reads shared reviews by place and taste; the preferences are arguments, nothing of the caller's is stored",
  },
};
