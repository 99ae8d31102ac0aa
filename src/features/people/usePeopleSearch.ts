import type { FunctionReturnType } from "convex/server";
import { api } from "@convex/_generated/api";
import { useLiveSearch } from "@/lib/useLiveSearch";

export type PersonMatch = FunctionReturnType<typeof api.people.search>[number];

/** People whose name matches `text`, live (see useLiveSearch). */
export function usePeopleSearch(text: string): { people: PersonMatch[]; loading: boolean } {
  const { results, loading } = useLiveSearch(api.people.search, text);
  return { people: results, loading };
}
