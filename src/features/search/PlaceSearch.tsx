import { useAction } from "convex/react";
import { useRef, useState } from "react";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { addressLine } from "@convex/rules/placeNames";
import { ComboboxList, useCombobox } from "@/components/Combobox";
import { rateLimitMessage } from "@/lib/errors";
import { clearErrorToast, showErrorToast } from "@/lib/errorToasts";
import { useShopSearch, type ShopMatch } from "./useShopSearch";

export type FoundPlace = { lat: number; lng: number; label: string };

const SEARCH_TOAST = "city-search";

/**
 * The map's search box, 'Enter city name...' (SPEC §2): one box for places and shops. As the person
 * types, shops whose name matches are listed under it (a combobox: Up/Down move through them, Enter
 * or a click chooses one, Escape closes the list). Enter without a chosen shop geocodes the text as a
 * city, as before: blank input is ignored, a miss says 'City not found.' (SPEC §8) in an error toast,
 * too many searches the rate-limit message, until a later search finds its place; only the latest
 * search moves the map. The typed text stays.
 */
export function PlaceSearch({ onCity, onShop }: { onCity: (place: FoundPlace) => void; onShop: (shop: ShopMatch) => void }) {
  const geocodeCity = useAction(api.geocoding.geocodeCity);
  const [value, setValue] = useState("");
  const [busy, setBusy] = useState(false);
  const latestSearch = useRef(0);
  const { shops } = useShopSearch(value);
  const combobox = useCombobox({
    onType: setValue,
    items: shops,
    onChoose: (shop: ShopMatch) => {
      latestSearch.current++; // a city search still answering no longer moves the map
      setBusy(false);
      setValue(shop.name);
      clearErrorToast(SEARCH_TOAST);
      onShop(shop);
    },
  });
  const { expanded } = combobox;

  // A search typed while another is still answering replaces it: only the latest answer moves the map.
  const searchCity = async () => {
    const query = value.trim();
    if (!query) return;
    combobox.close();
    const request = ++latestSearch.current;
    setBusy(true);
    const answer = await geocodeCity({ query }).then(
      (place) => ({ place, error: null }),
      (error: unknown) => ({ place: null, error }),
    );
    if (request !== latestSearch.current) return;
    setBusy(false);
    if (answer.place) {
      clearErrorToast(SEARCH_TOAST);
      onCity(answer.place);
    } else showErrorToast(SEARCH_TOAST, rateLimitMessage(answer.error) ?? MESSAGES.cityNotFound);
  };

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        void searchCity();
      }}
      className="relative w-full"
    >
      <label htmlFor={combobox.id} className="sr-only">
        Search cities and coffee shops
      </label>
      <input
        {...combobox.inputProps}
        value={value}
        placeholder="Enter city name..."
        aria-busy={busy || undefined}
        className="h-12 w-full rounded-full border border-grey/40 bg-white px-5 text-base shadow-lg outline-none placeholder:text-grey focus-visible:outline-3 focus-visible:outline-latte"
      />
      <p role="status" className="sr-only">
        {expanded ? `${shops.length} coffee ${shops.length === 1 ? "shop" : "shops"} found. Use the arrow keys to choose one, or press Enter to search for a city.` : ""}
      </p>
      <ComboboxList combobox={combobox} label="Coffee shops" className="mt-2" optionLabel={(shop) => `${shop.name}, ${addressLine(shop)}`}>
        {(shop) => (
          <>
            <span className="block truncate font-semibold text-espresso">{shop.name}</span>
            <span className="block truncate text-sm text-dark-grey">{addressLine(shop)}</span>
          </>
        )}
      </ComboboxList>
    </form>
  );
}
