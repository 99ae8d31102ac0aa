// One half of the cost bench (tests/bench/cost/domains.ts): its own data set, its rows against their budgets,
// its figures recorded for the cost model.
import { beforeAll, describe, expect, it } from "vitest";
import { publicFunctions, type PublicFunction } from "../../support/publicFunctions";
import { d, startBackend } from "./backend";
import { fmt } from "./budgets";
import { ALL_CASES, type Half } from "./domains";
import { measureRows, recordMeasured } from "./measureRows";

export function costHalf(title: string, half: Half) {
  let functions: PublicFunction[];
  beforeAll(async () => {
    process.env.GEOCODING_PROVIDERS = "gazetteer";
    functions = await publicFunctions();
    await startBackend();
  });

  describe(`cost at scale: ${title}`, () => {
    // Each half's functions and cases on the 200,000-review data set: about 5 minutes alone on this machine.
    it("stays within its budgets", async () => {
      console.log(
        `Data set: ${Object.entries(d.counts)
          .map(([k, v]) => `${fmt(v)} ${k}`)
          .join(", ")}; seeded in ${d.seconds.toFixed(0)} s.`,
      );
      const rows = Object.assign({}, ...half.domains);
      const { lines, perCall, perCase, broken } = await measureRows(functions, rows, half.cases);
      console.log(lines.join("\n"));
      await recordMeasured(perCall, perCase, {
        calls: functions.map((fn) => fn.name),
        cases: ALL_CASES.map((c) => c.name),
      });
      expect(broken, "budgets broken").toEqual([]);
    }, 1_200_000);
  });
}
