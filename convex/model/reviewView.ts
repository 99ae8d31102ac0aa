import { v } from "convex/values";
import type { Doc } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { MAX_PHOTOS_PER_REVIEW } from "../rules/imageTypes";
import { photoUrl } from "./photoAddress";
import schema from "../schema";
import { cheerTotalOf } from "./cheers";
import { reviewTotalsOf, shownCounts } from "./reviewTotals";

/** Where a photo can be downloaded: `url` the photo itself (viewers), `smallUrl` its small copy (lists). */
export const photoUrlsValidator = v.object({ url: v.string(), smallUrl: v.string() });

/** A photo's addresses, or null when its file is gone; the small copy is the photo itself until the backfill made one. */
export async function photoUrls(
  ctx: Pick<QueryCtx, "storage">,
  photo: { storageId: string; smallStorageId?: string },
): Promise<{ url: string; smallUrl: string } | null> {
  const [url, smallUrl] = await Promise.all([
    photoUrl(ctx, photo.storageId),
    photo.smallStorageId === undefined ? null : photoUrl(ctx, photo.smallStorageId),
  ]);
  return url === null ? null : { url, smallUrl: smallUrl ?? url };
}

/**
 * The addresses of a review's photos, one per storage id in its order (null for a file that is gone):
 * its photo rows, which hold the small copies, in one indexed read.
 */
export async function reviewPhotoUrls(ctx: QueryCtx, review: Pick<Doc<"reviews">, "_id" | "photos">) {
  if (review.photos.length === 0) return [];
  const rows = await ctx.db
    .query("photos")
    .withIndex("by_review", (q) => q.eq("reviewId", review._id))
    .take(MAX_PHOTOS_PER_REVIEW);
  const rowOf = new Map(rows.map((row) => [row.storageId, row]));
  return await Promise.all(
    review.photos.map((storageId) => {
      const row = rowOf.get(storageId);
      // A photo a moderator hid is shown to nobody here (its review's other photos still are).
      return row?.hiddenAt !== undefined ? null : photoUrls(ctx, { storageId, smallStorageId: row?.smallStorageId });
    }),
  );
}

/**
 * A review as screens show it: the stored fields, its Helpful and comment counts from its reviewTotals row (one
 * indexed read, or `totals` when the caller has it), its cheers (its cheerTotals row: so a card asks no query of
 * its own for them) and its photos' addresses in the review's order.
 */
export async function reviewView(ctx: QueryCtx, review: Doc<"reviews">, totals?: Doc<"reviewTotals"> | null) {
  const [row, cheers, urls] = await Promise.all([
    totals === undefined ? reviewTotalsOf(ctx, review._id) : totals,
    cheerTotalOf(ctx, review._id),
    reviewPhotoUrls(ctx, review),
  ]);
  return {
    ...review,
    ...shownCounts(review, row),
    cheerCount: cheers?.count ?? 0,
    photoUrls: urls.filter((u) => u !== null),
  };
}

export type ReviewView = Awaited<ReturnType<typeof reviewView>>;

/** What `reviewView` returns, for the `returns` of the functions that list reviews. */
export const reviewViewValidator = schema
  .doc("reviews")
  .extend({ cheerCount: v.number(), photoUrls: v.array(photoUrlsValidator) });

/** A first page of reviews as screens show them, from `rows` read one past it: the page, and whether more follow. */
export async function firstPageOf(ctx: QueryCtx, rows: Doc<"reviews">[], size: number) {
  const reviews = await Promise.all(rows.slice(0, size).map((review) => reviewView(ctx, review)));
  return { reviews, moreReviews: rows.length > size };
}
