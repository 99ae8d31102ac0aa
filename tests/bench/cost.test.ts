// `npm run bench`: what each public function costs on a large data set, against budgets. The rows,
// one per public function with its budget, are in tests/bench/cost/, a file per domain. They all run
// here, on one data set built once: building it takes minutes, and a test file per domain would
// build it again for each.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { makeFunctionReference } from "convex/server";
import { beforeAll, describe, expect, it } from "vitest";
import { publicFunctions, type PublicFunction } from "../support/publicFunctions";
import { ACCOUNT_ROWS } from "./cost/account";
import { COMMENT_ROWS } from "./cost/comments";
import { d, settleScheduled, startBackend, t } from "./cost/backend";
import { fmt, kb, type Row, type WorstCase } from "./cost/budgets";
import { FEED_ROWS, FEED_WORST_CASES } from "./cost/feed";
import { IMPORT_ROWS } from "./cost/imports";
import { LIST_ROWS } from "./cost/lists";
import { MAP_ROWS, MAP_WORST_CASES } from "./cost/map";
import { MODERATION_ROWS } from "./cost/moderation";
import { PANEL_ROWS, PANEL_WORST_CASES } from "./cost/panel";
import { PEOPLE_ROWS, PEOPLE_WORST_CASES } from "./cost/people";
import { PLAN_ROWS } from "./cost/plans";
import { REVIEW_ROWS, REVIEW_WORST_CASES } from "./cost/reviews";
import { SHOP_ROWS, SHOP_WORST_CASES } from "./cost/shops";
import { measure, type Measurement } from "./meter";
// @ts-expect-error: a plain .mjs script without type declarations (`node scripts/cost-model.mjs` runs it)
import { estimate } from "../../scripts/costModel/estimate.mjs";

const MAX_DOCUMENTS = 4_096;
const MAX_BYTES_RETURNED = 1 << 20;

// One row per public function: a new function joins its domain's rows (tests/bench/cost/) with its budget.
const DOMAINS = [
  ACCOUNT_ROWS,
  PEOPLE_ROWS,
  SHOP_ROWS,
  MAP_ROWS,
  PANEL_ROWS,
  REVIEW_ROWS,
  MODERATION_ROWS,
  IMPORT_ROWS,
  FEED_ROWS,
  LIST_ROWS,
  COMMENT_ROWS,
  PLAN_ROWS,
];
const BENCH: Record<string, Row> = Object.assign({}, ...DOMAINS);
/** More cases of a function already in BENCH: its worst or typical case at this scale. */
const WORST_CASES: WorstCase[] = [
  ...REVIEW_WORST_CASES,
  ...MAP_WORST_CASES,
  ...FEED_WORST_CASES,
  ...SHOP_WORST_CASES,
  ...PEOPLE_WORST_CASES,
  ...PANEL_WORST_CASES,
];

type PerCall = Pick<Measurement, "documentsRead" | "bytesRead" | "bytesReturned" | "documentsWritten" | "bytesWritten">;

let functions: PublicFunction[];

beforeAll(async () => {
  process.env.GEOCODING_PROVIDERS = "gazetteer";
  functions = await publicFunctions();
  await startBackend();
});

