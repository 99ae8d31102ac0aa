import type { FunctionReturnType } from "convex/server";
import { api } from "@convex/_generated/api";
import { useLiveSearch } from "@/lib/useLiveSearch";

export type ShopMatch = FunctionReturnType<typeof api.search.shops>[number];

/** Shops whose name matches `text`, live (see useLiveSearch). */
export function useShopSearch(text: string): { shops: ShopMatch[]; loading: boolean } {
  const { results, loading } = useLiveSearch(api.search.shops, text);
  return { shops: results, loading };
}
