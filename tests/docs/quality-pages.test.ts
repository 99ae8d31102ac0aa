// @vitest-environment node
// The quality pages are a dashboard, not a diary: each page of docs/quality/ stays short (its dated runs and
// history go to docs/quality/archive/), and every row of docs/QUALITY.md's table says how to measure the
// figure again and names the files that fail when the budget breaks.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, readRepoFile as read } from "../support/repository";

const PAGES_DIR = "docs/quality";
const MAX_WORDS = 1_500;
/** Rows that are goals or reviews, not budgets a test holds: their cell must say so and why. */
const NOT_ENFORCED_ROWS = ["10,000 daily users", "Repetition", "Newcomer walk"];
const NOT_ENFORCED = /^not enforced: \S/;

/** Words as a reader counts them: runs of text holding a letter or a digit (table pipes and dashes are not words). */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** The cells of the first Markdown table in `text`: its header, then one array per body row. */
export function tableOf(text: string): { header: string[]; rows: string[][] } {
  const lines = text.split("\n").filter((line) => line.trimStart().startsWith("|"));
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, "")
      .split("|")
      .map((cell) => cell.trim());
  const [header = "", , ...body] = lines;
  return { header: cells(header), rows: body.map(cells) };
}

/** The text of each `code` span in a cell. */
const codeSpans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
/** A code span that names a file: a slash or a file ending, no spaces (`tests/web/axe.test.ts`, `.prettierrc.json`). */
const looksLikePath = (span: string) => !/\s/.test(span) && (span.includes("/") || /\.[a-z]+$/.test(span));

/** What is wrong with one row of the dashboard, given the columns of its re-run command and its enforcing files. */
export function rowProblems(row: string[], rerun: number, enforced: number, exists: (path: string) => boolean) {
  const name = row[0] ?? "";
  const problems: string[] = [];
  if (codeSpans(row[rerun] ?? "").length === 0) problems.push(`${name}: no re-run command`);
  const cell = row[enforced] ?? "";
  if (NOT_ENFORCED.test(cell)) {
    if (!NOT_ENFORCED_ROWS.some((allowed) => name.startsWith(allowed)))
      problems.push(`${name}: says it is not enforced, and is not a goal or a review`);
    return problems;
  }
  const paths = codeSpans(cell).filter(looksLikePath);
  if (paths.length === 0) problems.push(`${name}: no enforcing test`);
  for (const path of paths.filter((p) => !exists(p))) problems.push(`${name}: ${path} does not exist`);
  return problems;
}

describe("docs/quality pages", () => {
  const pages = readdirSync(join(ROOT, PAGES_DIR)).filter((name) => name.endsWith(".md"));

  it("finds the pages it checks", () => {
    expect(pages).toEqual(expect.arrayContaining(["browser.md", "cost.md", "security.md", "repetition.md"]));
  });

  it(`each page, the archive aside, is at most ${MAX_WORDS} words`, () => {
    const long = pages
      .map((name) => ({ name, words: wordCount(read(join(PAGES_DIR, name))) }))
      .filter(({ words }) => words > MAX_WORDS)
      .map(({ name, words }) => `${PAGES_DIR}/${name}: ${words} words (move its history to ${PAGES_DIR}/archive/)`);
    expect(long).toEqual([]);
  });
});

describe("docs/QUALITY.md", () => {
  it("every row of its table has a re-run command and names enforcing files that exist", () => {
    const { header, rows } = tableOf(read("docs/QUALITY.md"));
    const rerun = header.findIndex((cell) => /^re-?run/i.test(cell));
    const enforced = header.findIndex((cell) => /enforc/i.test(cell));
    expect({ rerun: rerun >= 0, enforced: enforced >= 0 }).toEqual({ rerun: true, enforced: true });
    expect(rows.length).toBeGreaterThan(20);
    const exists = (path: string) => existsSync(join(ROOT, path));
    expect(rows.flatMap((row) => rowProblems(row, rerun, enforced, exists))).toEqual([]);
  });
});

describe("the checks themselves", () => {
  it("count words, read tables and find a row's problems", () => {
    expect(wordCount("| a | 12 | — | `x` |\n|---|")).toBe(3);
    expect(tableOf("text\n| a | b |\n|---|---|\n| 1 | `c` |\n").rows).toEqual([["1", "`c`"]]);
    const exists = (path: string) => path === "tests/web/axe.test.ts";
    expect(rowProblems(["axe", "`npm run test:web`", "`tests/web/axe.test.ts`"], 1, 2, exists)).toEqual([]);
    expect(rowProblems(["axe", "same", "`tests/web/gone.test.ts`"], 1, 2, exists)).toEqual([
      "axe: no re-run command",
      "axe: tests/web/gone.test.ts does not exist",
    ]);
    expect(rowProblems(["JS size", "`npm run test:web`", "passed"], 1, 2, exists)).toEqual([
      "JS size: no enforcing test",
    ]);
    expect(rowProblems(["Repetition", "`duplicates`", "not enforced: a review"], 1, 2, exists)).toEqual([]);
    expect(rowProblems(["JS size", "`npm run test:web`", "not enforced: later"], 1, 2, exists)).toEqual([
      "JS size: says it is not enforced, and is not a goal or a review",
    ]);
  });
});
