import { useAction, useConvex } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useRef, useState } from "react";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { normalizeSearchText } from "@convex/rules/search";
import { useCombobox } from "@/components/Combobox";
import { rateLimitMessage } from "@/lib/errors";
import { clearErrorToast, showErrorToast } from "@/lib/errorToasts";
import { enterChoice } from "@/features/search/enterChoice";
import { ShopMatchList } from "@/features/search/ShopMatchList";
import { useShopSearch, type ShopMatch } from "@/features/search/useShopSearch";

/** A city or ZIP code found, with the box around its shops when we know them. */
export type FoundPlace = NonNullable<FunctionReturnType<typeof api.geocoding.geocodeCity>>;

const SEARCH_TOAST = "city-search";

/**
 * The map's search box (docs/product.md §2's 'Enter city name...'): one box for cities, shops and US ZIP codes.
 * As the person types, shops whose name matches are listed under it (a combobox: Up/Down move through
 * them, Enter or a click chooses one, Escape closes the list). Enter without a chosen shop opens the
 * best match (`enterChoice`): a shop of exactly that name, else the city or ZIP code, else the first
 * shop listed; when nothing matches, 'City not found.' (docs/product.md §8) in an error toast, and too many
 * searches the rate-limit message. "Searching…" shows while it looks; only the latest search moves
 * the map. The typed text stays.
 */
export function PlaceSearch({
  onCity,
  onShop,
  onSearching,
}: {
  onCity: (place: FoundPlace) => void;
  onShop: (shop: ShopMatch) => void;
  /** Whether a search is under way (the list of shops says it is loading meanwhile). */
  onSearching?: (searching: boolean) => void;
}) {
  const geocodeCity = useAction(api.geocoding.geocodeCity);
  const convex = useConvex();
  const [value, setValue] = useState("");
  const [busy, setBusy] = useState(false);
  const latestSearch = useRef(0);
  const searching = (on: boolean) => {
    setBusy(on);
    onSearching?.(on);
  };
  const { shops } = useShopSearch(value);
  const combobox = useCombobox({
    onType: setValue,
    items: shops,
    onChoose: (shop: ShopMatch) => {
      latestSearch.current++; // a search still answering no longer moves the map
      searching(false);
      setValue(shop.name);
      clearErrorToast(SEARCH_TOAST);
      onShop(shop);
    },
  });
  const { expanded } = combobox;

  // A search typed while another is still answering replaces it: only the latest answer moves the map.
  const search = async () => {
    const query = value.trim();
    if (!query) return;
    combobox.close();
    const request = ++latestSearch.current;
    searching(true);
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
      showErrorToast(SEARCH_TOAST, rateLimitMessage(answer.error) ?? MESSAGES.cityNotFound);
      return;
    }
    clearErrorToast(SEARCH_TOAST);
    if (choice.kind === "shop") onShop(choice.shop);
    else onCity(choice.place);
  };

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        void search();
      }}
      className="relative w-full"
    >
      <label htmlFor={combobox.id} className="sr-only">
        Search cities and coffee shops
      </label>
      <input
        {...combobox.inputProps}
        value={value}
        placeholder="Search a city, shop or ZIP"
        aria-busy={busy || undefined}
        className={`h-12 w-full rounded-full border border-grey/40 bg-white px-5 text-base shadow-lg outline-none placeholder:text-grey focus-visible:outline-3 focus-visible:outline-latte ${busy ? "pr-32" : ""}`}
      />
      {busy && (
        <span
          role="status"
          className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 text-sm font-semibold text-dark-grey"
        >
          Searching…
        </span>
      )}
      <p role="status" className="sr-only">
        {expanded
          ? `${shops.length} coffee ${shops.length === 1 ? "shop" : "shops"} found. Use the arrow keys to choose one, or press Enter to open the best match.`
          : ""}
      </p>
      <ShopMatchList combobox={combobox} className="mt-2" />
    </form>
  );
}
