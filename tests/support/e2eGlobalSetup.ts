import { copyFileSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { RESULTS, artifactsSince } from "./browserArtifacts";
import { spawnSandbox } from "./sandboxProcess";

declare module "vitest" {
  export interface ProvidedContext {
    sandboxUrl: string;
    sandboxLog: string;
  }
}

/**
 * Starts one sandbox (fresh seed, random free port, production build) for the whole browser suite;
 * at the end, names the folders where failing tests left their artifacts.
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const sandbox = await spawnSandbox({ testHooks: true });
  project.provide("sandboxUrl", sandbox.url);
  project.provide("sandboxLog", sandbox.logPath);
  return () => {
    sandbox.stop();
    const written = artifactsSince(started);
    if (written.length === 0) return;
    // The backend's side of the story too (its errors, reset codes).
    const log = join(RESULTS, `${project.name}-sandbox.log`);
    copyFileSync(sandbox.logPath, log);
    console.error(
      ["Browser test failure artifacts (tests/README.md says how to read them):", ...written, log].join("\n  "),
    );
  };
}
