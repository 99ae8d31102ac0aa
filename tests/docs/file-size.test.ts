// @vitest-environment node
// Thin files: no source file, test or script the repository tracks reaches 300 lines,
// generated code aside. A file growing past it splits by what its parts do.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const MAX_LINES = 300;
const CODE_FILE = /\.(ts|tsx|js|mjs|mts|cjs|css|html)$/;

describe("file size", () => {
  it(`every tracked code file that is not generated is under ${MAX_LINES} lines`, () => {
    const files = execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" })
      .split("\n")
      .filter((path) => CODE_FILE.test(path) && !path.includes("/_generated/"));
    expect(files.length).toBeGreaterThan(100);
    const long = files
      .map((path) => ({ path, lines: readFileSync(resolve(ROOT, path), "utf8").trimEnd().split("\n").length }))
      .filter(({ lines }) => lines >= MAX_LINES)
      .map(({ path, lines }) => `${path}: ${lines}`);
    expect(long).toEqual([]);
  });
});
