// @vitest-environment node
// The shop panel's file on the bucket (decision 42) is published again only when a write says so
// (convex/model/panelFiles.ts, `panelChanged`): every backend file that changes what the panel file holds
// must say so. A shop's first insert needs no file (pages read the live query until one exists), nor
// does the demo seed.
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

describe("the shop panel's file follows every change", () => {
  it("every file that changes what a panel file holds publishes it again", () => {
    const silent = backendFiles(join(ROOT, "convex")).flatMap((path) => {
      const file = relative(ROOT, path);
      const code = readFileSync(path, "utf8");
      const writes = [...code.matchAll(WRITE)].filter(([, op, table]) => !(op === "insert" && table === "shops"));
      return writes.length > 0 && !EXEMPT.has(file) && !code.includes("panelChanged(") ? [file] : [];
    });
    expect(silent).toEqual([]);
  });
});
