import { spawnSync } from "node:child_process";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");

/**
 * The production build of the app (`vite build`), pointed at `convexUrl` as a deployment's build
 * is: the same bundle users get, with nothing swapped (`env` adds build settings, e.g. the photo bucket's origins). Gzip copies sit beside the assets, as a
 * production host serves them.
 */
export function buildApp(convexUrl: string, outDir: string, env: Record<string, string> = {}): void {
  for (const [command, args] of [
    [
      process.execPath,
      ["node_modules/vite/bin/vite.js", "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"],
    ],
    [process.execPath, ["scripts/precompress.mjs", outDir]],
  ] as const) {
    const run = spawnSync(command, args, {
      cwd: root,
      // A test runner sets NODE_ENV=test, which would make Vite build React's development bundle.
      env: { ...process.env, ...env, NODE_ENV: "production", VITE_CONVEX_URL: convexUrl },
      stdio: ["ignore", "ignore", "inherit"],
    });
    if (run.status !== 0) throw new Error(`Building the app for the sandbox failed (${command} ${args.join(" ")})`);
  }
}
