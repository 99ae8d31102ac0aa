import { DRINK_CHOICES, PROCESSES, REVIEW_MILKS, ROASTS, TEMPS } from "@convex/rules/catalog";
import type { ReviewDraft } from "@convex/rules/reviewRules";
import { RadioGroup } from "@/components/RadioGroup";
import type { ReviewFormValues } from "@/features/review-form/reviewFormValues";

const YES_NO = ["Yes", "No"] as const;

/** What was ordered: the drink, milk, flavoring, hot or cold, roast and process. */
export function ReviewOrderSection({
  values,
  onChange,
  errorOf,
}: {
  values: ReviewFormValues;
  onChange: (patch: Partial<ReviewFormValues>) => void;
  errorOf: (field: keyof ReviewDraft) => string | undefined;
}) {
  return (
    <>
      <RadioGroup
        legend="Drink"
        name="bev"
        required
        error={errorOf("bev")}
        options={DRINK_CHOICES}
        value={values.bev}
        onChange={(bev) => onChange({ bev })}
      />
      <RadioGroup
        legend="Milk"
        name="milk"
        required
        error={errorOf("milk")}
        options={REVIEW_MILKS}
        value={values.milk}
        onChange={(milk) => onChange({ milk })}
      />
      <RadioGroup
        legend="Flavoring"
        name="flavoring"
        options={YES_NO}
        value={values.flavoring}
        onChange={(v) => onChange({ flavoring: v as "Yes" | "No" })}
      />
      <RadioGroup
        legend="Hot or cold"
        name="temp"
        required
        error={errorOf("temp")}
        options={TEMPS}
        value={values.temp}
        onChange={(temp) => onChange({ temp })}
      />
      <RadioGroup
        legend="Roast"
        name="roast"
        error={errorOf("roast")}
        options={ROASTS}
        value={values.roast}
        onChange={(roast) => onChange({ roast })}
      />
      <RadioGroup
        legend="Process"
        name="process"
        error={errorOf("process")}
        options={PROCESSES}
        value={values.process}
        onChange={(process) => onChange({ process })}
      />
    </>
  );
}
