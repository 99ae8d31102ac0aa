// @vitest-environment node
// Comments in convex/ say how data moves as it moves now. Since decision 25 the shared totals (a
// shop's ratings and its marker's copy, its popular drink, Helpful counts, follower counts and
// notifications) change in scheduled jobs, not in the mutation of the person acting; comments that
// said "in the same transaction" or "together or not at all" about them were false for months. This
// check keeps those claims from coming back: a comment that puts a shared total in the acting
// mutation must name the jobs (or decision 25) in the same sentence.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/repository";

const SKIPPED_DIRS = new Set(["_generated", "data", "node_modules"]);

/** Every TypeScript file under convex/, generated code and data aside. */
function convexFiles(dir = join(ROOT, "convex")): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIPPED_DIRS.has(name) ? [] : convexFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

type Comment = { line: number; text: string };

/**
 * A file's comments as blocks of prose: a run of line comments with nothing but white space between
 * them is one block, so a sentence that wraps over lines is read whole.
 */
function commentsOf(path: string): Comment[] {
  const source = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true);
  const text = source.getFullText();
  const ranges = new Map<number, ts.CommentRange>();
  const collect = (found: ts.CommentRange[] | undefined) => found?.forEach((range) => ranges.set(range.pos, range));
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    node.getChildren(source).forEach(visit);
  };
  visit(source);

  const blocks: { pos: number; end: number; parts: string[] }[] = [];
  for (const range of [...ranges.values()].sort((a, b) => a.pos - b.pos)) {
    const prose = text
      .slice(range.pos, range.end)
      .replace(/^\/\*\*?|\*\/$/g, "")
      .replace(/^\s*(?:\/\/|\*)/gm, "");
    const last = blocks.at(-1);
    if (last && /^\s*$/.test(text.slice(last.end, range.pos))) {
      last.parts.push(prose);
      last.end = range.end;
    } else blocks.push({ pos: range.pos, end: range.end, parts: [prose] });
  }
  return blocks.map((block) => ({
    line: source.getLineAndCharacterOfPosition(block.pos).line + 1,
    text: block.parts.join(" ").replace(/\s+/g, " ").trim(),
  }));
}

/** Phrases decision 25 made false wherever they stood; none of them has a true use left. */
const FALSE_PHRASES = [
  /together or not at all/i,
  /in the vote's own mutation/i,
  /counted in the vote's mutation/i,
  /in the mutation that caused the event/i,
  /written here in the same mutation as the shop/i,
];

/** Saying that something happens inside the acting mutation. */
const IN_THE_ACTING_MUTATION =
  /same (?:transaction|mutation)|(?:'s|s') own (?:transaction|mutation)|mutation that caused/i;
/** The totals decision 25 moved out of that mutation. */
const SHARED_TOTAL =
  /\b(?:ratings?|rating ?totals|popular drink|drink ?stats|helpful ?count|helpful votes? count|followers?(?: count)?|follow counts?|notifications?|map tiles?|tiles?)\b/i;
/** A sentence that names the jobs says how they move, so it is not the stale claim. */
const NAMES_THE_JOBS = /\bjobs?\b|scheduled|decision 25|totals\.ts|sharedTotals/i;

/** Where a comment claims a shared total moves in the acting mutation, or uses a phrase decision 25 made false. */
function staleClaims(comment: string): string[] {
  const phrases = FALSE_PHRASES.filter((phrase) => phrase.test(comment)).map((phrase) => phrase.source);
  const sentences = comment
    .split(/(?<=[.;])\s+/)
    .filter(
      (sentence) =>
        IN_THE_ACTING_MUTATION.test(sentence) && SHARED_TOTAL.test(sentence) && !NAMES_THE_JOBS.test(sentence),
    );
  return [...phrases, ...sentences];
}

describe("comments about shared totals (decision 25)", () => {
  it("reads the comments of convex/", () => {
    const files = convexFiles().map((path) => relative(ROOT, path));
    expect(files).toEqual(expect.arrayContaining(["convex/reviews.ts", "convex/model/mapTiles.ts"]));
    expect(files.some((path) => path.startsWith("convex/_generated/"))).toBe(false);
    const reviews = commentsOf(join(ROOT, "convex/reviews.ts")).map((comment) => comment.text);
    expect(reviews.some((text) => text.includes("Write a review. The photos are storage ids"))).toBe(true);
  });

  it("finds the claims it is for", () => {
    // As convex/reviews.ts and convex/model/mapTiles.ts said them before they were mended.
    expect(
      staleClaims(
        "The review, its photos, the shop's ratings and map marker, the reviewer's badge counters and the feed rows of (up to FEED_BATCH of) their followers are written together or not at all.",
      ),
    ).not.toEqual([]);
    expect(
      staleClaims(
        "The review keeps its place. In the same transaction the shop's ratings and map marker, its popular drink and the author's photo badge follow.",
      ),
    ).not.toEqual([]);
    expect(
      staleClaims("The map's markers live in tiles (schema: mapTiles), written in the same mutation as the shop."),
    ).not.toEqual([]);
    expect(staleClaims("Counted on the review (reviews.helpfulCount) in the voter's own mutation.")).not.toEqual([]);
    // True claims pass: badges do change in the acting mutation, and a sentence naming the jobs is no stale claim.
    expect(staleClaims("Badge counters, each made in the same mutation as the record it counts.")).toEqual([]);
    expect(staleClaims("The ratings change not in the same mutation but in a scheduled job.")).toEqual([]);
  });

  it("finds none in convex/", () => {
    const stale = convexFiles().flatMap((path) =>
      commentsOf(path).flatMap(({ line, text }) =>
        staleClaims(text).map((claim) => `${relative(ROOT, path)}:${line}: ${claim}`),
      ),
    );
    expect(stale).toEqual([]);
  });
});
