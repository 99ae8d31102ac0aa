// convex-test keeps its database and transaction manager private. The sandbox needs three things
// from them that a deployment has: what each query read, what each commit wrote (with its
// timestamp), and document ids nobody can guess. This module reaches them once per instance.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomInt } from "node:crypto";
import type { TestConvex } from "convex-test";
import type { GenericSchema, SchemaDefinition } from "convex/server";
import type { JSONValue } from "convex/values";
import { DocumentIndex, tableOf } from "./documentIndex";
import type { Change, RangeExpression, Read } from "./readSet";

type Doc = Record<string, never>;
type QuerySource =
  | { type: "FullTableScan"; tableName: string }
  | { type: "IndexRange"; indexName: string; range: RangeExpression[] }
  | { type: "Search"; indexName: string };

/** The parts of convex-test's DatabaseFake the hooks wrap (convex-test 0.0.x). */
type DatabaseFake = {
  _documents: Record<string, Doc>;
  _writes: Record<string, Doc | null>[];
  get(table: string | undefined, id: string): Doc | null;
  _resolveQuerySource(query: { source: QuerySource }): unknown;
  _iterateDocs(table: string, callback: (doc: Doc) => void): void;
  _generateId(table: string): string;
  commit(commitTs?: bigint | null): void;
};
type TransactionManager = { commit(isNested: boolean): bigint | null };
type ConvexGlobal = { components: Record<string, { db: DatabaseFake }>; transactionManager: TransactionManager };

export type Commit = { ts: bigint; changes: Change[] };

/** Finds the instance's private state: convex-test enters it through AsyncLocalStorage.run. */
function convexGlobalOf(t: TestConvex<SchemaDefinition<GenericSchema, boolean>>): ConvexGlobal {
  const run = AsyncLocalStorage.prototype.run;
  let found: ConvexGlobal | undefined;
  AsyncLocalStorage.prototype.run = function (this: AsyncLocalStorage<unknown>, store: unknown, ...rest: never[]) {
    if (store && typeof store === "object" && "components" in store && "transactionManager" in store) {
      found = store as ConvexGlobal;
    }
    return (run as (...args: unknown[]) => unknown).call(this, store, ...rest);
  } as typeof run;
  try {
    void t.run(async () => null);
  } finally {
    AsyncLocalStorage.prototype.run = run;
  }
  if (!found) throw new Error("convex-test changed: the sandbox could not reach its database");
  return found;
}

/** 24 random digits (about 80 bits) before the table name, in convex-test's id shape. */
function unguessableId(table: string): string {
  let digits = String(randomInt(1, 10));
  while (digits.length < 24) digits += String(randomInt(0, 1_000_000_000)).padStart(9, "0");
  return digits.slice(0, 24) + table;
}

export type ConvexTestHooks = {
  /** Runs `fn`, collecting its reads and the timestamps of its commits (a mutation makes one) into the arrays given. */
  record<T>(records: { reads?: Read[]; commits?: bigint[] }, fn: () => Promise<T>): Promise<T>;
  /** Called after every top-level commit that wrote something. */
  onCommit(listener: (commit: Commit) => void): () => void;
  /** The latest commit's timestamp (nanoseconds). */
  latestTs(): bigint;
};

/**
 * Hooks an instance after its components are registered. Every commit, from a function, a
 * scheduled job or `t.run`, reaches the listeners.
 */
export function hookConvexTest(t: TestConvex<SchemaDefinition<GenericSchema, boolean>>): ConvexTestHooks {
  const global = convexGlobalOf(t);
  // One store for both records: every AsyncLocalStorage adds work to every promise in the process.
  const record = new AsyncLocalStorage<{ reads?: Read[]; commits?: bigint[] }>();
  const listeners = new Set<(commit: Commit) => void>();
  let pending: Change[] = [];
  let latest = 0n;

  for (const [component, { db }] of Object.entries(global.components)) {
    db._generateId = unguessableId;
    let scanning = 0;
    const get = db.get.bind(db);
    db.get = (table, id) => {
      if (scanning === 0) record.getStore()?.reads?.push({ component, kind: "document", id });
      return get(table, id);
    };
    const index = new DocumentIndex(db._documents);
    let equal: { fieldPath: string; value: JSONValue } | undefined;
    const resolve = db._resolveQuerySource.bind(db);
    db._resolveQuerySource = (query) => {
      const source = query.source;
      const reads = record.getStore()?.reads;
      if (reads) {
        const table = source.type === "FullTableScan" ? source.tableName : source.indexName.split(".")[0];
        reads.push(
          source.type === "IndexRange"
            ? { component, kind: "range", table, range: source.range }
            : { component, kind: "table", table },
        );
      }
      scanning++;
      // An index range that starts with an equality only needs the documents holding that value.
      equal = source.type === "IndexRange" && source.range[0]?.type === "Eq" ? source.range[0] : undefined;
      try {
        return resolve(query);
      } finally {
        scanning--;
        equal = undefined;
      }
    };
    db._iterateDocs = (table, callback) => {
      const ids = new Set(index.candidates(table, equal));
      // Writes not yet committed are checked against the range by convex-test itself.
      for (const level of db._writes) for (const id of Object.keys(level)) if (tableOf(id) === table) ids.add(id);
      for (const id of ids) {
        const doc = db.get(table, id);
        if (doc !== null) callback(doc);
      }
    };
    const commit = db.commit.bind(db);
    db.commit = (commitTs) => {
      const writes = db._writes.length === 1 ? Object.entries(db._writes[0]) : [];
      const changes = writes.map(([id, after]): Change => ({ component, table: tableOf(id), id, before: db._documents[id] ?? null, after }));
      commit(commitTs);
      for (const change of changes) index.update(change.id, change.before, db._documents[change.id] ?? null);
      pending.push(...changes);
    };
  }

  const manager = global.transactionManager;
  const commit = manager.commit.bind(manager);
  manager.commit = (isNested) => {
    const ts = commit(isNested);
    if (ts === null) return ts;
    latest = ts;
    record.getStore()?.commits?.push(ts);
    const changes = pending;
    pending = [];
    if (changes.length > 0) for (const listener of listeners) listener({ ts, changes });
    return ts;
  };

  return {
    record: (records, fn) => record.run(records, fn),
    onCommit(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    latestTs: () => latest,
  };
}
