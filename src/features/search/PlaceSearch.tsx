import { useState } from "react";
import { ComboboxClearButton, useCombobox } from "@/components/Combobox";
import { CitySuggestions } from "@/features/search/CitySuggestions";
import { ShopMatchList } from "@/features/search/ShopMatchList";
import { usePlaceLookup, type PlaceLookupHandlers } from "@/features/search/usePlaceLookup";
import { useShopSearch, type ShopMatch } from "@/features/search/useShopSearch";

/**
 * The map's search box (docs/product.md §2's 'Enter city name...'): one box for cities, shops and US ZIP codes.
 * As the person types, shops whose name matches are listed under it (a combobox: Up/Down move through
 * them, Enter or a click chooses one, Escape closes the list). Enter without a chosen shop opens the
 * best match (`enterChoice`): a shop of exactly that name, else the city or ZIP code, else the first
 * shop listed; when nothing matches, 'City not found.' (docs/product.md §8) in an error toast, and too many
 * searches the rate-limit message; when close town names exist, "Did you mean …?" offers them instead.
 * "Searching…" shows while it looks; only the latest search moves the map. The typed text stays until
 * `clearWhen` changes (the map moved to the person's position: the box no longer names where it is).
 */
export function PlaceSearch({ clearWhen, ...handlers }: PlaceLookupHandlers & { clearWhen?: unknown }) {
  const { value, setValue, typed, type } = useBoxText();
  const { busy, choose, lookUp, suggestions, dismissSuggestions } = usePlaceLookup(handlers);
  const [cleared, setCleared] = useState(clearWhen);
  if (clearWhen !== cleared) {
    setCleared(clearWhen);
    type("");
    dismissSuggestions();
  }
  const { shops } = useShopSearch(typed);
  const combobox = useCombobox({
    onType: type,
    items: shops,
    onChoose: (shop: ShopMatch) => {
      setValue(shop.name);
      choose(shop);
    },
  });
  const { expanded } = combobox;

  const search = (text = value) => {
    const query = text.trim();
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
        placeholder="City, shop or ZIP"
        aria-busy={busy || undefined}
        className={`h-12 w-full rounded-full border border-grey/40 bg-white pl-4 text-base shadow-lg outline-none placeholder:text-grey focus-visible:outline-3 focus-visible:outline-latte ${busy ? "pr-32" : "pr-11"}`}
      />
      {value && !busy && (
        <ComboboxClearButton
          combobox={combobox}
          className="top-0.5 right-0.5"
          onClear={() => {
            type("");
            dismissSuggestions();
          }}
        />
      )}
      {busy && (
        <span
          role="status"
          className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 text-sm font-semibold text-dark-grey"
        >
          Searching…
        </span>
      )}
      <MatchesStatus count={expanded ? shops.length : null} />
      <ShopMatchList combobox={combobox} className="mt-2" />
      {suggestions && !expanded && (
        <CitySuggestions
          towns={suggestions.towns}
          onPick={(town) => {
            setValue(town.label);
            search(town.label);
          }}
          onDismiss={dismissSuggestions}
        />
      )}
    </form>
  );
}

/** The box's text, and what the person typed: the list's question (a chosen name fills the box, asking nothing). */
function useBoxText() {
  const [value, setValue] = useState("");
  const [typed, setTyped] = useState("");
  const type = (text: string) => {
    setValue(text);
    setTyped(text);
  };
  return { value, setValue, typed, type };
}

/** Says how many shops the list holds while it is open, for a screen reader. */
function MatchesStatus({ count }: { count: number | null }) {
  return (
    <p role="status" className="sr-only">
      {count === null
        ? ""
        : `${count} coffee ${count === 1 ? "shop" : "shops"} found. Use the arrow keys to choose one, or press Enter to open the best match.`}
    </p>
  );
}
