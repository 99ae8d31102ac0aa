import { ChoiceChips } from "@/components/Chips";
import type { SelectOption } from "@/components/fields";

/** A single-choice group of plain-text options (a form's pills): a fieldset with a legend, wrapping on small screens. */
export function RadioGroup({
  options,
  ...props
}: {
  legend: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  name?: string;
  required?: boolean;
  error?: string;
}) {
  return (
    <ChoiceChips
      {...props}
      options={options.map((option) => (typeof option === "string" ? { value: option, label: option } : option))}
    />
  );
}
