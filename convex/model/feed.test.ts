import { describe, expect, it } from "vitest";
import {
  FEED_WINDOW_MS,
  clampPage,
  coarseNow,
  feedWindowStart,
  isPlausibleNow,
  mergeNewest,
  needsPagination,
  pageLabel,
  pageSlice,
  totalPages,
  type FeedSource,
  type Timed,
} from "./feed";

/** A newest-first source over fixed items that records how many items each read asked for. */
function source(times: number[], prefix: string, reads: number[] = []): FeedSource<Timed> {
  const items = times.map((t, i) => ({ _id: `${prefix}${i}`, _creationTime: t })).sort((a, b) => b._creationTime - a._creationTime);
  return async (before, n) => {
    reads.push(n);
    return items.filter((item) => before === null || item._creationTime <= before).slice(0, n);
  };
}

describe("feed window", () => {
  it("starts exactly 30 days before now", () => {
    expect(FEED_WINDOW_MS).toBe(30 * 24 * 60 * 60 * 1000);
    expect(feedWindowStart(Date.UTC(2026, 10, 21))).toBe(Date.UTC(2026, 9, 22));
  });

  it("rounds the client clock down to the minute", () => {
    expect(coarseNow(Date.UTC(2026, 0, 1, 12, 30, 59, 999))).toBe(Date.UTC(2026, 0, 1, 12, 30));
  });

  it("refuses clocks that cannot be real", () => {
    expect(isPlausibleNow(Date.UTC(2026, 10, 21))).toBe(true);
    expect(isPlausibleNow(Date.UTC(2300, 0, 1))).toBe(false);
    expect(isPlausibleNow(0)).toBe(false);
    expect(isPlausibleNow(Number.NaN)).toBe(false);
  });
});

describe("feed pages", () => {
  it.each([
    [0, 1],
    [10, 1],
    [11, 2],
    [25, 3],
  ])("%i items make %i page(s)", (items, pages) => expect(totalPages(items)).toBe(pages));

  it("shows Previous/Next only above 10 items", () => {
    expect(needsPagination(10)).toBe(false);
    expect(needsPagination(11)).toBe(true);
  });

  it("keeps the page inside the range and slices 10 at a time", () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(7, 3)).toBe(3);
    expect(clampPage(2.6, 3)).toBe(2);
    const items = Array.from({ length: 25 }, (_, i) => i);
    expect(pageSlice(items, 3)).toEqual([20, 21, 22, 23, 24]);
    expect(pageLabel(2, 3)).toBe("Page 2 of 3");
  });
});

describe("mergeNewest", () => {
  it("merges sources newest first up to the limit", async () => {
    const merged = await mergeNewest([source([1, 5, 9], "a"), source([2, 3, 10, 7], "b"), source([], "c")], 5);
    expect(merged.map((item) => item._creationTime)).toEqual([10, 9, 7, 5, 3]);
  });

  it("reads more from a source only while it keeps winning", async () => {
    const busyReads: number[] = [];
    const quietReads: number[] = [];
    const busy = source(Array.from({ length: 100 }, (_, i) => 1000 + i), "busy", busyReads);
    const quiet = source(Array.from({ length: 100 }, (_, i) => i), "quiet", quietReads);
    const merged = await mergeNewest([busy, quiet], 20);
    expect(merged).toHaveLength(20);
    expect(merged.every((item) => item._id.startsWith("busy"))).toBe(true);
    expect(quietReads).toEqual([3]);
    expect(busyReads.reduce((sum, n) => sum + n, 0)).toBeLessThan(20 * 3);
  });

  it("does not repeat or lose items that share a creation time across reads", async () => {
    const merged = await mergeNewest([source([5, 5, 5, 5, 5, 4, 3], "a")], 10, 2);
    expect(merged.map((item) => item._id).sort()).toEqual(["a0", "a1", "a2", "a3", "a4", "a5", "a6"]);
  });
});
