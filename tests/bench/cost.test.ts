// The cost bench's rows: one per public function, each in one domain's table (tests/bench/cost/), so that
// tests/bench/cost-shops.test.ts and tests/bench/cost-people.test.ts measure every function against a budget.
// Building their data set takes a minute each; this check needs none.
import { describe, expect, it } from "vitest";
import { publicFunctions } from "../support/publicFunctions";
import { ALL_DOMAINS } from "./cost/domains";

describe("cost rows", () => {
  it("has a row for every public function, in one domain's table only", async () => {
    const functions = await publicFunctions();
    const names = ALL_DOMAINS.flatMap((rows) => Object.keys(rows));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(functions.map((fn) => fn.name).filter((name) => !names.includes(name))).toEqual([]);
    expect(names.filter((name) => !functions.some((fn) => fn.name === name))).toEqual([]);
  });
});
