import { COUNTRIES, countryOf, normalizePostalCode, type AddressField } from "@convex/rules/countries";
import { normalizeCity, normalizeState } from "@convex/rules/shopForm";
import { SelectField, TextField } from "@/components/fields";

/** The place part of an address: what the add-shop form and the profile hold of it. */
export type PlaceValue = { country: string; city: string; state: string; postalCode: string };
type PlaceField = "country" | "city" | "state" | "postalCode";

/** Every supported country, the US first and the rest by name. */
const COUNTRY_OPTIONS = COUNTRIES.map(({ code, name }) => ({ value: code, label: name }));

/**
 * A new shop's country, then its city, region and postal code in the order and with the names that
 * country uses (rules/countries.ts): "State" and "ZIP code" in the US, "Province" in Canada, no region
 * and "Postcode" in the United Kingdom, the postal code before the city in Germany. A US state is typed
 * (two letters, as always); another country's regions are picked from a list.
 */
export function CityStateFields({
  value,
  onChange,
  errorOf,
}: {
  value: PlaceValue;
  onChange: (patch: Partial<PlaceValue>) => void;
  errorOf: (field: PlaceField) => string | undefined;
}) {
  const country = countryOf(value.country) ?? COUNTRIES[0]!;
  const parts = country.fields.filter((field): field is Exclude<AddressField, "street"> => field !== "street");
  return (
    <div className="space-y-4">
      <SelectField
        label="Country"
        name="country"
        required
        autoComplete="country"
        options={COUNTRY_OPTIONS}
        value={country.code}
        onChange={(e) => onChange({ country: e.target.value, state: "" })}
        error={errorOf("country")}
      />
      <div className="grid grid-cols-2 gap-4">
        {parts.map((part) => (
          <PlacePart key={part} part={part} value={value} onChange={onChange} errorOf={errorOf} />
        ))}
      </div>
    </div>
  );
}

function PlacePart({
  part,
  value,
  onChange,
  errorOf,
}: {
  part: Exclude<AddressField, "street">;
  value: PlaceValue;
  onChange: (patch: Partial<PlaceValue>) => void;
  errorOf: (field: PlaceField) => string | undefined;
}) {
  const country = countryOf(value.country) ?? COUNTRIES[0]!;
  if (part === "city")
    return (
      <TextField
        label="City"
        name="city"
        required
        autoComplete="address-level2"
        value={value.city}
        onChange={(e) => onChange({ city: e.target.value })}
        onBlur={() => onChange({ city: normalizeCity(value.city) })}
        error={errorOf("city")}
      />
    );
  if (part === "postalCode")
    return (
      <TextField
        label={country.postalLabel}
        name="postalCode"
        autoComplete="postal-code"
        value={value.postalCode}
        onChange={(e) => onChange({ postalCode: e.target.value })}
        onBlur={() => onChange({ postalCode: normalizePostalCode(value.postalCode) })}
        error={errorOf("postalCode")}
      />
    );
  const label = country.regionLabel ?? "Region";
  if (country.code === "US")
    return (
      <TextField
        label={label}
        name="state"
        required
        autoComplete="address-level1"
        placeholder="MA"
        value={value.state}
        onChange={(e) => onChange({ state: normalizeState(e.target.value) })}
        error={errorOf("state")}
      />
    );
  return (
    <SelectField
      label={label}
      name="state"
      required
      autoComplete="address-level1"
      placeholder={`Choose a ${label.toLowerCase()}`}
      options={country.regions.map(([code, name]) => ({ value: code, label: name }))}
      value={value.state}
      onChange={(e) => onChange({ state: e.target.value })}
      error={errorOf("state")}
    />
  );
}
