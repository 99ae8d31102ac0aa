import { useAction, useConvex } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useCallback, useRef, useState } from "react";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { normalizeSearchText } from "@convex/rules/search";
import { rateLimitMessage } from "@/lib/errors";
import { useIsVisitor } from "@/lib/useIsVisitor";
import { clearErrorToast, showErrorToast } from "@/lib/errorToasts";
import { enterChoice } from "@/features/search/enterChoice";
import type { ShopMatch } from "@/features/search/useShopSearch";

/** A city or ZIP code found, with the box around its shops when we know them. */
export type FoundPlace = NonNullable<FunctionReturnType<typeof api.geocoding.geocodeCity>>;
/** A town offered when a search found nothing ("Did you mean Cambridge, MA?"). */
export type TownSuggestion = FunctionReturnType<typeof api.geocoding.suggestCities>[number];

const SEARCH_TOAST = "city-search";

export type PlaceLookupHandlers = {
  onCity: (place: FoundPlace) => void;
  onShop: (shop: ShopMatch) => void;
  /** Whether a search is under way (the list of shops says it is loading meanwhile). */
  onSearching?: (searching: boolean) => void;
};

/**
 * What the search box does with a shop chosen from its list (`choose`) and with Enter (`lookUp`):
 * the best match for the text; when there is none, the towns it may have meant (`suggestions`, shown
 * as "Did you mean …?"), or 'City not found.' in an error toast when none is close. `busy` while it looks.
 */
export function usePlaceLookup({ onCity, onShop, onSearching }: PlaceLookupHandlers) {
  // A visitor's search reaches the cache and the offline gazetteer only (decision 30).
  const visitor = useIsVisitor();
  const geocodeSignedIn = useAction(api.geocoding.geocodeCity);
  const geocodeAsVisitor = useAction(api.geocoding.geocodeCityAsVisitor);
  const geocodeCity = visitor ? geocodeAsVisitor : geocodeSignedIn;
  const suggestSignedIn = useAction(api.geocoding.suggestCities);
  const suggestAsVisitor = useAction(api.geocoding.suggestCitiesAsVisitor);
  const suggestCities = visitor ? suggestAsVisitor : suggestSignedIn;
  const convex = useConvex();
  const [busy, setBusy] = useState(false);
  const [suggestions, setSuggestions] = useState<{ query: string; towns: TownSuggestion[] } | null>(null);
  const latestSearch = useRef(0);
  const searching = (on: boolean) => {
    setBusy(on);
    onSearching?.(on);
  };

  const choose = (shop: ShopMatch) => {
    latestSearch.current++; // a search still answering no longer moves the map
    searching(false);
    setSuggestions(null);
    clearErrorToast(SEARCH_TOAST);
    onShop(shop);
  };

  // A search typed while another is still answering replaces it: only the latest answer moves the map.
  const lookUp = async (query: string) => {
    const request = ++latestSearch.current;
    searching(true);
    setSuggestions(null);
    const [shopsNamed, answer] = await Promise.all([
      // The live list's own query (same text as it sends), so usually answered from the client's cache.
      convex.query(api.search.shops, { text: normalizeSearchText(query) }).catch(() => [] as ShopMatch[]),
      geocodeCity({ query }).then(
        (place) => ({ place, error: null }),
        (error: unknown) => ({ place: null, error }),
      ),
    ]);
    if (request !== latestSearch.current) return;
    searching(false);
    const choice = enterChoice(query, shopsNamed, answer.place);
    if (choice.kind === "nothing") {
      const limited = rateLimitMessage(answer.error);
      const towns = limited ? [] : await suggestCities({ query }).catch(() => [] as TownSuggestion[]);
      if (request !== latestSearch.current) return;
      if (towns.length > 0) {
        clearErrorToast(SEARCH_TOAST);
        setSuggestions({ query, towns });
      } else showErrorToast(SEARCH_TOAST, limited ?? MESSAGES.cityNotFound);
      return;
    }
    clearErrorToast(SEARCH_TOAST);
    if (choice.kind === "shop") onShop(choice.shop);
    else onCity(choice.place);
  };

  const dismissSuggestions = useCallback(() => setSuggestions(null), []);
  return { busy, choose, lookUp, suggestions, dismissSuggestions };
}
