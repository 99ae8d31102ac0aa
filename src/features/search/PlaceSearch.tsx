import { useState } from "react";
import { useCombobox } from "@/components/Combobox";
import { ShopMatchList } from "@/features/search/ShopMatchList";
import { usePlaceLookup, type PlaceLookupHandlers } from "@/features/search/usePlaceLookup";
import { useShopSearch, type ShopMatch } from "@/features/search/useShopSearch";

/**
 * The map's search box (docs/product.md §2's 'Enter city name...'): one box for cities, shops and US ZIP codes.
 * As the person types, shops whose name matches are listed under it (a combobox: Up/Down move through
 * them, Enter or a click chooses one, Escape closes the list). Enter without a chosen shop opens the
 * best match (`enterChoice`): a shop of exactly that name, else the city or ZIP code, else the first
 * shop listed; when nothing matches, 'City not found.' (docs/product.md §8) in an error toast, and too many
 * searches the rate-limit message. "Searching…" shows while it looks; only the latest search moves
 * the map. The typed text stays.
 */
export function PlaceSearch(handlers: PlaceLookupHandlers) {
  const [value, setValue] = useState("");
  const { busy, choose, lookUp } = usePlaceLookup(handlers);
  const { shops } = useShopSearch(value);
  const combobox = useCombobox({
    onType: setValue,
    items: shops,
    onChoose: (shop: ShopMatch) => {
      setValue(shop.name);
      choose(shop);
    },
  });
  const { expanded } = combobox;

  const search = () => {
    const query = value.trim();
    if (!query) return;
    combobox.close();
    void lookUp(query);
  };

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        search();
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
