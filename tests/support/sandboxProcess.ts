import { spawn } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const READY = /sandbox ready at (\S+)/;
const BUCKET = /photos go to the local bucket (\S+)/;

export type SandboxProcess = {
  url: string;
  logPath: string;
  /** With `r2`: where the local bucket serves its objects (`${bucketUrl}/${key}`). */
  bucketUrl?: string;
  stop: () => void;
};

/**
 * `npm run sandbox` in its own process on a random free port, as a developer runs it: fresh demo
 * data, the app built for its URL. With `app: false` it serves a placeholder page instead (no build);
 * with `r2`, photos go to a local S3-compatible bucket (`npm run sandbox -- --r2`).
 */
export async function spawnSandbox(
  options: { testHooks?: boolean; app?: boolean; r2?: boolean } = {},
): Promise<SandboxProcess> {
  const root = resolve(import.meta.dirname, "../..");
  const dir = mkdtempSync(join(tmpdir(), "brewmap-sandbox-"));
  const logPath = join(dir, "sandbox.log");
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(20000 + Math.floor(Math.random() * 20000)) };
  if (options.testHooks) env.SANDBOX_TEST_HOOKS = "1";
  if (options.app === false) {
    writeFileSync(join(dir, "index.html"), "<!doctype html><title>Brew Map</title>");
    env.SANDBOX_DIST = dir;
  }
  const out = openSync(logPath, "a");
  const args = ["--import", "tsx", "sandbox/server.ts", ...(options.r2 ? ["--r2"] : [])];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ["ignore", out, out],
  });
  const url = await new Promise<string>((done, fail) => {
    const started = Date.now();
    const timer = setInterval(() => {
      const match = READY.exec(readFileSync(logPath, "utf8"));
      if (match) {
        clearInterval(timer);
        done(match[1]);
      } else if (child.exitCode !== null || Date.now() - started > 180_000) {
        clearInterval(timer);
        fail(new Error(`Sandbox did not start:\n${readFileSync(logPath, "utf8")}`));
      }
    }, 200);
  });
  const bucketUrl = BUCKET.exec(readFileSync(logPath, "utf8"))?.[1];
  return { url, logPath, bucketUrl, stop: () => child.kill() };
}
