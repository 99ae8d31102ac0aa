// Convex's full text search as a deployment runs it (docs.convex.dev/search/text-search and the
// backend's crates/search), for a search index held in memory: which documents a search text
// matches and in which order. The sandbox answers `withSearchIndex` with it (deploymentSearch.ts).

/** Words of a search text searched at most; later words are dropped without an error. */
export const MAX_QUERY_TERMS = 16;
/** Words of this many UTF-8 bytes or more are left out, of the text searched and of the documents. */
export const MAX_TERM_BYTES = 32;
/** Candidates a search reads from the index at most; asking for one more fails the query. */
export const MAX_CANDIDATES = 1024;
/** Index words a search looks up at most: whole-word matches first, then the last word's completions in order. */
export const MAX_MATCHED_TERMS = 64;
/** Equality filters a search may have. */
export const MAX_FILTERS = 8;

// Tantivy's BM25 (tantivy/src/query/bm25.rs).
const K1 = 1.2;
const B = 0.75;
/** A match of the last word's completion counts half a whole-word match (crates/search/src/lib.rs). */
const PREFIX_BOOST = 0.5;

const WORD = /[\p{Alphabetic}\p{N}]+/gu;
const ASCII = /^\p{ASCII}*$/u;
const encoder = new TextEncoder();

/**
 * Convex's "convex_en" analyzer: Tantivy's SimpleTokenizer (a word is a run of letters and digits,
 * everything else splits), RemoveLongFilter (MAX_TERM_BYTES) and LowerCaser (one character at a time).
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    // At most 3 bytes a UTF-16 unit: a word of 10 units or fewer is short enough without encoding it.
    if (word.length > 10 && encoder.encode(word).length >= MAX_TERM_BYTES) continue;
    tokens.push(ASCII.test(word) ? word.toLowerCase() : Array.from(word, (c) => c.toLowerCase()).join(""));
  }
  return tokens;
}

export type QueryTerm = { text: string; prefix: boolean };

/** The words searched for: at most MAX_QUERY_TERMS, the last one also matching as a prefix. */
export function queryTerms(searchText: string): QueryTerm[] {
  const words = tokenize(searchText).slice(0, MAX_QUERY_TERMS);
  return words.map((text, i) => ({ text, prefix: i === words.length - 1 }));
}

/** Tantivy stores a field's length in one byte: exact up to 40 words, then on a log scale. */
const FIELD_NORMS = Array.from({ length: 256 }, (_, id) => {
  if (id < 24) return id;
  const part = id - 24;
  const shift = part >> 3;
  return 24 + (shift === 0 ? part & 7 : ((part & 7) | 8) << (shift - 1));
});

function fieldNorm(length: number): number {
  let id = 0;
  while (id < 255 && FIELD_NORMS[id + 1]! <= length) id++;
  return FIELD_NORMS[id]!;
}

/** Inverse document frequency, as Tantivy computes it. */
function idf(docFrequency: number, documents: number): number {
  return Math.log(1 + (documents - docFrequency + 0.5) / (docFrequency + 0.5));
}

/** One document of a search index: its search field's words (`tokenize`), when it was made and its id. */
export type IndexedDocument = { tokens: readonly string[]; creationTime: number; id: string };

export type SearchOptions<D> = {
  /** Whether a document holds the values the search's equality filters ask for (all do when absent). */
  matchesFilters?: (doc: D) => boolean;
  /** How many equality filters the search has: each takes one of the MAX_MATCHED_TERMS. */
  filterCount?: number;
};

/**
 * The documents of `index` a search for `searchText` returns, best first, at most MAX_CANDIDATES:
 * those holding any searched word (the last one may be the start of a word), ranked by BM25 over
 * the whole index, equal scores newest first. Convex's docs say relevance may also weigh other
 * criteria and may change; its backend scores BM25 alone today. Tests should assert clear differences.
 */
export function fullTextSearch<D extends IndexedDocument>(
  index: readonly D[],
  searchText: string,
  options: SearchOptions<D> = {},
): D[] {
  const terms = queryTerms(searchText);
  if (terms.length === 0) return [];

  // The index's statistics: over every document, whatever the filters.
  const docFrequency = new Map<string, number>();
  let totalTokens = 0;
  for (const doc of index) {
    totalTokens += doc.tokens.length;
    for (const token of new Set(doc.tokens)) docFrequency.set(token, (docFrequency.get(token) ?? 0) + 1);
  }

  /** Index words looked up, with their weight: whole-word matches, then completions of the last word. */
  const boosts = new Map<string, number>();
  for (const { text } of terms) if (docFrequency.has(text)) boosts.set(text, 1);
  const last = terms[terms.length - 1]!.text;
  const room = MAX_MATCHED_TERMS - boosts.size - (options.filterCount ?? 0);
  const completions = [...docFrequency.keys()].filter((word) => word.startsWith(last) && !boosts.has(word)).sort();
  for (const word of completions.slice(0, Math.max(room, 0))) boosts.set(word, PREFIX_BOOST);
  if (boosts.size === 0) return [];

  const documents = Math.max(index.length, 1);
  const averageLength = totalTokens / documents;
  const weights = new Map(
    [...boosts].map(([word, boost]) => [word, boost * idf(docFrequency.get(word)!, documents) * (1 + K1)]),
  );

  const scored: { doc: D; score: number }[] = [];
  for (const doc of index) {
    const frequencies = new Map<string, number>();
    for (const token of doc.tokens) if (weights.has(token)) frequencies.set(token, (frequencies.get(token) ?? 0) + 1);
    if (frequencies.size === 0 || (options.matchesFilters && !options.matchesFilters(doc))) continue;
    const norm = K1 * (1 - B + (B * fieldNorm(doc.tokens.length)) / averageLength);
    let score = 0;
    for (const [token, frequency] of frequencies) score += (weights.get(token)! * frequency) / (frequency + norm);
    scored.push({ doc, score });
  }
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      b.doc.creationTime - a.doc.creationTime ||
      (a.doc.id < b.doc.id ? 1 : a.doc.id > b.doc.id ? -1 : 0),
  );
  return scored.slice(0, MAX_CANDIDATES).map(({ doc }) => doc);
}
