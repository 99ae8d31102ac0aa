import { useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import { normalizeShopSearch } from "@convex/rules/shopSearch";
import { useDebounced } from "@/lib/useDebounced";

export type PersonMatch = FunctionReturnType<typeof api.people.search>[number];

/** How long typing must pause before people are searched. */
export const PEOPLE_DEBOUNCE_MS = 250;

/**
 * People whose name matches `text`, live. Searched once typing pauses; the previous answer stays
 * shown while the next one loads, so the list does not flicker. Blank text finds nobody.
 */
export function usePeopleSearch(text: string): { people: PersonMatch[]; loading: boolean } {
  const typed = normalizeShopSearch(text);
  const query = useDebounced(typed, PEOPLE_DEBOUNCE_MS);
  const result = useQuery(api.people.search, query ? { text: query } : "skip");
  const [shown, setShown] = useState<PersonMatch[]>([]);
  if (result !== undefined && result !== shown) setShown(result);
  if (!typed && result === undefined && shown.length > 0) setShown([]);
  if (!typed) return { people: [], loading: false };
  return { people: shown, loading: query !== typed || result === undefined };
}
