import { MESSAGES } from "@convex/rules/messages";
import type { TownSuggestion } from "@/features/search/usePlaceLookup";

/**
 * Under the search box when a city search found nothing but close names exist: "City not found. Did you
 * mean:" and each town as a button that searches for it (Cambridge, MA, Cambridge, MD, Cambridge, OH).
 */
export function CitySuggestions({
  towns,
  onPick,
  onDismiss,
}: {
  towns: readonly TownSuggestion[];
  onPick: (town: TownSuggestion) => void;
  onDismiss: () => void;
}) {
  return (
    <div className="mt-2 rounded-2xl bg-white p-3 text-sm text-black shadow-lg ring-1 ring-black/10">
      <div className="flex items-start gap-2">
        <p role="alert" className="min-w-0 flex-1 pt-1.5">
          {MESSAGES.cityNotFound} {MESSAGES.didYouMean}
          {towns.length === 1 ? "…" : " one of these?"}
        </p>
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss suggestions"
          className="-mt-1 -mr-1 flex size-11 shrink-0 items-center justify-center rounded-full text-xl leading-none text-dark-grey hover:bg-light-grey"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <ul aria-label="Towns with a close name" className="mt-1 flex flex-wrap gap-2">
        {towns.map((town) => (
          <li key={town.label}>
            <button
              type="button"
              onClick={() => onPick(town)}
              className="min-h-11 rounded-full bg-latte-light px-4 font-semibold text-espresso hover:bg-latte/40"
            >
              {town.label}
              {towns.length === 1 ? "?" : ""}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
