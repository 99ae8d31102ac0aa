import { describe, expect, it } from "vitest";
import {
  FEED_PURGE_AFTER_MS,
  FEED_WINDOW_MS,
  clampPage,
  coarseNow,
  feedWindowStart,
  isPlausibleNow,
  needsPagination,
  pageLabel,
  pageStartOffset,
  readSize,
  resumeAfter,
  totalPages,
  unseen,
  type Resume,
  type Timed,
} from "./feed";

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

  it("keeps the page inside the range", () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(7, 3)).toBe(3);
    expect(clampPage(2.6, 3)).toBe(2);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(pageLabel(2, 3)).toBe("Page 2 of 3");
  });

  it("starts each page 10 further from the newest item, counted from the nearer end", () => {
    // Newest-half pages count back from the newest (-1), older ones forward from the oldest (0).
    expect([1, 2, 3].map((page) => pageStartOffset(page, 25))).toEqual([-1, -11, 4]);
    expect([1, 50, 51, 100].map((page) => pageStartOffset(page, 1000))).toEqual([-1, -491, 499, 9]);
    // Either way it names the same item: read newest first from there, page 3 of 25 holds the 5 oldest.
    const oldestFirst = Array.from({ length: 25 }, (_, i) => i);
    for (const page of [1, 2, 3]) {
      const offset = pageStartOffset(page, 25);
      const start = offset < 0 ? oldestFirst.length + offset : offset;
      expect(oldestFirst[start]).toBe(24 - (page - 1) * 10);
    }
    expect(oldestFirst.slice(0, pageStartOffset(3, 25) + 1).reverse()).toEqual([4, 3, 2, 1, 0]);
  });

  it("purges a day after items leave the window", () => {
    expect(FEED_PURGE_AFTER_MS - FEED_WINDOW_MS).toBe(24 * 60 * 60 * 1000);
  });
});

describe("batches that resume where the last one stopped", () => {
  const docs = (...times: number[]): Timed[] => times.map((t, i) => ({ _id: `d${i}`, _creationTime: t }));

  /** Walks an ascending range batch by batch the way the fan-out does, returning the ids in order. */
  function walk(all: Timed[], batch: number): string[] {
    const handled: string[] = [];
    let from: Resume | null = null;
    for (let round = 0; round < 100; round++) {
      const size = readSize(batch, from);
      const start: Resume | null = from;
      const read = all.filter((doc) => start === null || doc._creationTime >= start.at).slice(0, size);
      handled.push(...unseen(read, from).map((doc) => doc._id));
      if (read.length < size) return handled;
      from = resumeAfter(from, read);
    }
    throw new Error("did not finish");
  }

  it("hands out every document once across batches", () => {
    const all = docs(1, 2, 3, 4, 5, 6, 7);
    expect(walk(all, 3)).toEqual(all.map((doc) => doc._id));
  });

  it("never skips or repeats documents that share a creation time, even more of them than a batch", () => {
    const all = docs(1, 5, 5, 5, 5, 5, 6, 7);
    for (const batch of [1, 2, 3, 4]) expect(walk(all, batch), `batch ${batch}`).toEqual(all.map((doc) => doc._id));
  });

  it("resumes at the last time read, remembering what was seen there", () => {
    expect(resumeAfter(null, docs(1, 2, 2))).toEqual({ at: 2, seen: ["d1", "d2"] });
    expect(resumeAfter({ at: 2, seen: ["x"] }, docs(2, 2))).toEqual({ at: 2, seen: ["x", "d0", "d1"] });
    expect(resumeAfter({ at: 2, seen: ["x"] }, docs(2, 3))).toEqual({ at: 3, seen: ["d1"] });
    expect(resumeAfter({ at: 2, seen: ["x"] }, [])).toEqual({ at: 2, seen: ["x"] });
    expect(readSize(10, { at: 2, seen: ["x", "y"] })).toBe(12);
    expect(readSize(10, null)).toBe(10);
  });
});
