import { useAction } from "convex/react";
import { useId, useRef, useState } from "react";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { rateLimitMessage } from "@/lib/errors";

/**
 * 'Enter city name...': Enter with a non-blank value geocodes the city; blank input is ignored;
 * a miss alerts 'City not found.' (SPEC §2, §8), too many searches the rate-limit message. The typed
 * text stays either way.
 */
export function CitySearch({ onFound }: { onFound: (place: { lat: number; lng: number; label: string }) => void }) {
  const geocodeCity = useAction(api.geocoding.geocodeCity);
  const [value, setValue] = useState("");
  const [busy, setBusy] = useState(false);
  const latestSearch = useRef(0);
  const id = useId();

  // A search typed while another is still answering replaces it: only the latest answer moves the map.
  const search = async () => {
    const query = value.trim();
    if (!query) return;
    const request = ++latestSearch.current;
    setBusy(true);
    const answer = await geocodeCity({ query }).then(
      (place) => ({ place, error: null }),
      (error: unknown) => ({ place: null, error }),
    );
    if (request !== latestSearch.current) return;
    setBusy(false);
    if (answer.place) onFound(answer.place);
    else window.alert(rateLimitMessage(answer.error) ?? MESSAGES.cityNotFound);
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
