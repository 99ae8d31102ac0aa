// What a query read and what a commit wrote, and whether the one touches the other: the sandbox
// re-runs a subscription only when a commit wrote inside something it read, as a deployment does.
import { compareValues, convexToJson, jsonToConvex, type JSONValue, type Value } from "convex/values";

export type RangeExpression = { type: "Eq" | "Gt" | "Gte" | "Lt" | "Lte"; fieldPath: string; value: JSONValue };

/** One read, in one component's database ("" is the app's own). */
export type Read =
  | { component: string; kind: "document"; id: string }
  | { component: string; kind: "table"; table: string }
  | { component: string; kind: "range"; table: string; range: RangeExpression[] };

type Doc = Record<string, Value | undefined>;

/** One document a commit wrote: its value before and after (null when absent). */
export type Change = { component: string; table: string; id: string; before: Doc | null; after: Doc | null };

export function fieldValue(doc: Doc, fieldPath: string): Value | undefined {
  let value: unknown = doc;
  for (const part of fieldPath.split(".")) {
    if (value === null || typeof value !== "object" || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value as Value | undefined;
}

/** A value as a map key: equal keys for values Convex compares as equal. */
export function valueKey(value: Value | undefined): string {
  return value === undefined ? "undefined" : JSON.stringify(convexToJson(value));
}

export function decodeBound(value: JSONValue): Value | undefined {
  if (value !== null && typeof value === "object" && !Array.isArray(value) && "$undefined" in value) return undefined;
  return jsonToConvex(value);
}

/** Whether a document lies inside an index range (all of its expressions hold). */
export function inRange(doc: Doc, range: RangeExpression[]): boolean {
  return range.every((expression) => {
    const order = compareValues(fieldValue(doc, expression.fieldPath), decodeBound(expression.value));
    switch (expression.type) {
      case "Eq":
        return order === 0;
      case "Gt":
        return order > 0;
      case "Gte":
        return order >= 0;
      case "Lt":
        return order < 0;
      case "Lte":
        return order <= 0;
    }
  });
}

/** Whether writing `change` can alter what `read` saw. */
export function touches(read: Read, change: Change): boolean {
  if (read.component !== change.component) return false;
  switch (read.kind) {
    case "document":
      return read.id === change.id;
    case "table":
      return read.table === change.table;
    case "range":
      if (read.table !== change.table) return false;
      return [change.before, change.after].some((doc) => doc !== null && inRange(doc, read.range));
  }
}

/**
 * A commit's changes by document id and by table, so each read looks only at its own table's; and,
 * made when first asked, a table's changes by the value a field held before or after, so a range
 * that starts with an equality looks only at the changes that held its value.
 */
export type CommitIndex = {
  ids: Set<string>;
  byTable: Map<string, Change[]>;
  byValue: Map<string, Map<string, Change[]>>;
};

const tableKey = (component: string, table: string) => `${component}/${table}`;

export function indexCommit(changes: readonly Change[]): CommitIndex {
  const byTable = new Map<string, Change[]>();
  for (const change of changes) listIn(byTable, tableKey(change.component, change.table)).push(change);
  return { ids: new Set(changes.map((change) => `${change.component}/${change.id}`)), byTable, byValue: new Map() };
}

function listIn<K>(map: Map<K, Change[]>, key: K): Change[] {
  let list = map.get(key);
  if (!list) {
    list = [];
    map.set(key, list);
  }
  return list;
}

/** The changes of a table whose document held `value` at `fieldPath`, before or after. */
function changesHolding(
  commit: CommitIndex,
  table: string,
  changes: readonly Change[],
  fieldPath: string,
  value: JSONValue,
): Change[] {
  const key = `${table}\0${fieldPath}`;
  let byValue = commit.byValue.get(key);
  if (!byValue) {
    byValue = new Map();
    for (const change of changes) {
      const keys = new Set(
        [change.before, change.after].filter((doc) => doc !== null).map((doc) => valueKey(fieldValue(doc, fieldPath))),
      );
      for (const held of keys) listIn(byValue, held).push(change);
    }
    commit.byValue.set(key, byValue);
  }
  return byValue.get(valueKey(decodeBound(value))) ?? [];
}

/** Whether any of a commit's changes touches any of a query's reads. */
export function isInvalidated(reads: readonly Read[], commit: CommitIndex): boolean {
  return reads.some((read) => {
    if (read.kind === "document") return commit.ids.has(`${read.component}/${read.id}`);
    const table = tableKey(read.component, read.table);
    const changes = commit.byTable.get(table);
    if (changes === undefined) return false;
    if (read.kind === "table") return true;
    const first = read.range[0];
    const candidates =
      first?.type === "Eq" ? changesHolding(commit, table, changes, first.fieldPath, first.value) : changes;
    return candidates.some((change) => touches(read, change));
  });
}
