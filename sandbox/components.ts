import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { TestConvex } from "convex-test";
import type { GenericSchema, SchemaDefinition } from "convex/server";
import { convexModulesFromDisk } from "./modules";

const require = createRequire(import.meta.url);

/**
 * A component package's compiled Convex functions (its `dist/component` folder); `from` is the
 * package that depends on it, for a child component resolved from inside its parent.
 */
function componentDir(packageName: string, from?: string): string {
  const resolver = from ? createRequire(require.resolve(`${from}/package.json`)) : require;
  return join(dirname(resolver.resolve(`${packageName}/package.json`)), "dist", "component");
}

async function register(t: TestConvex<SchemaDefinition<GenericSchema, boolean>>, path: string, dir: string) {
  const schema = (await import(pathToFileURL(join(dir, "schema.js")).href)).default;
  t.registerComponent(path, schema, convexModulesFromDisk(dir));
}

/**
 * The components convex/convex.config.ts installs, registered with convex-test the way their
 * packages' `/test` helpers do, but from the compiled files so it works outside Vite (the sandbox
 * runs under tsx).
 */
export async function registerComponents(t: TestConvex<SchemaDefinition<GenericSchema, boolean>>): Promise<void> {
  await register(t, "rateLimiter", componentDir("@convex-dev/rate-limiter"));
  // The rate limiter installs batch-worker for its asynchronous updates.
  await register(t, "rateLimiter/batchWorker", componentDir("@convex-dev/batch-worker"));
  // The feed's counts; the aggregate installs its own batch-worker for queued writes.
  await register(t, "feedCounts", componentDir("@convex-dev/aggregate"));
  await register(t, "feedCounts/batchWorker", componentDir("@convex-dev/batch-worker", "@convex-dev/aggregate"));
  // Who is looking at a shop; presence disconnects silent sessions with its own batch-worker.
  await register(t, "presence", componentDir("@convex-dev/presence"));
  await register(t, "presence/batchWorker", componentDir("@convex-dev/batch-worker", "@convex-dev/presence"));
  // Backfills for an older deployment's data (convex/migrations.ts); no child components.
  await register(t, "migrations", componentDir("@convex-dev/migrations"));
  // Photos on a bucket (with --r2, against s3rver); it retries its deletes with action-retrier.
  await register(t, "r2", componentDir("@convex-dev/r2"));
  await register(t, "r2/actionRetrier", componentDir("@convex-dev/action-retrier", "@convex-dev/r2"));
}
