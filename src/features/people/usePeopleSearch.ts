import type { FunctionReturnType } from "convex/server";
import { api } from "@convex/_generated/api";
import { useLiveSearch } from "@/lib/useLiveSearch";

export type PersonMatch = FunctionReturnType<typeof api.search.people>[number];

/** People whose name matches `text`, live (see useLiveSearch). */
export function usePeopleSearch(text: string): { people: PersonMatch[]; loading: boolean } {
  const { results, loading } = useLiveSearch(api.search.people, text);
  return { people: results, loading };
}
