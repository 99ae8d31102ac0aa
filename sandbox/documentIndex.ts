// convex-test answers every query by scanning every document of the database. The sandbox keeps,
// per component database, each table's document ids and, for the fields queries test for equality
// first, which ids hold which value, so a query reads only the documents that can match.
import { CommitTsPlaceholder, compareValues, type JSONValue, type Value } from "convex/values";
import { decodeBound, fieldValue, valueKey as keyOf } from "./readSet";

type Doc = Record<string, Value | undefined>;
/** One of the equalities an index range starts with: `fieldPath` holds `value` (JSON-encoded). */
export type Equality = { fieldPath: string; value: JSONValue };

export function tableOf(id: string): string {
  return id.replace(/^[0-9]+/, "");
}

/** Whether an id (digits, then the table's name) is of `table`, without building its table name. */
export function isIdOf(id: string, table: string): boolean {
  const digits = id.length - table.length;
  return digits > 0 && id.endsWith(table) && id.charCodeAt(digits - 1) >= 48 && id.charCodeAt(digits - 1) <= 57;
}

/**
 * A test for the documents that hold every value `equalities` ask for (decoded once). A commit
 * timestamp not yet known may hold any: convex-test, which knows how it compares, decides.
 */
export function holding(equalities: readonly Equality[]): (doc: Doc) => boolean {
  const wanted = equalities.map(({ fieldPath, value }) => ({ fieldPath, value: decodeBound(value) }));
  return (doc) =>
    wanted.every(({ fieldPath, value }) => {
      const held = fieldValue(doc, fieldPath);
      return held instanceof CommitTsPlaceholder || compareValues(held, value) === 0;
    });
}

export class DocumentIndex {
  private readonly byTable = new Map<string, Set<string>>();
  /** `${table}\0${field}` → value key → ids, built on first use and kept up to date after. */
  private readonly byField = new Map<string, Map<string, Set<string>>>();

  constructor(private readonly documents: Record<string, Doc>) {
    for (const id of Object.keys(documents)) this.idsOf(tableOf(id)).add(id);
  }

  /** The committed ids of a table that hold the equality's value, or all of them. */
  candidates(table: string, equal?: Equality): Iterable<string> {
    if (!equal) return this.byTable.get(table) ?? [];
    return this.fieldIndex(table, equal.fieldPath).get(keyOf(decodeBound(equal.value))) ?? [];
  }

  /** A committed write: `before` is the document as it was (null when new), `after` as it is (null when deleted). */
  update(id: string, before: Doc | null, after: Doc | null) {
    const table = tableOf(id);
    if (after === null) this.byTable.get(table)?.delete(id);
    else this.idsOf(table).add(id);
    for (const [key, values] of this.byField) {
      if (!key.startsWith(`${table}\0`)) continue;
      const field = key.slice(table.length + 1);
      if (before !== null) values.get(keyOf(fieldValue(before, field)))?.delete(id);
      if (after !== null) setOf(values, keyOf(fieldValue(after, field))).add(id);
    }
  }

  private idsOf(table: string): Set<string> {
    return setOf(this.byTable, table);
  }

  private fieldIndex(table: string, field: string): Map<string, Set<string>> {
    const key = `${table}\0${field}`;
    let values = this.byField.get(key);
    if (!values) {
      values = new Map();
      for (const id of this.byTable.get(table) ?? [])
        setOf(values, keyOf(fieldValue(this.documents[id], field))).add(id);
      this.byField.set(key, values);
    }
    return values;
  }
}

function setOf<K>(map: Map<K, Set<string>>, key: K): Set<string> {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  return set;
}
