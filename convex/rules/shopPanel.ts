// What the shop panel's shared query holds of a shop's lists (docs/product.md §2, Shop panel).

/** Reviews on the panel before "More reviews" (five at a time). */
export const PANEL_REVIEWS = 5;
/** Photos the panel takes: only the first is shown, as the shop image (docs/product.md §2, §9). */
export const PANEL_PHOTOS = 3;

/** The shop's reviews a viewer sees: everyone's, but the people the viewer blocked. */
export function withoutBlocked<T extends { userId: string }>(items: readonly T[], blockedIds: readonly string[]): T[] {
  if (blockedIds.length === 0) return [...items];
  const blocked = new Set(blockedIds);
  return items.filter((item) => !blocked.has(item.userId));
}

/** The panel file's shape: 2, its reviewers' badges are its own and kept current by publishing (decision 48). */
export const PANEL_FILE_VERSION = 2;

/** A new object key for a shop's panel file: random, so a published file never changes and may be cached for good. */
export const panelObjectKey = (shopId: string, uuid: string) => `panel/${shopId}/${uuid.toLowerCase()}.json`;

type Counted = { _id: string; helpfulCount?: number; commentCount?: number; cheerCount: number };
type LiveCounts = {
  counts: readonly { reviewId: string; helpfulCount: number; commentCount: number; cheerCount: number }[];
};

/**
 * A panel file with what changes too often to publish (decision 42): its reviews' Helpful, comment and cheer counts,
 * as the live query has them now. A review the live query has no counts for keeps the file's. The reviewers'
 * badges are the file's own: it is published again when one of theirs changes (decision 48).
 */
export function withLiveCounts<P extends { reviews: readonly Counted[] }, L extends LiveCounts>(panel: P, live: L): P {
  const counts = new Map(live.counts.map((row) => [row.reviewId, row]));
  return {
    ...panel,
    reviews: panel.reviews.map((review) => {
      const now = counts.get(review._id);
      if (!now) return review;
      return { ...review, helpfulCount: now.helpfulCount, commentCount: now.commentCount, cheerCount: now.cheerCount };
    }),
  };
}
