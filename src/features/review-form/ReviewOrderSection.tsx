import { useState } from "react";
import { DRINK_CHOICES, PROCESSES, REVIEW_MILKS, ROASTS, TEMPS } from "@convex/rules/catalog";
import type { ReviewDraft } from "@convex/rules/reviewRules";
import type { SelectOption } from "@/components/fields";
import { FoldedSection } from "@/components/FoldedSection";
import { RadioGroup } from "@/components/RadioGroup";
import { answeredDetails, type ReviewFormValues } from "@/features/review-form/reviewFormValues";

const YES_NO = ["Yes", "No"] as const;
const DETAILS = ["bev", "milk", "temp", "roast", "process"] as const;
type Detail = (typeof DETAILS)[number];

/**
 * What was ordered: the drink, milk, flavoring, hot or cold, roast and process, every one optional
 * (docs/product.md §5), folded under one summary so a review can be ratings and text alone. It opens
 * by itself when an answer is already there (an edit) or a detail has a problem to show.
 */
export function ReviewOrderSection({
  values,
  onChange,
  errorOf,
}: {
  values: ReviewFormValues;
  onChange: (patch: Partial<ReviewFormValues>) => void;
  errorOf: (field: keyof ReviewDraft) => string | undefined;
}) {
  const answered = answeredDetails(values);
  const [open, setOpen] = useState(answered > 0);
  const problem = DETAILS.some((key) => errorOf(key));
  const choice = (legend: string, key: Detail, options: readonly SelectOption[]) => (
    <RadioGroup
      legend={legend}
      name={key}
      error={errorOf(key)}
      options={options}
      value={values[key]}
      onChange={(value) => onChange({ [key]: value })}
    />
  );
  return (
    <FoldedSection
      title="What you ordered (optional)"
      aside={answered > 0 && <span className="text-sm font-normal text-dark-grey">{answered} of 6 answered</span>}
      note="Answer what you like and skip the rest: an espresso needs no milk."
      open={open || problem}
      onOpen={setOpen}
    >
      {choice("Drink", "bev", DRINK_CHOICES)}
      {choice("Milk", "milk", REVIEW_MILKS)}
      <RadioGroup
        legend="Flavoring"
        name="flavoring"
        options={YES_NO}
        value={values.flavoring}
        onChange={(v) => onChange({ flavoring: v as "Yes" | "No" })}
      />
      {choice("Hot or cold", "temp", TEMPS)}
      {choice("Roast", "roast", ROASTS)}
      {choice("Process", "process", PROCESSES)}
    </FoldedSection>
  );
}
