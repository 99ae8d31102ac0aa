import type { ModuleMap } from "../../sandbox/modules";
import type { FunctionKind } from "./sandboxApi";

/** Convex's JSON form of a validator (what `exportArgs()` of a registered function gives). */
export type ValidatorJson =
  | { type: "null" | "number" | "bigint" | "boolean" | "string" | "bytes" | "any" }
  | { type: "literal"; value: string | number | boolean }
  | { type: "id"; tableName: string }
  | { type: "array"; value: ValidatorJson }
  | { type: "record"; keys: ValidatorJson; values: { fieldType: ValidatorJson } }
  | { type: "object"; value: Record<string, { fieldType: ValidatorJson; optional: boolean }> }
  | { type: "union"; value: ValidatorJson[] };

export type PublicFunction = { name: string; kind: FunctionKind; args: ValidatorJson };

type Registered = {
  isQuery?: boolean;
  isMutation?: boolean;
  isAction?: boolean;
  isPublic?: boolean;
  exportArgs?: () => string;
};

const appModules: ModuleMap = import.meta.glob([
  "../../convex/**/*.ts",
  "!../../convex/**/*.test.ts",
  "!../../convex/_generated/**",
  "!../../convex/convex.config.ts",
]);

/**
 * Every public query, mutation and action the app exports, named as `api` names them
 * ("users:me", "lib/x:y"), found by loading each module under convex/ and looking at its exports.
 */
export async function publicFunctions(modules: ModuleMap = appModules): Promise<PublicFunction[]> {
  const found: PublicFunction[] = [];
  for (const [path, load] of Object.entries(modules)) {
    const modulePath = path.replace(/^.*?\/convex\//, "").replace(/\.[jt]s$/, "");
    const exports = (await load()) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(exports)) {
      const fn = value as Registered;
      if (typeof value !== "function" || !fn.isPublic) continue;
      const kind: FunctionKind | null = fn.isQuery
        ? "query"
        : fn.isMutation
          ? "mutation"
          : fn.isAction
            ? "action"
            : null;
      if (kind === null) continue;
      const args = fn.exportArgs ? (JSON.parse(fn.exportArgs()) as ValidatorJson) : { type: "any" as const };
      found.push({ name: `${modulePath}:${exportName}`, kind, args });
    }
  }
  return found.sort((a, b) => a.name.localeCompare(b.name));
}
