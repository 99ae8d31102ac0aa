import type { TestProject } from "vitest/node";
import { spawnSandbox } from "./sandboxProcess";

declare module "vitest" {
  export interface ProvidedContext {
    sandboxUrl: string;
    sandboxLog: string;
  }
}

/** Starts one sandbox (fresh seed, random free port, production build) for the whole browser suite. */
export default async function setup(project: TestProject) {
  const sandbox = await spawnSandbox({ testHooks: true });
  project.provide("sandboxUrl", sandbox.url);
  project.provide("sandboxLog", sandbox.logPath);
  return () => sandbox.stop();
}
