// `convex codegen --system-udfs` (the offline codegen) writes `api` and `internal` but not
// `components`: a deployment normally supplies that part. This adds it for the components that
// convex/convex.config.ts installs from npm packages, the way online codegen writes it.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const config = readFileSync(resolve(root, "convex/convex.config.ts"), "utf8");

// import rateLimiter from "@convex-dev/rate-limiter/convex.config.js"; ... app.use(rateLimiter)
const packages = new Map(
  [...config.matchAll(/import\s+(\w+)\s+from\s+"([^"]+)\/convex\.config(?:\.js)?"/g)].map((m) => [m[1], m[2]]),
);
const used = [...config.matchAll(/app\.use\((\w+)(?:\s*,\s*\{\s*name:\s*"(\w+)"\s*\})?\)/g)].map((m) => ({
  binding: m[1],
  name: m[2] ?? m[1],
}));

const apiDts = resolve(root, "convex/_generated/api.d.ts");
const apiJs = resolve(root, "convex/_generated/api.js");
let dts = readFileSync(apiDts, "utf8").replace(/\nexport declare const components: \{[\s\S]*?\n\};\n/, "\n");
let js = readFileSync(apiJs, "utf8").replace(/\nexport const components = componentsGeneric\(\);\n/, "\n");

const entries = used.map(({ binding, name }) => {
  const pkg = packages.get(binding);
  if (!pkg) throw new Error(`convex.config.ts uses ${binding}, which is not imported from a package`);
  return `  ${name}: import("${pkg}/_generated/component.js").ComponentApi<"${name}">;`;
});
dts = `${dts.trimEnd()}\n\nexport declare const components: {\n${entries.join("\n")}\n};\n`;
js = js.replace(
  /import \{ anyApi(?:, componentsGeneric)? \} from "convex\/server";/,
  'import { anyApi, componentsGeneric } from "convex/server";',
);
js = `${js.trimEnd()}\nexport const components = componentsGeneric();\n`;

writeFileSync(apiDts, dts);
writeFileSync(apiJs, js);
console.log(`codegen: components ${used.map((u) => u.name).join(", ") || "(none)"}`);
