import { useQuery } from "convex/react";
import type { FunctionReference, FunctionReturnType } from "convex/server";
import { useState } from "react";
import { normalizeSearchText } from "@convex/rules/search";
import { useDebounced } from "@/lib/useDebounced";

/** How long typing must pause before a search runs. */
const SEARCH_DEBOUNCE_MS = 250;

type SearchQuery = FunctionReference<"query", "public", { text: string }, readonly unknown[]>;

/**
 * What `search` finds for `text`, live (a match added or renamed elsewhere shows up). Searched once
 * typing pauses; only the latest text's answer is used, and the previous answer stays shown while
 * the next one loads so the list does not flicker. Blank text finds nothing.
 */
export function useLiveSearch<Q extends SearchQuery>(
  search: Q,
  text: string,
): { results: FunctionReturnType<Q>; loading: boolean } {
  type Results = FunctionReturnType<Q>;
  const typed = normalizeSearchText(text);
  const query = useDebounced(typed, SEARCH_DEBOUNCE_MS);
  const result: Results | undefined = useQuery(search as SearchQuery, query ? { text: query } : "skip") as
    Results | undefined;
  // The latest answer received, kept while the next text's answer loads.
  const [shown, setShown] = useState<Results>(NOTHING as Results);
  if (result !== undefined && result !== shown) setShown(result);
  // Emptied box: forget the old answer, so the next text never shows it.
  if (!typed && result === undefined && shown.length > 0) setShown(NOTHING as Results);
  if (!typed) return { results: NOTHING as Results, loading: false };
  return { results: shown, loading: query !== typed || result === undefined };
}

const NOTHING: readonly never[] = [];
