// Shop search by name (the map's search box): what the typed text becomes before it reaches the
// search index, and the order the matches are shown in. Shared by convex/search.ts, the people
// search (convex/people.ts), which reads names the same way, and the UI.
import { cleanText } from "./text";

/** Shops the search box lists at most. */
export const SHOP_SEARCH_LIMIT = 8;
/** Longest text searched: a shop name's own limit (SHOP_LIMITS.name); longer input is cut. */
export const SHOP_SEARCH_MAX_LENGTH = 100;
/** The map's zoom after choosing a shop: close enough to see its street (a city search uses 15). */
export const SHOP_FOCUS_ZOOM = 16;
/** Words searched at most (Convex caps the terms of a search query); later words are dropped. */
export const SHOP_SEARCH_MAX_TERMS = 8;

/** Lower-case words of a text: letters and digits, split at everything else ("Joe's" → "joe", "s"). */
export function searchWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The text as the search index gets it: invisible and control characters removed, trimmed, at most
 * SHOP_SEARCH_MAX_LENGTH characters and SHOP_SEARCH_MAX_TERMS words. Empty means "search nothing".
 */
export function normalizeSearchText(text: string): string {
  const cleaned = cleanText(text.slice(0, SHOP_SEARCH_MAX_LENGTH * 4)).slice(0, SHOP_SEARCH_MAX_LENGTH);
  return cleaned.split(/\s+/).filter(Boolean).slice(0, SHOP_SEARCH_MAX_TERMS).join(" ");
}

/** How many of the query's words start some word of the name (case-insensitive). */
export function matchedWords(queryWords: readonly string[], name: string): number {
  const nameWords = searchWords(name);
  return queryWords.filter((term) => nameWords.some((word) => word.startsWith(term))).length;
}

/**
 * The search index's candidates, best first: names matching more of the typed words come first
 * ("thinking cup" puts Thinking Cup before Cup of Joe); ties keep the index's own (relevance) order.
 */
export function rankByName<T extends { name: string }>(text: string, candidates: readonly T[]): T[] {
  const queryWords = searchWords(text);
  return candidates
    .map((candidate, position) => ({ candidate, position, score: matchedWords(queryWords, candidate.name) }))
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .map(({ candidate }) => candidate);
}

/** Shops the Shop dropdown (add review, edit shop) lists at first and adds with each "Load more shops". */
export const SHOP_PAGE = 100;
