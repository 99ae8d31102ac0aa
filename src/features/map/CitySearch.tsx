import { useAction } from "convex/react";
import { useId, useState } from "react";
import { api } from "../../../convex/_generated/api";
import { MESSAGES } from "../../../convex/model/messages";

/**
 * 'Enter city name...': Enter with a non-blank value geocodes the city; blank input is ignored;
 * a miss alerts 'City not found.' (SPEC §2, §8). The typed text stays either way.
 */
export function CitySearch({ onFound }: { onFound: (place: { lat: number; lng: number; label: string }) => void }) {
  const geocodeCity = useAction(api.geocoding.geocodeCity);
  const [value, setValue] = useState("");
  const [busy, setBusy] = useState(false);
  const id = useId();

  const search = async () => {
    const query = value.trim();
    if (!query || busy) return;
    setBusy(true);
    try {
      const place = await geocodeCity({ query });
      if (place) onFound(place);
      else window.alert(MESSAGES.cityNotFound);
    } catch {
      window.alert(MESSAGES.cityNotFound);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        void search();
      }}
      className="w-full"
    >
      <label htmlFor={id} className="sr-only">
        City search
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder="Enter city name..."
        aria-busy={busy || undefined}
        autoComplete="address-level2"
        className="h-12 w-full rounded-full border border-grey/40 bg-white px-5 text-base shadow-lg outline-none placeholder:text-grey focus-visible:outline-3 focus-visible:outline-latte"
      />
    </form>
  );
}
