// How the first-run setup talks to the Convex CLI: the CLI's own script under the running Node, with
// no shell and no npx (on Windows npx is npx.cmd, which Node starts only through a shell, where the
// key's spaces and the JSON's quotes would need escaping). Pure functions, tested in convexEnv.test.ts.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** The Convex CLI's script in this project's node_modules. */
export function convexCliPath() {
  return join(dirname(createRequire(import.meta.url).resolve("convex/package.json")), "bin", "main.js");
}

/** The program and arguments that run `convex <args>`. */
export function convexCommand(args, { node = process.execPath, cli = convexCliPath() } = {}) {
  return { file: node, args: [cli, ...args] };
}

/** The variable names `convex env list --names-only` printed, one a line. */
export function variableNames(output) {
  return new Set(
    output
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(line)),
  );
}

/**
 * The variables of `wanted` ([name, value] pairs, values computed only when needed) that the
 * deployment lacks, as the dotenv text `convex env set` reads from stdin; null when none.
 */
export async function missingAsDotenv(present, wanted) {
  const lines = [];
  for (const [name, value] of wanted) {
    if (present.has(name)) continue;
    const text = typeof value === "function" ? await value() : value;
    if (text.includes("'") || text.includes("\n"))
      throw new Error(`${name} cannot be written as a single-quoted dotenv value`);
    lines.push(`${name}='${text}'`);
  }
  return lines.length === 0 ? null : `${lines.join("\n")}\n`;
}
