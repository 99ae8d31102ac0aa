// @vitest-environment node
// A change of shape ships with its migration and a test that loads the old shape (decision 23): every
// migration of convex/migrations.ts is run by name (`internal.migrations.shopHours`) in a test of tests/backend,
// with tests/support/oldDeployment.ts's `migrate` on documents in the old shape.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import * as migrations from "@convex/migrations";

const ROOT = resolve(import.meta.dirname, "../..");

describe("migrations", () => {
  it("each have a test that runs them on documents in the old shape", () => {
    const tests = execFileSync("git", ["ls-files", "tests/backend"], { cwd: ROOT, encoding: "utf8" })
      .split("\n")
      .filter((path) => path.endsWith(".test.ts"))
      .map((path) => readFileSync(resolve(ROOT, path), "utf8"))
      .filter((source) => source.includes("internal.migrations."));
    const named = (name: string) =>
      tests.some((source) => new RegExp(`internal\\.migrations\\.${name}\\b`).test(source));
    const untested = Object.keys(migrations).filter((name) => name !== "runAll" && !named(name));
    expect(untested, "migrations without a test named for them").toEqual([]);
  });
});
