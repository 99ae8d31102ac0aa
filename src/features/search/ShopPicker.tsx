import { usePaginatedQuery, useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { DEFAULT_COUNTRY, countryOf, hasRegions, regionName } from "@convex/rules/countries";
import { cityName } from "@convex/rules/placeNames";
import { formatRating, reviewCount, type RatingsSummary } from "@convex/rules/ratings";
import { RATING_MAX } from "@convex/rules/reviews";
import { SHOP_PAGE } from "@convex/rules/search";
import { SelectField } from "@/components/fields";
import { LoadMoreButton } from "@/components/LoadMoreButton";

/** `state` is the region code, "" in a country whose addresses name none. */
export type ShopChoice = { country: string; state: string; city: string; shopId: Id<"shops"> | "" };
export const NO_CHOICE: ShopChoice = { country: DEFAULT_COUNTRY, state: "", city: "", shopId: "" };

/** Whether the choice has its town: a region chosen, or a country that names none. */
export const townChosen = (choice: ShopChoice) => Boolean(choice.city && (choice.state || !hasRegions(choice.country)));

/**
 * Country, then its region where it names one ("State", "Province", ...), then City, then Shop (add
 * review, edit shop), each list read from the places and shops indexes (sorted; shops by name). Each
 * list appears once the one before it is chosen, the shop list once the city has shops; a city with more
 * than SHOP_PAGE shops lists them a page at a time ("Load more shops").
 */
export function ShopPicker({ value, onChange }: { value: ShopChoice; onChange: (choice: ShopChoice) => void }) {
  const country = countryOf(value.country);
  const regionless = !hasRegions(value.country);
  const inTown = { country: value.country, state: value.state };
  const countries = useQuery(api.places.countries, {});
  const states = useQuery(api.shops.states, regionless ? "skip" : { country: value.country });
  const cities = useQuery(api.shops.cities, value.state || regionless ? inTown : "skip");
  const {
    results: shops,
    status,
    loadMore,
  } = usePaginatedQuery(api.shops.inCity, townChosen(value) ? { ...inTown, city: value.city } : "skip", {
    initialNumItems: SHOP_PAGE,
  });
  const label = country?.regionLabel ?? "State";

  return (
    <div className="space-y-4">
      {countries && (countries.length > 1 || countries[0] !== value.country) && (
        <SelectField
          label="Country"
          options={countries.map((code) => ({ value: code, label: countryOf(code)?.name ?? code }))}
          value={value.country}
          onChange={(e) => onChange({ country: e.target.value, state: "", city: "", shopId: "" })}
        />
      )}
      {!regionless && (
        <SelectField
          label={label}
          placeholder={states === undefined ? "Loading…" : `Choose a ${label.toLowerCase()}`}
          options={(states ?? []).map((code) => ({ value: code, label: regionOption(value.country, code) }))}
          value={value.state}
          onChange={(e) => onChange({ ...value, state: e.target.value, city: "", shopId: "" })}
        />
      )}
      {(value.state || regionless) && (
        <SelectField
          label="City"
          placeholder={cities === undefined ? "Loading…" : "Choose a city"}
          options={(cities ?? []).map((city) => ({ value: city, label: cityName(city) }))}
          value={value.city}
          onChange={(e) => onChange({ ...value, city: e.target.value, shopId: "" })}
        />
      )}
      {townChosen(value) && shops.length > 0 && (
        <SelectField
          label="Shop"
          placeholder="Choose a shop"
          options={shops.map((shop) => ({ value: shop._id, label: shopLabel(shop) }))}
          value={value.shopId}
          onChange={(e) => onChange({ ...value, shopId: e.target.value as Id<"shops"> | "" })}
        />
      )}
      {townChosen(value) && (
        <LoadMoreButton status={status} onClick={() => loadMore(SHOP_PAGE)}>
          Load more shops
        </LoadMoreButton>
      )}
    </div>
  );
}

/** A region as the dropdown lists it: US states by their two letters (as always), others by name. */
function regionOption(country: string, code: string): string {
  return country === DEFAULT_COUNTRY ? code : (regionName(country, code) ?? code);
}

/** How a shop reads in the dropdown (plain text): name, street address and, once reviewed, "4.3 of 5 · 12 reviews". */
function shopLabel(shop: { name: string; streetAddress: string; ratings: RatingsSummary | null }): string {
  const rated = shop.ratings
    ? ` · ${formatRating(shop.ratings.overall)} of ${RATING_MAX} · ${reviewCount(shop.ratings.reviews)}`
    : "";
  return `${shop.name} — ${shop.streetAddress}${rated}`;
}
