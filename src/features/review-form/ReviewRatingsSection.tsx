import type { ReviewDraft } from "@convex/rules/reviewRules";
import { CupRating } from "@/components/CupRating";
import type { ReviewFormValues } from "@/features/review-form/reviewFormValues";

const RATING_GROUPS = [
  ["drinkRating", "Coffee rating (1 to 5)"],
  ["shopRating", "Vibe rating (1 to 5)"],
  ["staffRating", "Staff rating (1 to 5)"],
] as const;

/** The three required ratings, in cups: the coffee, the vibe and the staff. */
export function ReviewRatingsSection({
  values,
  onChange,
  errorOf,
}: {
  values: ReviewFormValues;
  onChange: (patch: Partial<ReviewFormValues>) => void;
  errorOf: (field: keyof ReviewDraft) => string | undefined;
}) {
  return (
    <div className="space-y-5">
      {RATING_GROUPS.map(([key, legend]) => (
        <CupRating
          key={key}
          legend={legend}
          name={key}
          required
          error={errorOf(key)}
          value={values[key]}
          onChange={(rating) => onChange({ [key]: rating })}
        />
      ))}
    </div>
  );
}
