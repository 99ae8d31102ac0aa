import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

// The repository as the structural tests of tests/docs read it.

/** The repository's root folder. */
export const ROOT = resolve(import.meta.dirname, "../..");

/** A file's text, by its path from the root. */
export const readRepoFile = (path: string) => readFileSync(resolve(ROOT, path), "utf8");

/** The paths git tracks (under `folder`, when given), from the root. */
export function trackedFiles(folder?: string): string[] {
  const args = folder === undefined ? ["ls-files"] : ["ls-files", folder];
  return execFileSync("git", args, { cwd: ROOT, encoding: "utf8" })
    .split("\n")
    .filter((path) => path !== "");
}
