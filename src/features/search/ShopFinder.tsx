import { useState } from "react";
import { ComboboxBox, ComboboxStatus, useCombobox } from "@/components/Combobox";
import { ShopMatchList } from "@/features/search/ShopMatchList";
import { useShopSearch, type ShopMatch } from "@/features/search/useShopSearch";

/**
 * "Find the shop": the shop's name typed, matches listed as the person types (a combobox: Up/Down
 * move through them, Enter or a click chooses one). The quick way to the State, City and Shop
 * dropdowns' answer (add review).
 */
export function ShopFinder({
  onChoose,
  none = "No shop by that name yet. Choose one by state and city below.",
}: {
  onChoose: (shop: ShopMatch) => void;
  /** What it says when no shop has that name. */
  none?: string;
}) {
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

  return (
    <div role="search" aria-label="Shop search" className="relative w-full">
      <label htmlFor={combobox.id} className="mb-1 block text-sm font-medium text-dark-grey">
        Find the shop
      </label>
      <ComboboxBox
        combobox={combobox}
        value={value}
        onType={setValue}
        placeholder="Type the shop's name"
        shape="rounded-lg pl-3"
      />
      <ComboboxStatus
        combobox={combobox}
        searched={value.trim() !== "" && !loading}
        nouns={["shop", "shops"]}
        none={none}
      />
      <ShopMatchList combobox={combobox} className="mt-1" />
    </div>
  );
}
