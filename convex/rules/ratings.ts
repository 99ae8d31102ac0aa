// A shop's ratings summary: Coffee, Vibe and Staff (a review's drinkRating, shopRating and
// staffRating). The shop keeps its review count and the sum of each rating, changed by scheduled
// jobs that each add or take away one review's ratings as they were (convex/model/ratings.ts,
// decision 25), so the sums end exact whatever order the jobs run in; the averages are worked out
// here, on read.
import { formatCount } from "./numbers";
import { RATING_MAX } from "./reviews";

/** What a shop stores: how many reviews, and the sum of each of their three ratings. */
export type RatingTotals = { reviews: number; coffee: number; vibe: number; staff: number };

/** The three ratings of one review. */
export type RatedReview = { drinkRating: number; shopRating: number; staffRating: number };

/** What screens show: the review count and averages rounded to one decimal (overall: the mean of the three). */
export type RatingsSummary = { reviews: number; coffee: number; vibe: number; staff: number; overall: number };

export const NO_RATINGS: RatingTotals = { reviews: 0, coffee: 0, vibe: 0, staff: 0 };

/** The totals with one review added (`sign` 1) or taken away (-1, for a later edit or delete). */
export function withReview(totals: RatingTotals | undefined, review: RatedReview, sign: 1 | -1): RatingTotals {
  const { reviews, coffee, vibe, staff } = totals ?? NO_RATINGS;
  return {
    reviews: reviews + sign,
    coffee: coffee + sign * review.drinkRating,
    vibe: vibe + sign * review.shopRating,
    staff: staff + sign * review.staffRating,
  };
}

/**
 * sum / count in tenths, rounded half up. Ratings are whole numbers, so `sum × 10 / count` is exact
 * where it matters (87 / 20 = 4.35 rounds to 4.4, not to floating point's 4.3499…).
 */
function tenths(sum: number, count: number): number {
  return Math.round((sum * 10) / count);
}

/** One review's overall rating: the mean of its three to one decimal, as a shop's `overall` is worked out. */
export function reviewOverall({ drinkRating, shopRating, staffRating }: RatedReview): number {
  return tenths(drinkRating + shopRating + staffRating, 3) / 10;
}

/** The averages shown for a shop, rounded to one decimal; null when it has no reviews. */
export function ratingsSummary(totals: RatingTotals | undefined | null): RatingsSummary | null {
  if (!totals || totals.reviews <= 0) return null;
  const { reviews, coffee, vibe, staff } = totals;
  return {
    reviews,
    coffee: tenths(coffee, reviews) / 10,
    vibe: tenths(vibe, reviews) / 10,
    staff: tenths(staff, reviews) / 10,
    overall: tenths(coffee + vibe + staff, 3 * reviews) / 10,
  };
}

/** 4 → "4.0", 4.25 → "4.3": averages always read with one decimal. */
export function formatRating(rating: number): string {
  return rating.toFixed(1);
}

/** "1 review", "12 reviews". */
export function reviewCount(reviews: number): string {
  return `${formatCount(reviews)} ${reviews === 1 ? "review" : "reviews"}`;
}

/** "rated 4.3 out of 5 from 12 reviews", to go inside a sentence (a map marker's name). */
export function ratedText({ overall, reviews }: { overall: number; reviews: number }): string {
  return `rated ${formatRating(overall)} out of ${RATING_MAX} from ${reviewCount(reviews)}`;
}

/** The text alternative of a shop's cups: "Rated 4.3 out of 5 from 12 reviews". */
export function ratingDescription(summary: { overall: number; reviews: number }): string {
  const text = ratedText(summary);
  return `${text[0]!.toUpperCase()}${text.slice(1)}`;
}

/** The short form for lists, after a cup: "4.3 (12)". */
export function shortRating({ overall, reviews }: { overall: number; reviews: number }): string {
  return `${formatRating(overall)} (${formatCount(reviews)})`;
}

// Map markers carry the overall rating and the review count of their shop. A city view reads a few
// hundred markers, and a number costs 9 bytes of a document, so a tile keeps its markers' ratings
// as one binary column of 4 bytes a marker: a big-endian Uint32 of reviews × 64 + overall rating in
// tenths (0, no reviews, or 10 to 50).

/** What a marker shows of its shop's ratings: the overall rating (0 when none) and the review count. */
export type MarkerRating = { rating: number; reviews: number };

const BYTES_PER_MARKER = 4;
const TENTHS_SPAN = 64; // > 50, the most tenths a rating has
const MAX_MARKER_REVIEWS = Math.floor(0xffffffff / TENTHS_SPAN);

/** A shop's marker rating, from its totals. */
export function markerRating(totals: RatingTotals | undefined): MarkerRating {
  const summary = ratingsSummary(totals);
  return summary ? { rating: summary.overall, reviews: summary.reviews } : { rating: 0, reviews: 0 };
}

/** Markers' ratings as a tile's binary column. */
export function packMarkerRatings(ratings: readonly MarkerRating[]): ArrayBuffer {
  const buffer = new ArrayBuffer(ratings.length * BYTES_PER_MARKER);
  const view = new DataView(buffer);
  ratings.forEach(({ rating, reviews }, i) => {
    const count = Math.min(Math.max(0, Math.round(reviews)), MAX_MARKER_REVIEWS);
    const tenthsOf = count === 0 ? 0 : Math.min(RATING_MAX * 10, Math.max(0, Math.round(rating * 10)));
    view.setUint32(i * BYTES_PER_MARKER, count * TENTHS_SPAN + tenthsOf);
  });
  return buffer;
}

/** Marker i's rating from a tile's binary column; none (0, 0) when the column does not reach it. */
export function unpackMarkerRating(column: ArrayBuffer | undefined, i: number): MarkerRating {
  if (!column || (i + 1) * BYTES_PER_MARKER > column.byteLength) return { rating: 0, reviews: 0 };
  const packed = new DataView(column).getUint32(i * BYTES_PER_MARKER);
  return { rating: (packed % TENTHS_SPAN) / 10, reviews: Math.floor(packed / TENTHS_SPAN) };
}