describe("cost at scale", () => {
  it("has a row for every public function, in one domain's table only", () => {
    const names = DOMAINS.flatMap((rows) => Object.keys(rows));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(functions.map((fn) => fn.name).filter((name) => !(name in BENCH))).toEqual([]);
    expect(Object.keys(BENCH).filter((name) => !functions.some((fn) => fn.name === name))).toEqual([]);
  });

  // Every public function and case on the 200,000-review data set: about 8 minutes alone on this machine.
  it("stays within its budgets", async () => {
    const lines: string[] = [];
    /** What each call read and returned, for the cost model (`node scripts/cost-model.mjs`). */
    const perCall: Record<string, PerCall> = {};
    /** The same for each further case (worst and typical), by the case's name. */
    const perCase: Record<string, PerCall> = {};
    const broken: string[] = [];
    console.log(
      `Data set: ${Object.entries(d.counts)
        .map(([k, v]) => `${fmt(v)} ${k}`)
        .join(", ")}; seeded in ${d.seconds.toFixed(0)} s.`,
    );
    lines.push(
      "| function | screen | docs read | budget | bytes read | bytes returned | naive docs | naive bytes | ratio (docs) | ms (convex-test) |",
    );
    lines.push("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    const cases = [
      ...functions.map((fn) => ({ name: fn.name, fn, row: BENCH[fn.name] })),
      ...WORST_CASES.map((c) => ({ name: c.name, fn: functions.find((f) => f.name === c.fn)!, row: c.row as Row })),
    ];
    for (const { name, fn, row } of cases) {
      if (!row || "skip" in row) continue;
      const userId = row.as?.(d) ?? d.users[0]!;
      const as = t.withIdentity({
        subject: `${userId}|bench-session`,
        issuer: "bench",
        tokenIdentifier: `bench|${userId}`,
      });
      const call = async () => {
        const args = (await row.args(d)) as Record<string, never>;
        if (fn.kind === "query") return as.query(makeFunctionReference<"query">(fn.name), args);
        if (fn.kind === "mutation") return as.mutation(makeFunctionReference<"mutation">(fn.name), args);
        return as.action(makeFunctionReference<"action">(fn.name), args);
      };
      if (row.prepare) await row.prepare(d);
      if (row.warm) await call();
      await settleScheduled();
      const callStarted = Date.now();
      const m = await measure(call);
      const ms = Date.now() - callStarted;
      const { documentsRead, bytesRead, bytesReturned, documentsWritten, bytesWritten } = m;
      (name === fn.name ? perCall : perCase)[name] = {
        documentsRead,
        bytesRead,
        bytesReturned,
        documentsWritten,
        bytesWritten,
      };
      const budget = row.budget?.(m, d) ?? { limit: MAX_DOCUMENTS, rule: "global" };
      const naiveDocs = row.naive.reduce((sum, table) => sum + d.counts[table]!, 0);
      const naiveBytes = row.naive.reduce((sum, table) => sum + (d.bytes[table] ?? 0), 0);
      const ratio = naiveDocs ? `${fmt(Math.round(naiveDocs / Math.max(1, m.documentsRead)))}×` : "–";
      lines.push(
        `| ${name} | ${row.screen} | ${fmt(m.documentsRead)} | ≤ ${fmt(Math.min(budget.limit, MAX_DOCUMENTS))} (${budget.rule}) | ${kb(m.bytesRead)} | ${kb(m.bytesReturned)} | ${naiveDocs ? fmt(naiveDocs) : "–"} | ${naiveDocs ? kb(naiveBytes) : "–"} | ${ratio} | ${fmt(ms)} |`,
      );
      if (budget.bytes !== undefined && m.bytesRead > budget.bytes)
        broken.push(`${name} read ${kb(m.bytesRead)} (budget ${kb(budget.bytes)})`);
      if (m.documentsRead > budget.limit)
        broken.push(`${name} read ${m.documentsRead} documents (budget ${budget.limit}: ${budget.rule})`);
      if (m.documentsRead > MAX_DOCUMENTS)
        broken.push(`${name} read ${m.documentsRead} documents (> ${MAX_DOCUMENTS})`);
      if (m.bytesReturned > MAX_BYTES_RETURNED) broken.push(`${name} returned ${m.bytesReturned} bytes (> 1 MB)`);
    }
    console.log(lines.join("\n"));
    const measured = {
      measured: new Date().toISOString().slice(0, 10),
      command: "npm run bench (tests/bench/cost.test.ts)",
      calls: perCall,
      cases: perCase,
    };
    writeFileSync(
      resolve(import.meta.dirname, "../../docs/cost-per-call.json"),
      `${JSON.stringify(measured, null, 2)}\n`,
    );
    // The cost model refuses a figure nobody measured: every call and case it charges must be among these.
    const perWrite = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../docs/cost-per-write.json"), "utf8"));
    for (const setting of [10_000, 100_000].flatMap((dailyUsers) => [false, true].map((r2) => ({ dailyUsers, r2 }))))
      expect(() => estimate(setting, measured, perWrite), `the cost model at ${JSON.stringify(setting)}`).not.toThrow();
    expect(broken, "budgets broken").toEqual([]);
  }, 1_200_000);
});
