// convex-test keeps its database and transaction manager private. The sandbox needs three things
// from them that a deployment has: what each query read, what each commit wrote (with its
// timestamp), and document ids nobody can guess. This module reaches them once per instance.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomInt } from "node:crypto";
import type { TestConvex } from "convex-test";
import type { GenericSchema, SchemaDefinition } from "convex/server";
import { DocumentIndex, holding, isIdOf, tableOf, type Equality } from "./documentIndex";
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
type TransactionManager = {
  begin(isNested: boolean, limits?: unknown): Promise<void>;
  commit(isNested: boolean): bigint | null;
};
type ConvexGlobal = { components: Record<string, { db: DatabaseFake }>; transactionManager: TransactionManager };

export type Commit = { ts: bigint; changes: Change[] };

/** Finds the instance's private state: convex-test enters it through AsyncLocalStorage.run. */
export function convexGlobalOf(t: TestConvex<SchemaDefinition<GenericSchema, boolean>>): ConvexGlobal {
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

/** What `record` collects for one call, into the fields given. */
export type Records = {
  reads?: Read[];
  /** The timestamps of its commits (a mutation makes one). */
  commits?: bigint[];
  /** The commit its (first) transaction read at: what a query returns holds as of this timestamp. */
  snapshotTs?: bigint;
  /** Set when it asked who the caller is: then its result is the caller's own, not everyone's. */
  readAuth?: boolean;
};

export type ConvexTestHooks = {
  /** Marks the call being recorded as one that read the caller's identity. */
  noteAuthRead(): void;
  /** Runs `fn`, collecting what it read and committed into `records`. */
  record<T>(records: Records, fn: () => Promise<T>): Promise<T>;
  /** Called after every top-level commit that wrote something. */
  onCommit(listener: (commit: Commit) => void): () => void;
  /** The latest commit's timestamp (nanoseconds). */
  latestTs(): bigint;
};

type AuthFake = { getUserIdentity(): Promise<unknown> };

/**
 * Makes `record` note each call that reads the caller's identity, as a deployment notes which
 * queries depend on auth (only those are cached per identity).
 */
export async function watchAuthReads(
  t: TestConvex<SchemaDefinition<GenericSchema, boolean>>,
  hooks: ConvexTestHooks,
): Promise<void> {
  let proto: AuthFake | undefined;
  await t.run(async (ctx) => {
    proto = Object.getPrototypeOf(ctx.auth) as AuthFake;
  });
  if (!proto || typeof proto.getUserIdentity !== "function")
    throw new Error("convex-test changed: the sandbox could not watch auth reads");
  const getUserIdentity = proto.getUserIdentity;
  proto.getUserIdentity = function (this: AuthFake) {
    hooks.noteAuthRead();
    return getUserIdentity.call(this);
  };
}

/**
 * Hooks an instance after its components are registered. Every commit, from a function, a
 * scheduled job or `t.run`, reaches the listeners.
 */
export function hookConvexTest(t: TestConvex<SchemaDefinition<GenericSchema, boolean>>): ConvexTestHooks {
  const global = convexGlobalOf(t);
  // One store for both records: every AsyncLocalStorage adds work to every promise in the process.
  const record = new AsyncLocalStorage<Records>();
  const listeners = new Set<(commit: Commit) => void>();
  let pending: Change[] = [];
  let latest = 0n;

  for (const [component, { db }] of Object.entries(global.components)) {
    hookDatabase(component, db, record, (changes) => pending.push(...changes));
  }

  const manager = global.transactionManager;
  // Top-level transactions run one at a time, so one that has begun reads the latest commit.
  const begin = manager.begin.bind(manager);
  manager.begin = async (isNested, limits) => {
    await begin(isNested, limits);
    const records = isNested ? undefined : record.getStore();
    if (records && records.snapshotTs === undefined) records.snapshotTs = latest;
  };
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
    noteAuthRead() {
      const records = record.getStore();
      if (records) records.readAuth = true;
    },
    onCommit(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    latestTs: () => latest,
  };
}

/** Hooks one component's database: unguessable ids, its reads recorded, its commits handed on. */
function hookDatabase(
  component: string,
  db: DatabaseFake,
  record: AsyncLocalStorage<Records>,
  onChanges: (changes: Change[]) => void,
): void {
  db._generateId = unguessableId;
  const index = new DocumentIndex(db._documents);
  recordReads(component, db, record, index);
  const commit = db.commit.bind(db);
  db.commit = (commitTs) => {
    const ids = db._writes.length === 1 ? Object.keys(db._writes[0]) : [];
    const changes = ids.map((id): Change => ({
      component,
      table: tableOf(id),
      id,
      before: db._documents[id] ?? null,
      after: null,
    }));
    commit(commitTs);
    // As committed: with the commit's timestamp in place of any placeholder.
    for (const change of changes) {
      change.after = db._documents[change.id] ?? null;
      index.update(change.id, change.before, change.after);
    }
    onChanges(changes);
  };
}

/** Notes each document and range a recorded call reads; answers index ranges from `index`. */
function recordReads(
  component: string,
  db: DatabaseFake,
  record: AsyncLocalStorage<Records>,
  index: DocumentIndex,
): void {
  let scanning = 0;
  const get = db.get.bind(db);
  db.get = (table, id) => {
    if (scanning === 0) record.getStore()?.reads?.push({ component, kind: "document", id });
    return get(table, id);
  };
  /** The equalities the index range being resolved starts with. */
  let equalities: Equality[] = [];
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
    // An index range that starts with equalities only needs the documents holding their values.
    if (source.type === "IndexRange") {
      const firstOther = source.range.findIndex((expression) => expression.type !== "Eq");
      equalities = source.range.slice(0, firstOther === -1 ? undefined : firstOther);
    }
    try {
      return resolve(query);
    } finally {
      scanning--;
      equalities = [];
    }
  };
  db._iterateDocs = (table, callback) => {
    const ids = new Set(index.candidates(table, equalities[0]));
    for (const id of ids) {
      const doc = db.get(table, id);
      if (doc !== null) callback(doc);
    }
    // Writes not yet committed, as they are now, that hold the values: a mutation writing many rows
    // would otherwise have convex-test check each of them in every query it makes.
    const holds = holding(equalities);
    for (const level of db._writes) {
      for (const id in level) {
        if (ids.has(id) || !isIdOf(id, table)) continue;
        ids.add(id);
        const doc = db.get(table, id);
        if (doc !== null && holds(doc)) callback(doc);
      }
    }
  };
}
