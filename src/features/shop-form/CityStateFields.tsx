import { normalizeCity, normalizeState } from "@convex/rules/shopForm";
import { TextField } from "@/components/fields";

/** A new shop's city (tidied on leaving it) and 2-letter state, side by side. */
export function CityStateFields({
  city,
  state,
  onCity,
  onState,
  cityError,
  stateError,
}: {
  city: string;
  state: string;
  onCity: (city: string) => void;
  onState: (state: string) => void;
  cityError?: string;
  stateError?: string;
}) {
  return (
    <div className="grid grid-cols-[1fr_6rem] gap-4">
      <TextField
        label="City"
        name="city"
        required
        autoComplete="address-level2"
        value={city}
        onChange={(e) => onCity(e.target.value)}
        onBlur={() => onCity(normalizeCity(city))}
        error={cityError}
      />
      <TextField
        label="State"
        name="state"
        required
        autoComplete="address-level1"
        placeholder="MA"
        value={state}
        onChange={(e) => onState(normalizeState(e.target.value))}
        error={stateError}
      />
    </div>
  );
}
