import { readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

export type ModuleMap = Record<string, () => Promise<unknown>>;

/**
 * The project's Convex modules for convex-test outside Vite (where `import.meta.glob` is not
 * available): every .ts/.js file under convex/, keyed by absolute path.
 */
export function convexModulesFromDisk(convexDir = resolve(import.meta.dirname, "../convex")): ModuleMap {
  const modules: ModuleMap = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|js)$/.test(name) && !name.endsWith(".d.ts")) {
        modules[path] = () => import(pathToFileURL(path).href);
      }
    }
  };
  walk(convexDir);
  return modules;
}
