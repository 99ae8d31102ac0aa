import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, openSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    sandboxUrl: string;
    sandboxLog: string;
  }
}

const READY = /sandbox ready at (\S+)/;

/** Starts one sandbox (fresh seed, random free port) for the whole browser suite. */
export default async function setup(project: TestProject) {
  const root = resolve(import.meta.dirname, "../..");
  const logPath = join(mkdtempSync(join(tmpdir(), "brewmap-e2e-")), "sandbox.log");
  const port = 20000 + Math.floor(Math.random() * 20000);
  const out = openSync(logPath, "a");
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "sandbox/server.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SANDBOX_TEST_HOOKS: "1" },
    stdio: ["ignore", out, out],
  });

  const url = await new Promise<string>((done, fail) => {
    const started = Date.now();
    const timer = setInterval(() => {
      const match = READY.exec(readFileSync(logPath, "utf8"));
      if (match) {
        clearInterval(timer);
        done(match[1]);
      } else if (child.exitCode !== null || Date.now() - started > 90_000) {
        clearInterval(timer);
        fail(new Error(`Sandbox did not start:\n${readFileSync(logPath, "utf8")}`));
      }
    }, 200);
  });

  project.provide("sandboxUrl", url);
  project.provide("sandboxLog", logPath);
  return () => {
    child.kill();
  };
}
