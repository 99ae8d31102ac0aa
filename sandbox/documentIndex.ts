// convex-test answers every query by scanning every document of the database. The sandbox keeps,
// per component database, each table's document ids and, for the fields queries test for equality
// first, which ids hold which value, so a query reads only the documents that can match.
import { convexToJson, jsonToConvex, type JSONValue, type Value } from "convex/values";
import { fieldValue } from "./readSet";

type Doc = Record<string, Value | undefined>;

const keyOf = (value: Value | undefined) => (value === undefined ? "undefined" : JSON.stringify(convexToJson(value)));

export function tableOf(id: string): string {
  return id.replace(/^[0-9]+/, "");
}

export class DocumentIndex {
  private readonly byTable = new Map<string, Set<string>>();
  /** `${table}\0${field}` → value key → ids, built on first use and kept up to date after. */
  private readonly byField = new Map<string, Map<string, Set<string>>>();

  constructor(private readonly documents: Record<string, Doc>) {
    for (const id of Object.keys(documents)) this.idsOf(tableOf(id)).add(id);
  }

  /** The committed ids of a table whose `field` equals the JSON-encoded `value`, or all of them. */
  candidates(table: string, equal?: { fieldPath: string; value: JSONValue }): Iterable<string> {
    if (!equal) return this.byTable.get(table) ?? [];
    const decoded = typeof equal.value === "object" && equal.value !== null && "$undefined" in equal.value ? undefined : jsonToConvex(equal.value);
    return this.fieldIndex(table, equal.fieldPath).get(keyOf(decoded)) ?? [];
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
      for (const id of this.byTable.get(table) ?? []) setOf(values, keyOf(fieldValue(this.documents[id], field))).add(id);
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
