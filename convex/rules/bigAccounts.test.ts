import { describe, expect, it } from "vitest";
import {
  BIG_ACCOUNT_FOLLOWERS,
  extraBefore,
  isBigAccount,
  mergeNewestFirst,
  offsetFromNewest,
  readOnOpen,
} from "./bigAccounts";
import { pageStartOffset } from "./feed";

describe("big accounts (decision 38)", () => {
  it("are big from the threshold up", () => {
    expect(isBigAccount(BIG_ACCOUNT_FOLLOWERS - 1)).toBe(false);
    expect(isBigAccount(BIG_ACCOUNT_FOLLOWERS)).toBe(true);
  });

  it("read on open only the reviews written since the account became big", () => {
    expect(readOnOpen(null, 5)).toBe(false);
    expect(readOnOpen(10, 5)).toBe(false);
    expect(readOnOpen(10, 10)).toBe(true);
  });

  it("count offsets from the nearer end, as the feed's pages do", () => {
    for (const rows of [1, 7, 30]) {
      for (let page = 1; (page - 1) * 10 < rows; page++) {
        expect(offsetFromNewest((page - 1) * 10, rows)).toBe(pageStartOffset(page, rows));
      }
    }
  });

  it("merge two newest-first lists into one page, rows first on a tie", () => {
    const rows = [
      { time: 9, id: "r9" },
      { time: 5, id: "r5" },
      { time: 1, id: "r1" },
    ];
    const extra = [
      { time: 7, id: "e7" },
      { time: 5, id: "e5" },
    ];
    expect(mergeNewestFirst(rows, extra, 10).map((item) => item.id)).toEqual(["r9", "e7", "r5", "e5", "r1"]);
    expect(mergeNewestFirst(rows, extra, 2).map((item) => item.id)).toEqual(["r9", "e7"]);
  });

  it("find how many of the extra items come before a page's start", async () => {
    // Rows at times 9, 5, 1; extra at 7 and 5 (rows win ties): merged r9 e7 r5 e5 r1.
    const rowTimes = [9, 5, 1];
    const extraTimes = [7, 5];
    const rowsNewer = async (i: number) => rowTimes.filter((time) => time >= extraTimes[i]!).length;
    expect(await extraBefore(2, 0, rowsNewer)).toBe(0);
    expect(await extraBefore(2, 1, rowsNewer)).toBe(0);
    expect(await extraBefore(2, 2, rowsNewer)).toBe(1);
    expect(await extraBefore(2, 4, rowsNewer)).toBe(2);
    expect(await extraBefore(2, 5, rowsNewer)).toBe(2);
  });
});
