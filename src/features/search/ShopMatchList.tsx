import { addressLine } from "@convex/rules/placeNames";
import { ComboboxList, type Combobox } from "@/components/Combobox";
import type { ShopMatch } from "@/features/search/useShopSearch";

/** The shops a search box found, each its name over its address (the map's search, Add Review's finder). */
export function ShopMatchList({ combobox, className }: { combobox: Combobox<ShopMatch>; className: string }) {
  return (
    <ComboboxList
      combobox={combobox}
      label="Coffee shops"
      className={className}
      optionLabel={(shop) => `${shop.name}, ${addressLine(shop)}`}
    >
      {(shop) => (
        <>
          <span className="block truncate font-semibold text-espresso">{shop.name}</span>
          <span className="block truncate text-sm text-dark-grey">{addressLine(shop)}</span>
        </>
      )}
    </ComboboxList>
  );
}
