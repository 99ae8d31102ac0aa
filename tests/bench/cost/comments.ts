// The cost rows of comments and cheers: a review with 500 comments (its first page, adding one, editing and
// deleting one's own), and cheering with its counts.
import type { Id } from "@convex/_generated/dataModel";
import { COMMENT_PAGE } from "@convex/rules/comments";
import type { Dataset } from "../dataset";
import { t } from "./backend";
import { CONSTANT, ownWrite, perItem, type Row } from "./budgets";

/** Comments on the busy review, written by this many different people. */
const BUSY_COMMENTS = 500;
const COMMENTERS = 50;

let busy: { reviewId: Id<"reviews">; own: Id<"comments">[]; cheered: Id<"reviews">[] } | undefined;

/** A review by someone else than the caller, given 500 comments (one in five a reply), two of them the caller's. */
async function busyReview(d: Dataset) {
  if (busy) return;
  busy = await t.run(async (ctx) => {
    const review = await ctx.db
      .query("reviews")
      .withIndex("by_shop", (q) => q.eq("shopId", d.busiestShop._id))
      .order("desc")
      .filter((q) => q.neq(q.field("userId"), d.users[0]!))
      .first();
    const reviewId = review!._id;
    let top: Id<"comments"> | null = null;
    let threadAt = 0;
    for (let i = 0; i < BUSY_COMMENTS; i++) {
      const authorId = d.users[1 + (i % Math.min(COMMENTERS, d.users.length - 1))]!;
      const reply = top !== null && i % 5 === 4;
      const id: Id<"comments"> = await ctx.db.insert("comments", {
        reviewId,
        authorId,
        ...(reply ? { parentId: top! } : {}),
        threadAt: reply ? threadAt : (threadAt = i + 1),
        text: `Comment ${i}: the flat white here is worth the queue.`,
        mentions: [],
      });
      if (!reply) top = id;
    }
    const totals = await ctx.db
      .query("reviewTotals")
      .withIndex("by_review", (q) => q.eq("reviewId", reviewId))
      .first();
    await ctx.db.patch("reviewTotals", totals!._id, { commentCount: BUSY_COMMENTS });
    const own: Id<"comments">[] = [];
    for (const text of ["Mine to edit", "Mine to delete"])
      own.push(await ctx.db.insert("comments", { reviewId, authorId: d.users[0]!, threadAt: 1e6, text, mentions: [] }));
    const page = await ctx.db
      .query("reviews")
      .withIndex("by_shop", (q) => q.eq("shopId", d.busiestShop._id))
      .order("desc")
      .take(10);
    const cheered = page.filter((r) => r.userId !== d.users[0]).map((r) => r._id);
    for (const targetId of cheered) {
      await ctx.db.insert("cheers", { targetId, userId: d.users[0]! });
      await ctx.db.insert("cheerTotals", { targetId, count: 1 });
    }
    return { reviewId, own, cheered };
  });
}

export const COMMENT_ROWS: Record<string, Row> = {
  "comments:list": {
    screen: `review card: the first ${COMMENT_PAGE} of a review's ${BUSY_COMMENTS} comments`,
    prepare: busyReview,
    args: () => ({ reviewId: busy!.reviewId, paginationOpts: { numItems: COMMENT_PAGE, cursor: null } }),
    // Each comment; each distinct author's document and the two block lookups between them and the viewer.
    budget: perItem(4),
    naive: [],
  },
  "comments:add": {
    screen: `review card: send a comment on a review with ${BUSY_COMMENTS} (count and notices scheduled)`,
    prepare: busyReview,
    args: () => ({ reviewId: busy!.reviewId, text: "Adding mine to the pile.", mentions: [] }),
    budget: ownWrite,
    naive: [],
  },
  "comments:edit": {
    screen: "review card: save an edited comment",
    prepare: busyReview,
    args: () => ({ commentId: busy!.own[0]!, text: "Edited, still worth the queue.", mentions: [] }),
    budget: ownWrite,
    naive: [],
  },
  "comments:remove": {
    screen: "review card: delete one's comment",
    prepare: busyReview,
    args: () => ({ commentId: busy!.own[1]! }),
    budget: ownWrite,
    naive: [],
  },
  "cheers:set": {
    screen: "review card or feed item: Cheer (count and notice scheduled)",
    prepare: busyReview,
    args: () => ({ targetId: busy!.reviewId, cheered: true }),
    budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }),
    naive: [],
  },
  "cheers:counts": {
    screen: "shop panel: the cheer counts of a page of reviews",
    prepare: busyReview,
    args: () => ({ targetIds: busy!.cheered }),
    budget: perItem(1),
    naive: [],
  },
};
