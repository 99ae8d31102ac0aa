// The cost rows of reviews: a shop's reviews (in each order) and photos, a profile's reviews,
// writing, editing and deleting one, Helpful votes and photo uploads.
import type { Doc, Id } from "@convex/_generated/dataModel";
import { REVIEW_SORT_LABELS } from "@convex/rules/reviewSort";
import { REVIEW, pngBytes } from "../../support/testData";
import type { Dataset } from "../dataset";
import { t } from "./backend";
import { CONSTANT, ownWrite, panel, perItem, type Row, type Table, type WorstCase } from "./budgets";

const REVIEW_PAGE = 10;
const PANEL_PHOTOS = 3;

const storePng = () =>
  t.run((ctx) => ctx.storage.store(new Blob([pngBytes(Math.random() * 65535) as BlobPart], { type: "image/png" })));

/** The reviews the viewer marked helpful for helpfulVotes:mine. */
let votedPage: Id<"reviews">[] = [];
let picked: { edited: Doc<"reviews">; deleted: Doc<"reviews">; voted: Doc<"reviews"> };

/**
 * The reviews the edit, delete and vote rows act on, picked unmeasured (`prepare`): the busiest
 * reviewer's newest two (the second with a photo when there is one) and someone else's for the vote.
 */
async function pickReviews(dataset: Dataset) {
  if (picked) return;
  picked = await t.run(async (ctx) => {
    const own = await ctx.db
      .query("reviews")
      .withIndex("by_user", (q) => q.eq("userId", dataset.busiestReviewer))
      .order("desc")
      .take(50);
    const voted = await ctx.db
      .query("reviews")
      .withIndex("by_shop", (q) => q.eq("shopId", dataset.busiestShop._id))
      .order("desc")
      .filter((q) => q.neq(q.field("userId"), dataset.users[0]!))
      .first();
    return { edited: own[0]!, deleted: own.slice(1).find((r) => r.photos.length > 0) ?? own[1]!, voted: voted! };
  });
}

export const REVIEW_ROWS: Record<string, Row> = {
  "reviews:listForShop": {
    screen: "shop panel: reviews",
    args: (d) => ({ shopId: d.busiestShop._id, paginationOpts: { numItems: REVIEW_PAGE, cursor: null } }),
    // Each review shown, its reviewTotals row (decision 37) and its cheerTotals row (decision 45).
    budget: panel(3 * REVIEW_PAGE),
    naive: ["reviews"],
  },
  "reviews:listForUser": {
    screen: "profile: reviews",
    args: (d) => ({ userId: d.busiestReviewer, paginationOpts: { numItems: REVIEW_PAGE, cursor: null } }),
    budget: perItem(3), // each review, its reviewTotals row (decision 37) and its cheerTotals row (decision 45)
    naive: ["reviews"],
  },
  "photos:forShop": {
    screen: "shop panel: photos",
    args: (d) => ({ shopId: d.busiestShop._id, paginationOpts: { numItems: PANEL_PHOTOS, cursor: null } }),
    // Each photo shown reads its row, its review (once per review) and its two files' metadata for their addresses.
    budget: () => ({
      limit: 4 * PANEL_PHOTOS + CONSTANT,
      rule: `4 per photo shown (${PANEL_PHOTOS}: row, review, file, small copy) + ${CONSTANT}`,
    }),
    naive: ["photos"],
  },

  "reviews:create": {
    screen: "add review: submit (shared with the reviewer's followers by scheduled batches)",
    args: (d) => ({ shopId: d.busiestShop._id, ...REVIEW, photos: [] }),
    budget: ownWrite,
    naive: [],
  },
  "reviews:get": {
    screen: "edit review: the form",
    prepare: (d) => pickReviews(d),
    args: () => ({ reviewId: picked.edited._id }),
    budget: () => ({ limit: 1 + CONSTANT, rule: `the review + ${CONSTANT}` }),
    naive: ["reviews"],
  },
  "reviews:update": {
    screen: "edit review: save (its ratings, popular drink and photos follow in the same mutation)",
    as: (d) => d.busiestReviewer,
    prepare: (d) => pickReviews(d),
    args: () => ({ reviewId: picked.edited._id, ...REVIEW, drinkRating: 1, text: "Edited on the bench.", photos: [] }),
    budget: ownWrite,
    naive: [],
  },
  "reviews:remove": {
    screen: "delete review (feed rows and votes leave in scheduled batches)",
    as: (d) => d.busiestReviewer,
    prepare: (d) => pickReviews(d),
    args: () => ({ reviewId: picked.deleted._id }),
    budget: ownWrite,
    naive: [],
  },
  "helpfulVotes:mine": {
    screen: `shop panel: which of a page of ${REVIEW_PAGE} reviews (most helpful first) the viewer marked helpful, having marked each`,
    prepare: async (d) => {
      votedPage = await t.run(async (ctx) => {
        const page = await ctx.db
          .query("reviews")
          .withIndex("by_shop", (q) => q.eq("shopId", d.busiestShop._id))
          .order("desc")
          .take(REVIEW_PAGE);
        const others = page.filter((review) => review.userId !== d.users[0]);
        for (const review of others) await ctx.db.insert("helpfulVotes", { reviewId: review._id, userId: d.users[0]! });
        return others.map((review) => review._id);
      });
    },
    args: () => ({ reviewIds: votedPage }),
    budget: perItem(2),
    naive: [],
  },
  "helpfulVotes:set": {
    screen: "shop panel: Helpful",
    prepare: (d) => pickReviews(d),
    args: () => ({ reviewId: picked.voted._id, helpful: true }),
    budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }),
    naive: [],
  },
  "photos:generateUploadUrl": {
    screen: "add review: each photo",
    args: () => ({}),
    // The caller, their suspension and email check (decision 26) and the upload limit's rows.
    budget: ownWrite,
    naive: [],
  },
  "photos:startUpload": {
    screen: "add review: each photo",
    args: () => ({}),
    // As generateUploadUrl; with the photo bucket configured, one more write: the key's upload row.
    budget: ownWrite,
    naive: [],
  },
  "photos:registerUpload": {
    screen: "add review: each photo",
    args: async () => ({ storageId: await storePng() }),
    budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }),
    naive: [],
  },
  "photos:discardUploads": {
    screen: "add review: failed submit",
    args: async () => ({ storageIds: [await storePng()] }),
    budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }),
    naive: [],
  },
};

export const REVIEW_WORST_CASES: WorstCase[] = [
  ...(["helpful", "highest", "lowest"] as const).map((sort) => ({
    name: `reviews:listForShop (${REVIEW_SORT_LABELS[sort].toLowerCase()})`,
    fn: "reviews:listForShop",
    row: {
      screen: `shop panel: reviews sorted ${REVIEW_SORT_LABELS[sort].toLowerCase()} first, a page of ${REVIEW_PAGE} (the busiest shop)`,
      args: (d: Dataset) => ({
        shopId: d.busiestShop._id,
        sort,
        paginationOpts: { numItems: REVIEW_PAGE, cursor: null },
      }),
      // A review, its reviewTotals and cheerTotals rows (decisions 37 and 45) and its photo rows.
      budget: perItem(4),
      naive: ["reviews"] as Table[],
    },
  })),
];
