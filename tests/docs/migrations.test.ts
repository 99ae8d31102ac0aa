// @vitest-environment node
// A change of shape ships with its migration and a test that loads the old shape (decision 23): every
// migration of convex/migrations.ts is run by name (`internal.migrations.shopHours`) in a test of tests/backend,
// with tests/support/oldDeployment.ts's `migrate` on documents in the old shape.
import { describe, expect, it } from "vitest";
import * as migrations from "@convex/migrations";
import { readRepoFile, trackedFiles } from "../support/repository";

describe("migrations", () => {
  it("each have a test that runs them on documents in the old shape", () => {
    const tests = trackedFiles("tests/backend")
      .filter((path) => path.endsWith(".test.ts"))
      .map(readRepoFile)
      .filter((source) => source.includes("internal.migrations."));
    const named = (name: string) =>
      tests.some((source) => new RegExp(`internal\\.migrations\\.${name}\\b`).test(source));
    const untested = Object.keys(migrations).filter((name) => name !== "runAll" && !named(name));
    expect(untested, "migrations without a test named for them").toEqual([]);
  });
});
