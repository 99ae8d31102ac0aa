// The friends' feed (docs/product.md §2 Feed, §9): window, page math, and the batches its rows are written in.

export const FEED_WINDOW_DAYS = 30;
export const FEED_WINDOW_MS = FEED_WINDOW_DAYS * 24 * 60 * 60 * 1000;
export const FEED_PAGE_SIZE = 10;
/**
 * Feed rows one scheduled batch writes or deletes at most: followers reached when someone posts,
 * items copied when someone follows, rows removed on unfollow, deletion or purge. The user's own
 * mutation writes none; each batch schedules the next.
 */
export const FEED_BATCH = 50;
/** Rows are purged a day after they leave the window, so a client clock a little behind misses none. */
export const FEED_PURGE_AFTER_MS = FEED_WINDOW_MS + 24 * 60 * 60 * 1000;
/** Clients pass `now` rounded down to this bucket so the subscription changes once a minute. */
export const FEED_TIME_BUCKET_MS = 60 * 1000;

// A query has no trustworthy clock of its own, so `now` comes from the client; values outside this
// range cannot be a real clock reading (the window has no upper edge, so a stale bucket never hides
// new posts: it only moves the 30-day start by up to a minute).
const EARLIEST_NOW = Date.UTC(2020, 0, 1);
const LATEST_NOW = Date.UTC(2100, 0, 1);

export function coarseNow(clock: number): number {
  return clock - (clock % FEED_TIME_BUCKET_MS);
}

export function isPlausibleNow(now: number): boolean {
  return Number.isFinite(now) && now >= EARLIEST_NOW && now < LATEST_NOW;
}

/** First instant inside the window: activity exactly 30 days old is still shown. */
export function feedWindowStart(now: number): number {
  return now - FEED_WINDOW_MS;
}

export function totalPages(totalItems: number, pageSize = FEED_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(totalItems / pageSize));
}

/** A requested page, kept inside 1..pages (a page can vanish when activity ages out). */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(pages, Math.max(1, Math.floor(page)));
}

/**
 * The offset of a page's first (newest) item among a viewer's `rows` rows, oldest first, in the
 * aggregate's convention: negative counts from the newest (-1 is the newest), non-negative from
 * the oldest. Whichever end is nearer, since the aggregate walks from that end.
 */
export function pageStartOffset(page: number, rows: number, pageSize = FEED_PAGE_SIZE): number {
  const fromNewest = (page - 1) * pageSize;
  return fromNewest < rows / 2 ? -fromNewest - 1 : rows - 1 - fromNewest;
}

export function pageLabel(page: number, pages: number): string {
  return `Page ${page} of ${pages}`;
}

/** Previous/Next show only when there is more than one page of items (docs/product.md §2 Feed: more than 10). */
export function needsPagination(totalItems: number, pageSize = FEED_PAGE_SIZE): boolean {
  return totalItems > pageSize;
}

export type Timed = { _id: string; _creationTime: number };

/**
 * Where the next batch of an index range ordered by creation time resumes: at the creation time of
 * the last document read (inclusive, so documents sharing that instant are never skipped), leaving
 * out the ids already handled at that instant.
 */
export type Resume = { at: number; seen: string[] };

/** The documents of a batch not handled by an earlier one. */
export function unseen<T extends Timed>(read: readonly T[], from: Resume | null): T[] {
  return from === null ? [...read] : read.filter((doc) => !from.seen.includes(doc._id));
}

/** Where the batch after `read` resumes; `from` is where `read` itself started. */
export function resumeAfter(from: Resume | null, read: readonly Timed[]): Resume | null {
  const last = read.at(-1);
  if (last === undefined) return from;
  const atLast = read.filter((doc) => doc._creationTime === last._creationTime).map((doc) => doc._id);
  const carried = from !== null && from.at === last._creationTime ? from.seen : [];
  return { at: last._creationTime, seen: [...new Set([...carried, ...atLast])] };
}

/** How many to read so that a batch holds up to `wanted` documents not seen before. */
export function readSize(wanted: number, from: Resume | null): number {
  return wanted + (from?.seen.length ?? 0);
}
