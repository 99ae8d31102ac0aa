import { TransactionMetricsTracker } from "convex-test/dist/transactionMetrics.js";
import { convexToJson, type Value } from "convex/values";

// The harness's wrap of the database reader: convex-test reports every document a function reads
// (ctx.db.get, each document a query yields, each document of a page) to its transaction metrics
// tracker. Counting there measures the real functions without any measuring code in the app.

type Reads = { documents: number; bytes: number };

let current: Reads | null = null;
const trackRead = TransactionMetricsTracker.prototype.trackRead;
TransactionMetricsTracker.prototype.trackRead = function (this: TransactionMetricsTracker, size: number) {
  if (current) {
    current.documents += 1;
    current.bytes += size;
  }
  return trackRead.call(this, size);
};

export type Measurement = { documentsRead: number; bytesRead: number; bytesReturned: number; result: unknown };

/** Runs one call and reports what it read from the database and how many bytes its answer is. */
export async function measure(call: () => Promise<unknown>): Promise<Measurement> {
  if (current) throw new Error("measure() calls must not overlap");
  current = { documents: 0, bytes: 0 };
  try {
    const result = await call();
    const bytesReturned = result === undefined ? 0 : JSON.stringify(convexToJson(result as Value)).length;
    return { documentsRead: current.documents, bytesRead: current.bytes, bytesReturned, result };
  } finally {
    current = null;
  }
}
