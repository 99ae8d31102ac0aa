import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { extraBefore, mergeNewestFirst, offsetFromNewest } from "../rules/bigAccounts";
import { FEED_PAGE_SIZE, clampPage, feedWindowStart, totalPages } from "../rules/feed";
import { bigAccountReviews } from "./bigAccounts";
import { feedCounts, feedTotal } from "./feedRows";

/** One item of a feed page: a row of the viewer's own feed, or a big account's review read on open. */
export type PageEntry = { time: number; rowId: Id<"feedItems"> } | { time: number; review: Doc<"reviews"> };

/**
 * Which items a feed page shows (feed.list): the viewer's own rows, written ahead, merged by time with the
 * recent reviews of the big accounts they follow, read now (decision 38). The rows are counted and found by
 * the feedCounts aggregate; the big accounts' reviews are few (at most BIG_FOLLOWS_READ × BIG_REVIEWS_READ),
 * and a page past the first finds how many of them come before it with a few counts (`extraBefore`).
 */
export async function feedPage(ctx: QueryCtx, me: Id<"users">, now: number, page: number) {
  const since = feedWindowStart(now);
  // Counting the whole window would read every node of the aggregate's top levels; the total and
  // the small old edge (at most about two days of rows, thanks to the daily purge) read a path.
  const [rows, outside, extra] = await Promise.all([
    feedTotal(ctx, me),
    feedCounts.count(ctx, { namespace: me, bounds: { upper: { key: since, inclusive: false } } }),
    bigAccountReviews(ctx, me, since),
  ]);
  const inWindow = rows - outside;
  const totalItems = inWindow + extra.length;
  const pages = totalPages(totalItems);
  const current = clampPage(page, pages);
  const none = { entries: [] as PageEntry[], page: current, totalPages: pages, totalItems };
  if (totalItems === 0) return none;

  const start = (current - 1) * FEED_PAGE_SIZE;
  const rowsAsNew = (time: number) =>
    feedCounts.count(ctx, { namespace: me, bounds: { lower: { key: time, inclusive: true } } });
  const before =
    extra.length === 0 || start === 0
      ? 0
      : await extraBefore(extra.length, start, (i) => rowsAsNew(extra[i]!._creationTime));
  const rowEntries = await rowsFrom(ctx, me, start - before, inWindow, rows, since);
  const entries = mergeNewestFirst<PageEntry>(
    rowEntries,
    extra.slice(before).map((review) => ({ time: review._creationTime, review })),
    FEED_PAGE_SIZE,
  );
  return { ...none, entries };
}

/**
 * A page of the viewer's rows from the one `fromNewest` places below the newest: its first row, then it and
 * the rows after it in the aggregate's own order (time, then row id), so pages never overlap or skip rows
 * that share a time. The window is the newest `inWindow` of all `rows`, so offsets need no bounds.
 */
async function rowsFrom(
  ctx: QueryCtx,
  me: Id<"users">,
  fromNewest: number,
  inWindow: number,
  rows: number,
  since: number,
): Promise<PageEntry[]> {
  if (fromNewest >= inWindow) return [];
  const first =
    fromNewest === 0 ? null : await feedCounts.at(ctx, offsetFromNewest(fromNewest, rows), { namespace: me });
  const { page: entries } = await feedCounts.paginate(ctx, {
    namespace: me,
    bounds: first === null ? undefined : { upper: { key: first.key, id: first.id, inclusive: true } },
    order: "desc",
    pageSize: FEED_PAGE_SIZE,
  });
  return entries.filter(({ key }) => key >= since).map(({ key, id }) => ({ time: key, rowId: id }));
}
