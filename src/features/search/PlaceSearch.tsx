import { useAction } from "convex/react";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { addressLine } from "@convex/rules/placeNames";
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
  const [listOpen, setListOpen] = useState(false);
  // The highlighted shop, by id: it stays highlighted (or goes) as the live list changes.
  const [activeId, setActiveId] = useState<ShopMatch["_id"] | null>(null);
  const latestSearch = useRef(0);
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();
  const listId = `${id}-shops`;
  const optionId = (index: number) => `${id}-shop-${index}`;

  const { shops } = useShopSearch(value);
  const expanded = listOpen && shops.length > 0;
  const activeIndex = expanded ? shops.findIndex((shop) => shop._id === activeId) : -1;

  // Keep the highlighted shop in view when the list scrolls (short screens).
  useEffect(() => {
    if (activeIndex < 0) return;
    listRef.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView?.({ block: "nearest" });
  }, [activeIndex]);

  const closeList = () => {
    setListOpen(false);
    setActiveId(null);
  };

  const choose = (shop: ShopMatch) => {
    latestSearch.current++; // a city search still answering no longer moves the map
    setBusy(false);
    setValue(shop.name);
    closeList();
    clearErrorToast(SEARCH_TOAST);
    onShop(shop);
  };

  // A search typed while another is still answering replaces it: only the latest answer moves the map.
  const searchCity = async () => {
    const query = value.trim();
    if (!query) return;
    closeList();
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

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return; // Enter that ends an input-method composition
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (shops.length === 0) return;
        event.preventDefault();
        const down = event.key === "ArrowDown";
        if (!expanded) {
          setListOpen(true);
          setActiveId(shops[down ? 0 : shops.length - 1]!._id);
          return;
        }
        // Up from the first shop goes back to the text (and from the text to the last shop); Down from the last wraps to the first.
        const next = down ? (activeIndex + 1) % shops.length : activeIndex === -1 ? shops.length - 1 : activeIndex - 1;
        setActiveId(next >= 0 ? shops[next]!._id : null);
        return;
      }
      case "Enter":
        if (activeIndex >= 0) {
          event.preventDefault();
          choose(shops[activeIndex]!);
        }
        return; // otherwise the form submits: a city search
      case "Escape":
        // Closes the list first; with no list open, the browser's own Escape (clear the box) applies.
        if (expanded) {
          event.preventDefault();
          closeList();
        }
        return;
    }
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
      <label htmlFor={id} className="sr-only">
        Search cities and coffee shops
      </label>
      <input
        id={id}
        type="search"
        role="combobox"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setListOpen(true);
          setActiveId(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={closeList}
        placeholder="Enter city name..."
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-busy={busy || undefined}
        autoComplete="off"
        className="h-12 w-full rounded-full border border-grey/40 bg-white px-5 text-base shadow-lg outline-none placeholder:text-grey focus-visible:outline-3 focus-visible:outline-latte"
      />
      <p role="status" className="sr-only">
        {expanded ? `${shops.length} coffee ${shops.length === 1 ? "shop" : "shops"} found. Use the arrow keys to choose one, or press Enter to search for a city.` : ""}
      </p>
      {expanded && (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label="Coffee shops"
          className="absolute inset-x-0 top-full z-20 mt-2 max-h-[min(22rem,50dvh)] overflow-y-auto overscroll-contain rounded-2xl border border-grey/30 bg-white py-1 shadow-lg"
        >
          {shops.map((shop, index) => (
            <li
              key={shop._id}
              id={optionId(index)}
              data-index={index}
              role="option"
              aria-selected={index === activeIndex}
              aria-label={`${shop.name}, ${addressLine(shop)}`}
              // Keeps the focus in the box, so choosing does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(shop)}
              onMouseMove={() => index !== activeIndex && setActiveId(shop._id)}
              className={`cursor-pointer px-4 py-2 text-left ${index === activeIndex ? "bg-latte-light" : ""}`}
            >
              <span className="block truncate font-semibold text-espresso">{shop.name}</span>
              <span className="block truncate text-sm text-dark-grey">
                {addressLine(shop)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
