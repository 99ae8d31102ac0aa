import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { TestConvex } from "convex-test";
import type { GenericSchema, SchemaDefinition } from "convex/server";
import { convexModulesFromDisk } from "./modules";

const require = createRequire(import.meta.url);

/** A component package's compiled Convex functions (its `dist/component` folder). */
function componentDir(packageName: string): string {
  return join(dirname(require.resolve(`${packageName}/package.json`)), "dist", "component");
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
}
