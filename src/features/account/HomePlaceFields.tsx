import { COUNTRIES, DEFAULT_COUNTRY, countryOf } from "@convex/rules/countries";
import { SelectField, TextField } from "@/components/fields";

type Props = {
  /** The screen's own words: "Your city" on Register, "City" on Edit Profile; the US region's word ("State"). */
  labels: { city: string; state: string };
  city: string;
  state: string;
  /** ISO code, "" when the person has not said. */
  country: string;
  onCity: (city: string) => void;
  /** Receives the state upper case, as it is stored. */
  onState: (state: string) => void;
  onCountry: (country: string) => void;
};

const COUNTRY_OPTIONS = COUNTRIES.map(({ code, name }) => ({ value: code, label: name }));

/**
 * Where the person lives, side by side from a tablet up: the register and edit-profile screens. The
 * region follows the country (rules/countries.ts): a US state typed as two letters, another country's
 * regions picked by name ("Province", "Prefecture"), none where addresses name none.
 */
export function HomePlaceFields({ labels, city, state, country, onCity, onState, onCountry }: Props) {
  const place = countryOf(country || DEFAULT_COUNTRY);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Country"
        autoComplete="country"
        options={COUNTRY_OPTIONS}
        value={country}
        onChange={(e) => {
          onCountry(e.target.value);
          onState("");
        }}
      />
      <TextField
        label={labels.city}
        autoComplete="address-level2"
        value={city}
        onChange={(e) => onCity(e.target.value)}
      />
      {place?.code === DEFAULT_COUNTRY && (
        <TextField
          label={labels.state}
          autoComplete="address-level1"
          autoCapitalize="characters"
          value={state}
          onChange={(e) => onState(e.target.value.toUpperCase())}
        />
      )}
      {place && place.code !== DEFAULT_COUNTRY && place.regionLabel && (
        <SelectField
          label={place.regionLabel}
          autoComplete="address-level1"
          options={place.regions.map(([code, name]) => ({ value: code, label: name }))}
          value={state}
          onChange={(e) => onState(e.target.value)}
        />
      )}
    </div>
  );
}
