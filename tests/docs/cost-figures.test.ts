// @vitest-environment node
// The cost model (`node scripts/cost-model.mjs`) charges only what the bench measured: every call and case it
// uses is in docs/cost-per-call.json and docs/cost-per-write.json as `npm run bench` last wrote them. The goals for
// 10,000 and 100,000 daily users are held here on those figures (docs/quality/deployment.md).
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without type declarations (`node scripts/cost-model.mjs` runs it)
import { estimate } from "../../scripts/costModel/estimate.mjs";
// @ts-expect-error: as above
import { PROFESSIONAL } from "../../scripts/costModel/profile.mjs";
import { publicFunctions } from "../support/publicFunctions";

const read = (file: string) => JSON.parse(readFileSync(resolve(import.meta.dirname, "../..", file), "utf8"));

describe("the cost model's figures", () => {
  it("finds every call and case it charges measured", () => {
    const [perCall, perWrite] = [read("docs/cost-per-call.json"), read("docs/cost-per-write.json")];
    for (const dailyUsers of [10_000, 100_000])
      for (const r2 of [false, true])
        expect(() => estimate({ dailyUsers, r2 }, perCall, perWrite), `at ${dailyUsers}, r2 ${r2}`).not.toThrow();
  });

  it("keeps 10,000 daily users with photos on R2 within the included calls, database I/O and egress", () => {
    const { month } = estimate(
      { dailyUsers: 10_000, r2: true },
      read("docs/cost-per-call.json"),
      read("docs/cost-per-write.json"),
    );
    for (const quota of ["calls", "dbGB", "egressGB"] as const)
      expect(month[quota], `${quota} a month`).toBeLessThanOrEqual(PROFESSIONAL[quota]);
  });

  it("keeps 100,000 daily users with photos on R2 at most $400 a month beyond the plan", () => {
    const { overTotal } = estimate(
      { dailyUsers: 100_000, r2: true },
      read("docs/cost-per-call.json"),
      read("docs/cost-per-write.json"),
    );
    expect(overTotal).toBeLessThanOrEqual(400);
  });

  it("holds figures only for functions that exist", async () => {
    const names = new Set((await publicFunctions()).map((fn) => fn.name));
    expect(Object.keys(read("docs/cost-per-call.json").calls).filter((name) => !names.has(name))).toEqual([]);
  });
});
