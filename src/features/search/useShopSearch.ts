import { useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import { normalizeShopSearch } from "@convex/rules/shopSearch";
import { useDebounced } from "@/lib/useDebounced";

export type ShopMatch = FunctionReturnType<typeof api.search.shops>[number];

/** How long typing must pause before the shops are searched. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * Shops whose name matches `text`, live (a shop added or renamed elsewhere shows up). Searched once
 * typing pauses; only the latest text's answer is used, and the previous answer stays shown while
 * the next one loads so the list does not flicker. Blank text finds nothing.
 */
export function useShopSearch(text: string): { shops: ShopMatch[]; loading: boolean } {
  const typed = normalizeShopSearch(text);
  const query = useDebounced(typed, SEARCH_DEBOUNCE_MS);
  const result = useQuery(api.search.shops, query ? { text: query } : "skip");
  // The latest answer received, kept while the next text's answer loads.
  const [shown, setShown] = useState<ShopMatch[]>([]);
  if (result !== undefined && result !== shown) setShown(result);
  // Emptied box: forget the old answer, so the next text never shows it.
  if (!typed && result === undefined && shown.length > 0) setShown([]);
  if (!typed) return { shops: [], loading: false };
  return { shops: shown, loading: query !== typed || result === undefined };
}
