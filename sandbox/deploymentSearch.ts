// convex-test answers `withSearchIndex` by matching every word of the search text as the start of a
// word split at spaces only, in insertion order, with no limit. This hands its search queries to
// fullTextSearch.ts instead, which searches as a deployment does. convex-test keeps its database
// private, so the hook replaces three of its methods on each component's database object, before
// hookConvexTest wraps them (its read records stay on top of this).
import type { TestConvex } from "convex-test";
import type { GenericSchema, SchemaDefinition } from "convex/server";
import type { JSONValue, Value } from "convex/values";
import { convexGlobalOf } from "./convexTestInternals";
import { fullTextSearch, MAX_CANDIDATES, MAX_FILTERS, tokenize, type IndexedDocument } from "./fullTextSearch";
import { fieldValue } from "./readSet";

type Doc = Record<string, Value | undefined> & { _id: string; _creationTime: number };
type SearchFilter =
  { type: "Search"; fieldPath: string; value: string } | { type: "Eq"; fieldPath: string; value: JSONValue };
type QuerySource =
  { type: "Search"; indexName: string; filters: SearchFilter[] } | { type: "FullTableScan" | "IndexRange" };
type Query = { source: QuerySource; operators: unknown[] };
type Resolved = { sortedDocs: Doc[]; filterFn: (doc: Doc) => boolean; limit: number | null };

/** The parts of convex-test's DatabaseFake a search goes through (convex-test 0.0.x). */
type SearchingDatabase = {
  _resolveQuerySource(query: Query): Resolved;
  _evaluateQuery(query: Query): Doc[];
  queryNext(queryId: number): { value: Doc | null; done: boolean };
  _iterateDocs(table: string, callback: (doc: Doc) => void): void;
};

/** Stands after a search's MAX_CANDIDATES results when the query wants more: reading it fails, as on a deployment. */
const SCANNED_TOO_MANY = Object.freeze({}) as Doc;

type Entry = IndexedDocument & { doc: Doc; fieldPath: string };
/** A document's words, kept while the document (an immutable object in convex-test) lives. */
const entries = new WeakMap<Doc, Entry>();

function entryOf(doc: Doc, fieldPath: string): Entry {
  let entry = entries.get(doc);
  if (entry?.fieldPath !== fieldPath) {
    const text = fieldValue(doc, fieldPath);
    entry = {
      doc,
      fieldPath,
      tokens: typeof text === "string" ? tokenize(text) : [],
      creationTime: doc._creationTime,
      id: doc._id,
    };
    entries.set(doc, entry);
  }
  return entry;
}

function hookSearch(db: SearchingDatabase): void {
  const resolve = db._resolveQuerySource.bind(db);
  db._resolveQuerySource = (query) => {
    const { source } = query;
    if (source.type !== "Search") return resolve(query);
    const search = source.filters.find((filter) => filter.type === "Search")!;
    const equalities = source.filters.filter((filter) => filter.type === "Eq");
    if (equalities.length > MAX_FILTERS) {
      throw new Error(
        `Search query against ${source.indexName} has too many filter conditions. Max: ${MAX_FILTERS} Actual: ${equalities.length}`,
      );
    }
    // convex-test still decides which documents hold the equalities' values (and reads the query's other operators).
    const filtered = resolve({ ...query, source: { ...source, filters: equalities } });
    const holding = new Set(filtered.sortedDocs);
    const index: Entry[] = [];
    db._iterateDocs(source.indexName.split(".")[0]!, (doc) => index.push(entryOf(doc, search.fieldPath)));
    const found = fullTextSearch(index, search.value, {
      matchesFilters: (entry) => holding.has(entry.doc),
      filterCount: equalities.length,
    });
    return { ...filtered, sortedDocs: found.map((entry) => entry.doc) };
  };

  const evaluate = db._evaluateQuery.bind(db);
  db._evaluateQuery = (query) => {
    if (query.source.type !== "Search") return evaluate(query);
    const { sortedDocs, filterFn, limit } = db._resolveQuerySource(query);
    const results: Doc[] = [];
    for (const doc of sortedDocs) {
      if (limit !== null && results.length >= limit) return results;
      if (filterFn(doc)) results.push(doc);
    }
    if (sortedDocs.length === MAX_CANDIDATES && (limit === null || results.length < limit))
      results.push(SCANNED_TOO_MANY);
    return results;
  };

  const queryNext = db.queryNext.bind(db);
  db.queryNext = (queryId) => {
    const next = queryNext(queryId);
    if (next.value === SCANNED_TOO_MANY) {
      throw new Error(
        `Search query scanned too many documents (fetched ${MAX_CANDIDATES}). Consider using a smaller limit, ` +
          "paginating the query, or using a filter field to limit the number of documents pulled from the search index.",
      );
    }
    return next;
  };
}

/** Makes every search of the instance's databases (the app's and its components') search as a deployment does. */
export function searchAsOnDeployment(t: TestConvex<SchemaDefinition<GenericSchema, boolean>>): void {
  for (const { db } of Object.values(convexGlobalOf(t).components)) hookSearch(db as unknown as SearchingDatabase);
}
