// The friends' feed (SPEC §2 Feed, §9): window, newest-first merge and page math.

export const FEED_WINDOW_DAYS = 30;
export const FEED_WINDOW_MS = FEED_WINDOW_DAYS * 24 * 60 * 60 * 1000;
export const FEED_PAGE_SIZE = 10;
/** Followees read per feed; far above a normal circle of friends. */
export const FEED_MAX_FOLLOWEES = 500;
/** Items the feed holds at most (20 pages); older activity beyond this is not listed. */
export const FEED_MAX_ITEMS = 200;
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

export function pageSlice<T>(items: readonly T[], page: number, pageSize = FEED_PAGE_SIZE): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

export function pageLabel(page: number, pages: number): string {
  return `Page ${page} of ${pages}`;
}

/** Previous/Next show only when there is more than one page of items (SPEC: more than 10). */
export function needsPagination(totalItems: number, pageSize = FEED_PAGE_SIZE): boolean {
  return totalItems > pageSize;
}

export type Timed = { _id: string; _creationTime: number };

/**
 * One newest-first stream of activity (one followee's reviews, or their shops). `read(before, n)`
 * returns up to n items, newest first, created at or before `before` (all when null).
 */
export type FeedSource<T extends Timed> = (before: number | null, n: number) => Promise<T[]>;

type Cursor<T> = { buffer: T[]; seen: Set<string>; exhausted: boolean; chunk: number; last: number | null };

/**
 * The newest `limit` items across many newest-first sources, reading only a few items per source
 * up front and more from a source only while it keeps winning: at most
 * sources × firstChunk + limit + (refills) documents, however long each history is.
 */
export async function mergeNewest<T extends Timed>(
  sources: readonly FeedSource<T>[],
  limit: number,
  firstChunk = 3,
): Promise<T[]> {
  const cursors: Cursor<T>[] = await Promise.all(
    sources.map(async (read) => {
      const buffer = await read(null, firstChunk);
      return { buffer, seen: new Set<string>(), exhausted: buffer.length < firstChunk, chunk: firstChunk, last: null };
    }),
  );
  const merged: T[] = [];
  while (merged.length < limit) {
    let best: Cursor<T> | null = null;
    for (const cursor of cursors) {
      const head = cursor.buffer[0];
      if (head && (best === null || isNewer(head, best.buffer[0]))) best = cursor;
    }
    if (best === null) break;
    const item = best.buffer.shift()!;
    best.seen.add(item._id);
    best.last = item._creationTime;
    merged.push(item);
    if (best.buffer.length === 0 && !best.exhausted) await refill(best, sources[cursors.indexOf(best)], limit);
  }
  return merged;
}

function isNewer(a: Timed, b: Timed): boolean {
  return a._creationTime > b._creationTime || (a._creationTime === b._creationTime && a._id > b._id);
}

/** Next items of a source, doubling the read size; items sharing the last time are skipped once seen. */
async function refill<T extends Timed>(cursor: Cursor<T>, read: FeedSource<T>, limit: number) {
  while (cursor.buffer.length === 0 && !cursor.exhausted) {
    cursor.chunk = Math.min(cursor.chunk * 2, limit);
    const items = await read(cursor.last, cursor.chunk);
    cursor.exhausted = items.length < cursor.chunk;
    cursor.buffer = items.filter((item) => !cursor.seen.has(item._id));
    if (cursor.buffer.length === 0 && cursor.chunk >= limit) cursor.exhausted = true;
  }
}
