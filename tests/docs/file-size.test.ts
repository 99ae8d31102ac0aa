// @vitest-environment node
// Thin files: no source file, test or script the repository tracks reaches 300 lines,
// generated code aside. A file growing past it splits by what its parts do.
import { describe, expect, it } from "vitest";
import { readRepoFile, trackedFiles } from "../support/repository";

const MAX_LINES = 300;
const CODE_FILE = /\.(ts|tsx|js|mjs|mts|cjs|css|html)$/;

describe("file size", () => {
  it(`every tracked code file that is not generated is under ${MAX_LINES} lines`, () => {
    const files = trackedFiles().filter((path) => CODE_FILE.test(path) && !path.includes("/_generated/"));
    expect(files.length).toBeGreaterThan(100);
    const long = files
      .map((path) => ({ path, lines: readRepoFile(path).trimEnd().split("\n").length }))
      .filter(({ lines }) => lines >= MAX_LINES)
      .map(({ path, lines }) => `${path}: ${lines}`);
    expect(long).toEqual([]);
  });
});
