import type { JSONValue } from "convex/values";
import { expect } from "vitest";
import { MESSAGES } from "@convex/rules/messages";
import type { Caller, Fixture, Row } from "../../support/authorizationMatrix";

// The authorization matrix's rows for reports, the author's hidden reviews and the moderators' queue, log and actions
// (the tables of convex/tables/moderation.ts). tests/backend/authorization/moderation.test.ts runs them;
// tests/support/authorizationMatrix.ts says what a row proves.

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

export const MODERATION_ROWS: Record<string, Row> = {
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
  "moderation:queue": {
    args: () => ({ paginationOpts: { numItems: 10, cursor: null } }),
    otherUser: (f, call) => refusedToNonModerator(f, call, { paginationOpts: { numItems: 10, cursor: null } }),
  },
  "moderation:waiting": { args: () => ({}), otherUser: (f, call) => refusedToNonModerator(f, call, {}) },
  "moderation:log": {
    args: () => ({ paginationOpts: { numItems: 10, cursor: null } }),
    otherUser: (f, call) => refusedToNonModerator(f, call, { paginationOpts: { numItems: 10, cursor: null } }),
  },
  "moderation:act": {
    args: (f) => ({ subject: `shop:${f.shop._id}`, action: "dismiss", reason: "Checked: the address is right" }),
    otherUser: (f, call) =>
      refusedToNonModerator(f, call, {
        subject: `review:${f.review._id}`,
        action: "remove",
        reason: "Mallory says so",
      }),
  },
  // A moderator vouching for a member (decision 28); the owner is the fixture's moderator.
  "trust:establish": {
    args: (f) => ({ userId: f.stranger.userId }),
    otherUser: (f, call) => refusedToNonModerator(f, call, { userId: f.other.userId }),
  },
  "trust:standing": {
    args: (f) => ({ userId: f.stranger.userId }),
    otherUser: (f, call) => refusedToNonModerator(f, call, { userId: f.owner.userId }),
  },
};
