// A burst of low ratings on one shop from accounts made close together: the pattern of bought or
// vengeful ratings (five fresh accounts, 1-cup reviews the same day). Their reviews count nowhere until
// the authors are established (decision 28); a burst also goes to the moderators' queue on its own.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A review at or under this overall rating (of 5) is a low one. */
export const BURST_LOW_RATING = 2;
/** How many low reviews by different new accounts make a burst. */
export const BURST_MIN_REVIEWS = 3;
/** ...written within this time of each other... */
export const BURST_WINDOW_MS = 2 * DAY;
/** ...by accounts created within this time of each other. */
export const BURST_ACCOUNTS_SPAN_MS = 7 * DAY;
/** The shop's newest reviews read to look for one (a burst is among the newest). */
export const BURST_REVIEWS_READ = 30;

/** What the moderators' queue says of a shop flagged for a burst. */
export const BURST_REASON = "A burst of low ratings from new accounts made close together";

export type BurstReview = {
  authorId: string;
  authorCreatedAt: number;
  writtenAt: number;
  overall: number;
  counted: boolean;
};

export const isLowRating = (overall: number) => overall <= BURST_LOW_RATING;

/** Whether the reviews (a shop's newest) hold a burst ending with the newest one. */
export function isLowRatingBurst(reviews: BurstReview[]): boolean {
  const newest = Math.max(...reviews.map((review) => review.writtenAt));
  const creationTimes = new Map<string, number>();
  for (const review of reviews) {
    if (review.counted || !isLowRating(review.overall) || newest - review.writtenAt > BURST_WINDOW_MS) continue;
    creationTimes.set(review.authorId, review.authorCreatedAt);
  }
  const created = [...creationTimes.values()].sort((a, b) => a - b);
  // Any BURST_MIN_REVIEWS accounts in a row of the sorted creation times within the span.
  for (let i = 0; i + BURST_MIN_REVIEWS - 1 < created.length; i++) {
    if (created[i + BURST_MIN_REVIEWS - 1]! - created[i]! <= BURST_ACCOUNTS_SPAN_MS) return true;
  }
  return false;
}
