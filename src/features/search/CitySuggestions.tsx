import { Fragment } from "react";
import { MESSAGES } from "@convex/rules/messages";
import type { TownSuggestion } from "@/features/search/usePlaceLookup";

/**
 * Under the search box when a city search found nothing but close names exist: "City not found. Did you
 * mean Cambridge, MA, Cambridge, MD or Cambridge, OH?", each town a button that searches for it.
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
    <div className="mt-2 flex items-start gap-2 rounded-2xl bg-white p-3 text-sm text-black shadow-lg ring-1 ring-black/10">
      <p role="alert" className="min-w-0 flex-1 leading-7">
        {MESSAGES.cityNotFound} {MESSAGES.didYouMean}{" "}
        {towns.map((town, i) => (
          <Fragment key={town.label}>
            {i > 0 && (i === towns.length - 1 ? " or " : ", ")}
            <button
              type="button"
              onClick={() => onPick(town)}
              className="min-h-8 rounded-full bg-latte-light px-2 font-semibold text-espresso underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-latte"
            >
              {town.label}
            </button>
          </Fragment>
        ))}
        ?
      </p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss suggestions"
        className="flex size-8 shrink-0 items-center justify-center rounded-full text-dark-grey hover:bg-light-grey"
      >
        ×
      </button>
    </div>
  );
}
