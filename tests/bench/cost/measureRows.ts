// Runs cost rows on the bench's data set (tests/bench/cost/backend.ts) and records what each call read in
// docs/cost-per-call.json, which the cost model reads (`node scripts/cost-model.mjs`). The rows are measured
// by two bench files, one per group of domains, so the two halves run side by side.
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { makeFunctionReference } from "convex/server";
import type { PublicFunction } from "../../support/publicFunctions";
import { asUser, d, settleScheduled } from "./backend";
import { fmt, kb, type Row, type WorstCase } from "./budgets";
import { measure, type Measurement } from "../meter";

const MAX_DOCUMENTS = 4_096;
const MAX_BYTES_RETURNED = 1 << 20;
const MEASURED_FILE = resolve(import.meta.dirname, "../../../docs/cost-per-call.json");

type PerCall = Pick<Measurement, "documentsRead" | "bytesRead" | "bytesReturned" | "documentsWritten" | "bytesWritten">;
type Measured = { measured: string; command: string; calls: Record<string, PerCall>; cases: Record<string, PerCall> };

/** An internal function a job runs, called as a public one is. */
const jobFunction = (name: string, kind: "query" | "mutation"): PublicFunction => ({
  name,
  kind,
  args: {} as PublicFunction["args"],
});

/**
 * Calls `fn` once as the row's user, with `args` worked out before: finding them reads the database too, which
 * is not the call's own cost.
 */
async function callRow(fn: PublicFunction, row: Exclude<Row, { skip: string }>, args: Record<string, never>) {
  const as = asUser(row.as?.(d) ?? d.users[0]!);
  if (fn.kind === "query") return as.query(makeFunctionReference<"query">(fn.name), args);
  if (fn.kind === "mutation") return as.mutation(makeFunctionReference<"mutation">(fn.name), args);
  return as.action(makeFunctionReference<"action">(fn.name), args);
}

/**
 * Measures each public function in `rows` and each further case: a table line per call, what it read and
 * wrote (by function, and by case name), and the budgets broken.
 */
export async function measureRows(functions: PublicFunction[], rows: Record<string, Row>, cases: WorstCase[]) {
  const lines = [
    "| function | screen | docs read | budget | bytes read | bytes returned | naive docs | naive bytes | ratio (docs) | ms (convex-test) |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  const perCall: Record<string, PerCall> = {};
  const perCase: Record<string, PerCall> = {};
  const broken: string[] = [];
  const all = [
    ...functions.filter((fn) => fn.name in rows).map((fn) => ({ name: fn.name, fn, row: rows[fn.name]! })),
    ...cases.map((c) => ({
      name: c.name,
      fn: functions.find((f) => f.name === c.fn) ?? jobFunction(c.fn, c.job ?? "query"),
      row: c.row as Row,
    })),
  ];
  for (const { name, fn, row } of all) {
    if ("skip" in row) continue;
    if (row.prepare) await row.prepare(d);
    if (row.warm) await callRow(fn, row, (await row.args(d)) as Record<string, never>);
    const args = (await row.args(d)) as Record<string, never>;
    await settleScheduled();
    const callStarted = Date.now();
    const m = await measure(() => callRow(fn, row, args));
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
    if (m.documentsRead > MAX_DOCUMENTS) broken.push(`${name} read ${m.documentsRead} documents (> ${MAX_DOCUMENTS})`);
    if (m.bytesReturned > MAX_BYTES_RETURNED) broken.push(`${name} returned ${m.bytesReturned} bytes (> 1 MB)`);
  }
  return { lines, perCall, perCase, broken };
}

/**
 * Writes these calls' and cases' figures into docs/cost-per-call.json, keeping the other half's: the two bench
 * files finish at different moments, and a lock (a directory, made or refused at once) keeps them from
 * writing over each other.
 */
export async function recordMeasured(
  perCall: Record<string, PerCall>,
  perCase: Record<string, PerCall>,
  known: { calls: string[]; cases: string[] },
) {
  const lock = `${MEASURED_FILE}.lock`;
  for (let tries = 0; ; tries++) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if (tries > 600) throw error;
      await new Promise((wake) => setTimeout(wake, 100));
    }
  }
  try {
    const before = JSON.parse(readFileSync(MEASURED_FILE, "utf8")) as Measured;
    // A function or case no longer in the bench leaves the file.
    const sorted = (entries: Record<string, PerCall>, names: string[]) =>
      Object.fromEntries(
        Object.entries(entries)
          .filter(([name]) => names.includes(name))
          .sort(([a], [b]) => a.localeCompare(b)),
      );
    const after: Measured = {
      measured: new Date().toISOString().slice(0, 10),
      command: "npm run bench (tests/bench/cost-*.test.ts)",
      calls: sorted({ ...before.calls, ...perCall }, known.calls),
      cases: sorted({ ...before.cases, ...perCase }, known.cases),
    };
    writeFileSync(MEASURED_FILE, `${JSON.stringify(after, null, 2)}\n`);
  } finally {
    rmdirSync(lock);
  }
}
