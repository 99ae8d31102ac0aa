// Conversations under reviews: comments (one level of replies) and cheers (one tap of applause on a
// review or a new shop in the feed), with the cheer counts the shared-totals jobs keep (decision 25).
import { defineTable } from "convex/server";
import { v } from "convex/values";

/** What can be cheered: a review, or a shop (a feed item's subject). */
export const cheerTargetValidator = v.union(v.id("reviews"), v.id("shops"));

export const conversationsTables = {
  // A comment on a review (convex/model/comments.ts). `parentId`: the top comment it replies to (one
  // level: a reply to a reply is stored under the top comment). `threadAt`: the top comment's creation
  // time, so one index range lists threads oldest first with each comment's replies under it.
  comments: defineTable({
    reviewId: v.id("reviews"),
    authorId: v.id("users"),
    parentId: v.optional(v.id("comments")),
    threadAt: v.number(),
    text: v.string(),
    // The people mentioned with "@", by id, with the name the text shows them by.
    mentions: v.array(v.object({ userId: v.id("users"), name: v.string() })),
    editedAt: v.optional(v.number()),
    // Hidden by a moderator (or by reports) since then: out of every list and count until restored.
    hiddenAt: v.optional(v.number()),
  })
    .index("by_review_thread", ["reviewId", "threadAt"])
    .index("by_review_author", ["reviewId", "authorId"])
    .index("by_parent", ["parentId"])
    .index("by_author", ["authorId"]),

  // One cheer per person and target; never on one's own review or shop.
  cheers: defineTable({
    targetId: cheerTargetValidator,
    userId: v.id("users"),
  })
    .index("by_target_user", ["targetId", "userId"])
    .index("by_user", ["userId"]),

  // A target's cheer count, changed only by the shared-totals jobs (convex/totals.ts), never by the
  // cheering person's mutation: fifty people cheering at once write nothing another one read.
  cheerTotals: defineTable({
    targetId: cheerTargetValidator,
    count: v.number(),
  }).index("by_target", ["targetId"]),
};
