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
  return loadOnce(modules);
}

type Registered = { exportArgs?: () => string; exportReturns?: () => string };

/**
 * convex-test asks for a function's module, and re-serializes its validators, on every call; the
 * sandbox re-runs many queries per write, so each module is loaded once and each validator's JSON
 * kept (validators never change while the process runs).
 */
export function loadOnce(modules: ModuleMap): ModuleMap {
  return Object.fromEntries(
    Object.entries(modules).map(([path, load]) => {
      let loaded: Promise<unknown> | undefined;
      const loadAndKeepValidators = async () => {
        const module = (await load()) as Record<string, unknown>;
        for (const value of Object.values(module)) {
          if (typeof value !== "function") continue;
          const fn = value as Registered;
          for (const key of ["exportArgs", "exportReturns"] as const) {
            const serialize = fn[key];
            if (typeof serialize !== "function") continue;
            const json = serialize.call(fn);
            fn[key] = () => json;
          }
        }
        return module;
      };
      return [path, () => (loaded ??= loadAndKeepValidators())];
    }),
  );
}
