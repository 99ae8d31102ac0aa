// The live bench's budget and its report (tests/bench/live.test.ts): percentiles of the delivery
// times, the tables, and docs/bench-live.md, which the report rewrites.
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";

const COMMAND = "npm run bench:live";
/**
 * The budget, in units of this machine's speed measured in the same run: at N clients, p95 ≤
 * BUDGET_FACTOR × N × (one viewer's feed page answered over HTTP). A review reaching N viewers live
 * may take at most twice as long as serving each of them their feed once, one after another: every
 * viewer's feed must re-run after the review, so that is the work that cannot be shared. 2 clients
 * is measured for the trend only (fixed costs dominate there).
 */
export const BUDGET_FACTOR = 2;

export type Result = {
  clients: number;
  checked: boolean;
  latencies: number[];
  listLatencies: number[];
  feedLatencies: number[];
  mapLatencies: number[];
  /** Until the writer's own mutation resolved (its client then shows the review). */
  mutationMs: number[];
  /** Time for the sandbox to answer one viewer's feed over HTTP, measured in this round (before and after the writes). */
  feedCallMs: number;
};

/** Nearest-rank percentile. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ms = (value: number) => value.toFixed(1);
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
export const budgetMs = (result: Result) => BUDGET_FACTOR * result.clients * result.feedCallMs;
const holds = (result: Result) => !result.checked || percentile(result.latencies, 95) <= budgetMs(result);

function resultsTable(results: Result[]): string {
  const rows = results.map((r) => {
    const budget = r.checked ? `p95 ≤ ${ms(budgetMs(r))} ms: ${holds(r) ? "holds" : "**broken**"}` : "–";
    return `| ${r.clients} | ${ms(percentile(r.latencies, 50))} | ${ms(percentile(r.latencies, 95))} | ${ms(Math.max(...r.latencies))} | ${ms(r.feedCallMs)} | ${(percentile(r.latencies, 95) / (r.clients * r.feedCallMs)).toFixed(2)} | ${budget} |`;
  });
  return [
    "| clients | p50 ms | p95 ms | max ms | one feed over HTTP, ms | p95 / (clients × feed) | budget (2 × clients × feed) |",
    "|---:|---:|---:|---:|---:|---:|---|",
    ...rows,
  ].join("\n");
}

/** Which of the three subscriptions arrives last, and how long the writer waits for its own mutation. */
function breakdownTable(results: Result[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.clients} | ${ms(percentile(r.listLatencies, 50))} | ${ms(percentile(r.listLatencies, 95))} | ` +
      `${ms(percentile(r.feedLatencies, 50))} | ${ms(percentile(r.feedLatencies, 95))} | ` +
      `${ms(percentile(r.mapLatencies, 50))} | ${ms(percentile(r.mapLatencies, 95))} | ${ms(mean(r.mutationMs))} |`,
  );
  return [
    "| clients | p50 reviews list ms | p95 reviews list ms | p50 feed ms | p95 feed ms | p50 map ms | p95 map ms | writer's mutation ms (mean) |",
    "|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...rows,
  ].join("\n");
}

/** How p95 grows from one client count to the next, per client added. */
function growth(results: Result[]): string {
  const steps = results.slice(1).map((r, i) => {
    const before = results[i];
    const perClient = (percentile(r.latencies, 95) - percentile(before.latencies, 95)) / (r.clients - before.clients);
    return `${ms(perClient)} ms per client added from ${before.clients} to ${r.clients}`;
  });
  return steps.length > 0 ? `p95 grows by ${steps.join(", ")}.` : "";
}

/** Writes the report of `results` to docs/bench-live.md, and prints it. */
export function report(results: Result[], { writes, warmUpWrites }: { writes: number; warmUpWrites: number }) {
  const date = new Date().toISOString().slice(0, 10);
  const markdown = [
    "# Live updates — `npm run bench:live`",
    "",
    `Measured ${date} with \`${COMMAND}\` (\`tests/bench/live.test.ts\`): the sandbox in its own process with its demo data; for each`,
    "N, N real Convex clients (`convex/browser` over WebSockets), each a freshly signed-up user following one writer,",
    "watch one shop's panel (`shopPanel:shared`, with its first reviews), their feed (`feed:list`) and the",
    "shop's city on the map (`shops:inViewport`, the tile-aligned bounds the page asks for).",
    `The writer (its own client) posts a review to that shop ${writes} times after ${warmUpWrites} warm-up writes, each once every`,
    "client has seen the one before. A sample is one (client, write): from just before the writer calls the mutation",
    "until that client's reviews list, feed and map marker have all delivered the review. The budget is in units of the machine's",
    "speed in the same run: one viewer's feed page (`feed:list`) answered over HTTP, timed 40 times before and 40 times",
    `after the writes (median of each, averaged); at N clients p95 ≤ ${BUDGET_FACTOR} × N × that.`,
    "",
    resultsTable(results),
    "",
    growth(results),
    "",
    "By subscription, and the writer's own wait (times from just before the mutation is called):",
    "",
    breakdownTable(results),
    "",
  ].join("\n");
  console.log(`\n${markdown}`);
  writeFileSync(resolve(import.meta.dirname, "../../docs/bench-live.md"), markdown);
}
