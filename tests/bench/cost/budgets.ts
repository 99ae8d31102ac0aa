// The cost bench's rows (one per public function, tests/bench/cost.test.ts) and the budgets several
// domains' rows share. Each domain's rows are in the other files of this folder.
import type { Id } from "@convex/_generated/dataModel";
import type { Dataset } from "../dataset";
import type { Measurement } from "../meter";

/** Reads a screen's query may add to its page: the shop, the caller, a counter row, ... */
export const CONSTANT = 10;

export type Table = keyof Dataset["counts"];
/** Documents read at most (and bytes read at most, where a row says so). */
export type Budget = { limit: number; rule: string; bytes?: number };
export type Row =
  | { skip: string }
  | {
      screen: string;
      /** Valid arguments; may prepare data first (e.g. store a file to register). */
      args: (d: Dataset) => Record<string, unknown> | Promise<Record<string, unknown>>;
      /** Who calls (default: the first bench user). */
      as?: (d: Dataset) => Id<"users">;
      /** Run once before measuring (warms a cache the real screen would have warmed). */
      warm?: boolean;
      /** Unmeasured, before the call: data the screen finds already there (notifications, saved shops, viewers). */
      prepare?: (d: Dataset) => Promise<void>;
      /** The budget beyond the global ones (≤ 4,096 documents read, ≤ 1 MB returned). */
      budget?: (m: Measurement, d: Dataset) => Budget;
      /** The collections the naive design loads whole and filters in the browser (docs/product.md §7). */
      naive: Table[];
    };
/**
 * More cases of a function already in a domain's rows: its worst case at this scale, or its typical case
 * ("(typical)": what the cost model charges, docs/cost-per-call.json `cases`).
 */
export type WorstCase = {
  name: string;
  fn: string;
  row: Exclude<Row, { skip: string }>;
  /** An internal function a job runs (a publish's snapshot, its counting step): measured as a public one is. */
  job?: "query" | "mutation";
};

export const returned = (m: Measurement): number => {
  const result = m.result as { page?: unknown[] } | unknown[] | null;
  if (Array.isArray(result)) return result.length;
  if (result && typeof result === "object" && Array.isArray(result.page)) return result.page.length;
  return result === null || result === undefined ? 0 : 1;
};
export const panel = (pageSize: number) => (): Budget => ({
  limit: pageSize + CONSTANT,
  rule: `shop panel: page (${pageSize}) + ${CONSTANT}`,
});
export const perItem =
  (factor: number) =>
  (m: Measurement): Budget => ({ limit: factor * returned(m) + CONSTANT, rule: `${factor} × returned + ${CONSTANT}` });

/** A user's own write (review, shop, follow): its own records only; feed rows and name copies are scheduled (tests/bench/writes.test.ts). */
const OWN_WRITE = 50;
/** How many people the bench's viewer has blocked when the presence and block rows run. */
export const BLOCKED_IN_BENCH = 20;
export const ownWrite = (): Budget => ({ limit: OWN_WRITE, rule: `${OWN_WRITE}: own records, the rest scheduled` });

export const returnedShops = (m: Measurement) => (m.result as { shops: unknown[] }).shops.length;

export const fmt = (n: number) => n.toLocaleString("en-US");
export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
