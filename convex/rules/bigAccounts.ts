// Accounts with very many followers (decision 38): their reviews are read when a follower opens the feed
// instead of being copied into every follower's feed.

/**
 * Followers from which an account's new reviews are read on open rather than fanned out. A fan-out writes
 * about 4.4 documents a follower (the row, its aggregate nodes, the total) in batches of 50: at 5,000
 * followers one review is 100 batches and some 22,000 writes, and the last follower waits about 10 s.
 */
export const BIG_ACCOUNT_FOLLOWERS = 5_000;
/** Big accounts a feed page reads the reviews of, at most (the first by account id). */
export const BIG_FOLLOWS_READ = 10;
/** Newest reviews read of each big account per feed page, at most. */
export const BIG_REVIEWS_READ = 10;
/** Followers a batch marks when an account becomes big. */
export const BIG_FOLLOWERS_BATCH = 200;

export function isBigAccount(followers: number): boolean {
  return followers >= BIG_ACCOUNT_FOLLOWERS;
}

/** Whether an author's review written at `time` is read on open: the author is big (since `bigSince`) and it came after. */
export function readOnOpen(bigSince: number | null, time: number): boolean {
  return bigSince !== null && time >= bigSince;
}

/**
 * The aggregate offset of the row `fromNewest` places below the newest (0 is the newest) among `rows`:
 * negative counts from the newest (-1 is the newest), non-negative from the oldest, whichever end is nearer.
 */
export function offsetFromNewest(fromNewest: number, rows: number): number {
  return fromNewest < rows / 2 ? -fromNewest - 1 : rows - 1 - fromNewest;
}

export type TimedItem = { time: number };

/** Two lists, each newest first, as one newest first, `size` long at most; on equal times the feed's rows come first. */
export function mergeNewestFirst<T extends TimedItem>(rows: readonly T[], extra: readonly T[], size: number): T[] {
  const merged: T[] = [];
  let [r, e] = [0, 0];
  while (merged.length < size && (r < rows.length || e < extra.length)) {
    const takeRow = e >= extra.length || (r < rows.length && rows[r]!.time >= extra[e]!.time);
    merged.push(takeRow ? rows[r++]! : extra[e++]!);
  }
  return merged;
}

/**
 * The first index `i` of `extra` (newest first) whose place in the merged feed is at or past `start`, where
 * `rowsNewer(i)` says how many feed rows are as new or newer than extra[i] (so its place is i + rowsNewer(i)).
 * A binary search: a page reads a few counts, not one per item.
 */
export async function extraBefore(
  count: number,
  start: number,
  rowsNewer: (index: number) => Promise<number>,
): Promise<number> {
  let [low, high] = [0, count];
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (middle + (await rowsNewer(middle)) >= start) high = middle;
    else low = middle + 1;
  }
  return low;
}
