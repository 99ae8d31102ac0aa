import { TransactionMetricsTracker } from "convex-test/dist/transactionMetrics.js";
import { convexToJson, type Value } from "convex/values";

// The harness's wrap of the database reader: convex-test reports every document a function reads
// (ctx.db.get, each document a query yields, each document of a page) to its transaction metrics
// tracker. Counting there measures the real functions without any measuring code in the app.

type Reads = { documents: number; bytes: number; documentsWritten: number; bytesWritten: number };

let current: Reads | null = null;
const trackRead = TransactionMetricsTracker.prototype.trackRead;
TransactionMetricsTracker.prototype.trackRead = function (this: TransactionMetricsTracker, size: number) {
  if (current) {
    current.documents += 1;
    current.bytes += size;
  }
  return trackRead.call(this, size);
};

export type Measurement = {
  documentsRead: number;
  bytesRead: number;
  bytesReturned: number;
  /** What the call's own transactions wrote (a query: nothing); its scheduled jobs are not counted. */
  documentsWritten: number;
  bytesWritten: number;
  result: unknown;
};

/** Runs one call and reports what it read from the database and how many bytes its answer is. */
export async function measure(call: () => Promise<unknown>): Promise<Measurement> {
  if (current) throw new Error("measure() calls must not overlap");
  current = { documents: 0, bytes: 0, documentsWritten: 0, bytesWritten: 0 };
  try {
    const result = await call();
    const bytesReturned = result === undefined ? 0 : JSON.stringify(convexToJson(result as Value)).length;
    const { documents, bytes, documentsWritten, bytesWritten } = current;
    return { documentsRead: documents, bytesRead: bytes, bytesReturned, documentsWritten, bytesWritten, result };
  } finally {
    current = null;
  }
}

/** What one transaction used: a function with its nested component calls, as Convex counts it. */
export type TransactionUse = {
  documentsRead: number;
  documentsWritten: number;
  indexRanges: number;
  bytesRead: number;
  bytesWritten: number;
};

let transactions: TransactionUse[] | null = null;
type Layer = {
  metrics: {
    documentsRead: number;
    documentsWritten: number;
    databaseQueries: number;
    bytesRead: number;
    bytesWritten: number;
  };
};
const commit = TransactionMetricsTracker.prototype.commit;
TransactionMetricsTracker.prototype.commit = function (this: TransactionMetricsTracker) {
  const layers = (this as unknown as { _layers: Layer[] })._layers;
  // The outermost layer is the whole function; inner layers are nested calls already folded into it.
  if (layers.length === 1) {
    const { documentsRead, documentsWritten, databaseQueries, bytesRead, bytesWritten } = layers[0]!.metrics;
    transactions?.push({ documentsRead, documentsWritten, indexRanges: databaseQueries, bytesRead, bytesWritten });
    if (current) {
      current.documentsWritten += documentsWritten;
      current.bytesWritten += bytesWritten;
    }
  }
  return commit.call(this);
};

/** Runs `fn` without recording its transactions (a harness's own bookkeeping). */
export async function unrecorded<T>(fn: () => Promise<T>): Promise<T> {
  const saved = transactions;
  transactions = null;
  try {
    return await fn();
  } finally {
    transactions = saved;
  }
}

/** Runs `fn` and lists every transaction that committed meanwhile (a mutation, each scheduled batch, ...). */
export async function recordTransactions(fn: () => Promise<unknown>): Promise<TransactionUse[]> {
  if (transactions) throw new Error("recordTransactions() calls must not overlap");
  transactions = [];
  try {
    await fn();
    return transactions;
  } finally {
    transactions = null;
  }
}
