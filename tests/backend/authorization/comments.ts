import { expect } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import type { Fixture, Row } from "../../support/authorizationMatrix";

// The authorization matrix's rows for comments and cheers (convex/tables/conversations.ts): convex/comments.ts and
// convex/cheers.ts. tests/backend/authorization/comments.test.ts runs them against the fixture's
// comments (tests/support/authorizationMatrix.ts).

const commentText = (f: Fixture, id: Id<"comments">) => f.backend.t.run(async (ctx) => (await ctx.db.get(id))?.text);

export const COMMENT_ROWS: Record<string, Row> = {
  "comments:list": {
    args: (f) => ({ reviewId: f.review._id, paginationOpts: { numItems: 10, cursor: null } }),
    signedOutReads:
      "visitors read a review's comments (docs/product.md, Comments and cheers); a signed-in viewer's only difference is that people blocked either way are left out",
    otherUser: "comments are public under a shown review; the blocks rows of tests/backend/comments prove the rest",
  },
  "comments:add": {
    args: (f) => ({ reviewId: f.theirReview._id, text: "Lovely cup.", mentions: [] }),
    otherUser: async (f, call) => {
      // A comment is always the caller's own: it names the caller as its author, whatever the review.
      const result = await call(f.other, { reviewId: f.review._id, text: "Thanks!", mentions: [] });
      expect(result.status).toBe("success");
      const id = (result as unknown as { value: Id<"comments"> }).value;
      const stored = await f.backend.t.run((ctx) => ctx.db.get(id));
      expect(stored?.authorId).toBe(f.other.userId);
    },
  },
  "comments:edit": {
    args: (f) => ({ commentId: f.comments.onOwn, text: "Edited by the owner", mentions: [] }),
    otherUser: async (f, call) => {
      expect(await call(f.other, { commentId: f.comments.onTheirs, text: "Mallory", mentions: [] })).toMatchObject({
        status: "error",
        errorData: MESSAGES.commentNotYours,
      });
      expect(await commentText(f, f.comments.onTheirs)).toBe("Owner's words");
    },
  },
  "comments:remove": {
    args: (f) => ({ commentId: f.comments.doomed }),
    otherUser: async (f, call) => {
      // The other person's review holds made.onTheirs, so they may delete it; the owner's own review's comment they may not.
      expect(await call(f.other, { commentId: f.comments.onOwn })).toMatchObject({
        status: "error",
        errorData: MESSAGES.commentDeleteNotAllowed,
      });
      expect(await commentText(f, f.comments.onOwn)).toBe("Edited by the owner");
    },
  },
  "cheers:set": {
    args: (f) => ({ targetId: f.theirReview._id, cheered: true }),
    otherUser: async (f, call) => {
      // A cheer is always the caller's own, and never on one's own review: the owner's cheer stays.
      expect(await call(f.other, { targetId: f.theirReview._id, cheered: false })).toMatchObject({
        status: "error",
        errorData: MESSAGES.cheerOwn,
      });
      const rows = await f.backend.t.run((ctx) =>
        ctx.db
          .query("cheers")
          .withIndex("by_target_user", (q) => q.eq("targetId", f.theirReview._id))
          .collect(),
      );
      expect(rows.map((row) => row.userId)).toEqual([f.owner.userId]);
    },
  },
  "cheers:counts": {
    args: (f) => ({ targetIds: [f.theirReview._id, f.shop._id] }),
    signedOutReads: "counts only, the same for every viewer: it reads no session",
    otherUser: "counts only, the same for every viewer",
  },
};
