import { useQuery } from "convex/react";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { SelectField } from "../../components/fields";

export type ShopChoice = { state: string; city: string; shopId: Id<"shops"> | "" };
export const NO_SHOP: ShopChoice = { state: "", city: "", shopId: "" };

/**
 * State → city → shop dropdowns (SPEC §2 Edit shop), each list from an indexed query and sorted.
 * The city list appears once a state is chosen; the shop list once a city is chosen and has shops.
 */
export function ShopPicker({ value, onChange }: { value: ShopChoice; onChange: (value: ShopChoice) => void }) {
  const states = useQuery(api.shops.states);
  const cities = useQuery(api.shops.cities, value.state ? { state: value.state } : "skip");
  const shops = useQuery(api.shops.inCity, value.state && value.city ? { state: value.state, city: value.city } : "skip");
  const sortedShops = shops && [...shops].sort((a, b) => a.name.localeCompare(b.name) || a.streetAddress.localeCompare(b.streetAddress));

  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <SelectField
        label="State"
        options={states ?? []}
        placeholder={states === undefined ? "Loading…" : "Choose a state"}
        value={value.state}
        onChange={(e) => onChange({ state: e.target.value, city: "", shopId: "" })}
      />
      {value.state && (
        <SelectField
          label="City"
          options={cities ?? []}
          placeholder={cities === undefined ? "Loading…" : "Choose a city"}
          value={value.city}
          onChange={(e) => onChange({ ...value, city: e.target.value, shopId: "" })}
        />
      )}
      {value.city && sortedShops && sortedShops.length > 0 && (
        <SelectField
          label="Shop"
          options={sortedShops.map((shop) => ({ value: shop._id, label: `${shop.name} — ${shop.streetAddress}` }))}
          placeholder="Choose a shop"
          value={value.shopId}
          onChange={(e) => onChange({ ...value, shopId: e.target.value as Id<"shops"> | "" })}
        />
      )}
    </div>
  );
}
