// @vitest-environment node
// Commit subjects say what changed in under 72 characters; the story goes in the body (CONTRIBUTING.md).
// Checked for every commit since the rule began, by date, so a shallow clone checks what it has.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/repository";

const RULE_BEGAN = "2026-11-28T09:00:00Z";
const MAX_SUBJECT = 72;

describe("commit subjects", () => {
  it(`are under ${MAX_SUBJECT} characters since the rule began`, () => {
    const subjects = execFileSync("git", ["log", `--since=${RULE_BEGAN}`, "--format=%s"], {
      cwd: ROOT,
      encoding: "utf8",
    })
      .split("\n")
      .filter(Boolean);
    expect(subjects.filter((subject) => subject.length >= MAX_SUBJECT)).toEqual([]);
  });
});
