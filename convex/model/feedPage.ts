import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { extraBefore, mergeNewestFirst, offsetFromNewest } from "../rules/bigAccounts";
import { FEED_PAGE_SIZE, clampPage, feedWindowStart, totalPages } from "../rules/feed";
import { bigAccountReviews } from "./bigAccounts";
import { feedCounts, feedTotal } from "./feedRows";

/** One item of a feed page: a row of the viewer's own feed, or a big account's review read on open. */
export type PageEntry = { time: number; row: Doc<"feedItems"> } | { time: number; review: Doc<"reviews"> };

/**
 * Rows past the window's old edge read one by one before their count is asked of the aggregate: most feeds hold
 * none or a few (the daily purge takes them), and counting those directly reads less than a walk down the tree.
 */
const OLD_EDGE_READ = 20;

/**
 * Which items a feed page shows (feed.list): the viewer's own rows, written ahead, merged by time with the
 * recent reviews of the big accounts they follow, read now (decision 38). The rows are counted and found by
 * the feedCounts aggregate, except where reading them is cheaper: the newest page, and the few past the
 * window; the big accounts' reviews are few (at most BIG_FOLLOWS_READ × BIG_REVIEWS_READ),
 * and a page past the first finds how many of them come before it with a few counts (`extraBefore`).
 */
export async function feedPage(ctx: QueryCtx, me: Id<"users">, now: number, page: number) {
  const since = feedWindowStart(now);
  // Counting the whole window would read every node of the aggregate's top levels; the total and
  // the small old edge (at most about two days of rows, thanks to the daily purge) read a few rows or a path.
  const [rows, outside, extra] = await Promise.all([
    feedTotal(ctx, me),
    rowsPastWindow(ctx, me, since),
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
  const newest = fromNewest === 0 ? await newestRows(ctx, me, since) : null;
  if (newest !== null) return newest;
  const first =
    fromNewest === 0 ? null : await feedCounts.at(ctx, offsetFromNewest(fromNewest, rows), { namespace: me });
  const { page: entries } = await feedCounts.paginate(ctx, {
    namespace: me,
    bounds: first === null ? undefined : { upper: { key: first.key, id: first.id, inclusive: true } },
    order: "desc",
    pageSize: FEED_PAGE_SIZE,
  });
  const inside = entries.filter(({ key }) => key >= since);
  const found = await Promise.all(inside.map(({ id }) => ctx.db.get("feedItems", id)));
  return found.flatMap((row) => (row === null ? [] : [{ time: row.time, row }]));
}

/** How many of the viewer's rows have left the window and wait for the purge. */
async function rowsPastWindow(ctx: QueryCtx, me: Id<"users">, since: number): Promise<number> {
  const few = await ctx.db
    .query("feedItems")
    .withIndex("by_viewer_time", (q) => q.eq("viewerId", me).lt("time", since))
    .take(OLD_EDGE_READ);
  if (few.length < OLD_EDGE_READ) return few.length;
  return await feedCounts.count(ctx, { namespace: me, bounds: { upper: { key: since, inclusive: false } } });
}

/**
 * The first page straight from the viewer's rows by time, the aggregate's walk left out. Null when rows sharing
 * a time cross the page's edge: which side each falls is the aggregate's order (time, then id), as on the pages
 * after, so the caller walks it. Inside the page, ties are put in that order too.
 */
async function newestRows(ctx: QueryCtx, me: Id<"users">, since: number): Promise<PageEntry[] | null> {
  const rows = await ctx.db
    .query("feedItems")
    .withIndex("by_viewer_time", (q) => q.eq("viewerId", me).gte("time", since))
    .order("desc")
    .take(FEED_PAGE_SIZE + 1);
  const [last, next] = [rows[FEED_PAGE_SIZE - 1], rows[FEED_PAGE_SIZE]];
  if (last !== undefined && next !== undefined && last.time === next.time) return null;
  return rows
    .slice(0, FEED_PAGE_SIZE)
    .sort((a, b) => b.time - a.time || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0))
    .map((row) => ({ time: row.time, row }));
}
