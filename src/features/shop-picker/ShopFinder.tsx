import { useState } from "react";
import { addressLine } from "@convex/rules/placeNames";
import { ComboboxList, useCombobox } from "@/components/Combobox";
import { useShopSearch, type ShopMatch } from "../search/useShopSearch";

/**
 * "Find the shop": the shop's name typed, matches listed as the person types (a combobox: Up/Down
 * move through them, Enter or a click chooses one). The quick way to the State, City and Shop
 * dropdowns' answer (add review).
 */
export function ShopFinder({ onChoose }: { onChoose: (shop: ShopMatch) => void }) {
  const [value, setValue] = useState("");
  const { shops, loading } = useShopSearch(value);
  const combobox = useCombobox({
    onType: setValue,
    items: shops,
    onChoose: (shop) => {
      setValue(shop.name);
      onChoose(shop);
    },
    enterChoosesFirst: true,
  });
  const none = combobox.listOpen && value.trim() !== "" && !loading && shops.length === 0;

  return (
    <div role="search" aria-label="Shop search" className="relative w-full">
      <label htmlFor={combobox.id} className="mb-1 block text-sm font-medium text-dark-grey">
        Find the shop
      </label>
      <input
        {...combobox.inputProps}
        value={value}
        onFocus={combobox.open}
        placeholder="Type the shop's name"
        className="min-h-11 w-full rounded-lg border border-grey bg-white px-3 text-base outline-none placeholder:text-grey focus-visible:outline-3 focus-visible:outline-latte"
      />
      <p role="status" className={none ? "mt-2 text-sm text-dark-grey" : "sr-only"}>
        {combobox.expanded
          ? `${shops.length} ${shops.length === 1 ? "shop" : "shops"} found. Use the arrow keys to choose one.`
          : none
            ? "No shop by that name yet. Choose one by state and city below."
            : ""}
      </p>
      <ComboboxList combobox={combobox} label="Coffee shops" className="mt-1" optionLabel={(shop) => `${shop.name}, ${addressLine(shop)}`}>
        {(shop) => (
          <>
            <span className="block truncate font-semibold text-espresso">{shop.name}</span>
            <span className="block truncate text-sm text-dark-grey">{addressLine(shop)}</span>
          </>
        )}
      </ComboboxList>
    </div>
  );
}
