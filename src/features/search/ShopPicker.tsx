import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { cityName } from "@convex/rules/placeNames";
import { formatRating, reviewCount, type RatingsSummary } from "@convex/rules/ratings";
import { RATING_MAX } from "@convex/rules/reviews";
import { SelectField } from "@/components/fields";

export type ShopChoice = { state: string; city: string; shopId: Id<"shops"> | "" };
export const NO_CHOICE: ShopChoice = { state: "", city: "", shopId: "" };

/**
 * State, then City, then Shop (add review, edit shop), each list read from the shop index (sorted;
 * shops by name). The city list appears once a state is chosen, the shop list once the city has shops.
 */
export function ShopPicker({ value, onChange }: { value: ShopChoice; onChange: (choice: ShopChoice) => void }) {
  const states = useQuery(api.shops.states);
  const cities = useQuery(api.shops.cities, value.state ? { state: value.state } : "skip");
  const shops = useQuery(
    api.shops.inCity,
    value.state && value.city ? { state: value.state, city: value.city } : "skip",
  );

  return (
    <div className="space-y-4">
      <SelectField
        label="State"
        placeholder={states === undefined ? "Loading…" : "Choose a state"}
        options={states ?? []}
        value={value.state}
        onChange={(e) => onChange({ state: e.target.value, city: "", shopId: "" })}
      />
      {value.state && (
        <SelectField
          label="City"
          placeholder={cities === undefined ? "Loading…" : "Choose a city"}
          options={(cities ?? []).map((city) => ({ value: city, label: cityName(city) }))}
          value={value.city}
          onChange={(e) => onChange({ ...value, city: e.target.value, shopId: "" })}
        />
      )}
      {value.state && value.city && shops && shops.length > 0 && (
        <SelectField
          label="Shop"
          placeholder="Choose a shop"
          options={shops.map((shop) => ({ value: shop._id, label: shopLabel(shop) }))}
          value={value.shopId}
          onChange={(e) => onChange({ ...value, shopId: e.target.value as Id<"shops"> | "" })}
        />
      )}
    </div>
  );
}

/** How a shop reads in the dropdown (plain text): name, street address and, once reviewed, "4.3 of 5 · 12 reviews". */
function shopLabel(shop: { name: string; streetAddress: string; ratings: RatingsSummary | null }): string {
  const rated = shop.ratings
    ? ` · ${formatRating(shop.ratings.overall)} of ${RATING_MAX} · ${reviewCount(shop.ratings.reviews)}`
    : "";
  return `${shop.name} — ${shop.streetAddress}${rated}`;
}
