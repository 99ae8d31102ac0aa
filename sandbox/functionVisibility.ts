import type { CallKind } from "./backend";
import type { ModuleMap } from "./modules";

type Registered = { isPublic?: boolean; isQuery?: boolean; isMutation?: boolean; isAction?: boolean };

const KIND_FLAG = { query: "isQuery", mutation: "isMutation", action: "isAction" } as const;

/**
 * Whether "module:export" names a public function of that kind, as a deployment decides which
 * functions clients may call: internal functions and unknown names are refused.
 */
export function publicFunctionCheck(modules: ModuleMap) {
  const cache = new Map<string, boolean>();
  return async (kind: CallKind, name: string): Promise<boolean> => {
    const key = `${kind} ${name}`;
    const known = cache.get(key);
    if (known !== undefined) return known;
    const [modulePath, exportName = "default"] = name.split(":");
    let found = false;
    if (/^[\w/-]+$/.test(modulePath) && /^\w+$/.test(exportName)) {
      const file = Object.keys(modules).find((path) =>
        new RegExp(`(^|/)convex/${modulePath}\\.(ts|js)$`).test(path.replace(/\\/g, "/")),
      );
      if (file) {
        const fn = ((await modules[file]()) as Record<string, unknown>)[exportName];
        const registered = fn as Registered | undefined;
        found = typeof fn === "function" && registered?.isPublic === true && registered[KIND_FLAG[kind]] === true;
      }
    }
    cache.set(key, found);
    return found;
  };
}
