import { TextField } from "@/components/fields";

type Props = {
  /** The screen's own words: "Your city" on Register, "City" on Edit Profile. */
  labels: { city: string; state: string };
  city: string;
  state: string;
  onCity: (city: string) => void;
  /** Receives the state upper case, as it is stored. */
  onState: (state: string) => void;
};

/** Where the person lives, side by side from a tablet up: the register and edit-profile screens. */
export function HomePlaceFields({ labels, city, state, onCity, onState }: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={labels.city}
        autoComplete="address-level2"
        value={city}
        onChange={(e) => onCity(e.target.value)}
      />
      <TextField
        label={labels.state}
        autoComplete="address-level1"
        autoCapitalize="characters"
        value={state}
        onChange={(e) => onState(e.target.value.toUpperCase())}
      />
    </div>
  );
}
