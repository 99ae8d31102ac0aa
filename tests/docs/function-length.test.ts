// @vitest-environment node
// A function a reader holds in their head: ESLint refuses one over 80 lines outside the tests
// (eslint.config.js), and the lint step runs over the whole repository.
import { resolve } from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { ROOT } from "../support/repository";

const eslint = new ESLint({ cwd: ROOT });

/** A function of exactly `lines` lines, from its signature to its closing brace. */
function functionOf(lines: number): string {
  const sums = Array.from({ length: lines - 4 }, (_, i) => `  total += ${i};`);
  return ["export function long(): number {", "  let total = 0;", ...sums, "  return total;", "}", ""].join("\n");
}

async function rules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, file) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe("function length", () => {
  it("refuses a function of 81 lines in the app, the backend and the sandbox", async () => {
    for (const file of ["src/features/feed/Probe.tsx", "convex/model/probe.ts", "sandbox/probe.ts"]) {
      expect(await rules(file, functionOf(81))).toEqual(["max-lines-per-function"]);
    }
  });

  it("lets a function of 80 lines through", async () => {
    expect(await rules("src/features/feed/Probe.tsx", functionOf(80))).toEqual([]);
  });
});
