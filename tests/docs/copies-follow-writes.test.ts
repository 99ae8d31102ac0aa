// @vitest-environment node
// Copies kept for readers follow every write to what they copy: the shop panel's file on the bucket
// (decision 42), published again only when a write says so (convex/model/panelFiles.ts, `panelChanged`; a
// shop's first insert needs no file, pages read the live query until one exists, nor does the demo seed), and
// the search's copy of a shop's name and place (convex/model/shopNames.ts, `keepShopName`).
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/repository";

/** What the panel file holds: the tables convex/model/panelShared.ts reads, but the live counts and badges. */
const PANEL_TABLES = ["shops", "shopTotals", "drinkStats", "beans", "reviews", "photos"];
const WRITE = new RegExp(`\\.(insert|patch|replace|delete)\\("(${PANEL_TABLES.join("|")})"`, "g");
const EXEMPT = new Set(["convex/seed.ts"]);

function backendFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "_generated" ? [] : backendFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("copies follow every write", () => {
  it("every file that changes what a panel file holds publishes it again", () => {
    const silent = backendFiles(join(ROOT, "convex")).flatMap((path) => {
      const file = relative(ROOT, path);
      const code = readFileSync(path, "utf8");
      const writes = [...code.matchAll(WRITE)].filter(([, op, table]) => !(op === "insert" && table === "shops"));
      return writes.length > 0 && !EXEMPT.has(file) && !code.includes("panelChanged(") ? [file] : [];
    });
    expect(silent).toEqual([]);
  });

  it("every file that writes a shop keeps its search copy, or says why it need not", () => {
    const NO_NAME_CHANGE: Record<string, string> = {
      "convex/model/eraseSteps.ts": "the submitter's name only",
      "convex/renames.ts": "the submitter's name only",
      "convex/model/shopClosure.ts": "closing and reopening only",
    };
    const shopWrite = /\.(insert|patch|replace)\("shops"/;
    const silent = backendFiles(join(ROOT, "convex")).flatMap((path) => {
      const file = relative(ROOT, path);
      const code = readFileSync(path, "utf8");
      return shopWrite.test(code) && !(file in NO_NAME_CHANGE) && !code.includes("keepShopName(") ? [file] : [];
    });
    expect(silent).toEqual([]);
  });
});
