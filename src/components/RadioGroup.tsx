import { ChoiceChips } from "./Chips";
import type { SelectOption } from "./fields";

/** A single-choice group of plain-text options (a form's pills): a fieldset with a legend, wrapping on small screens. */
export function RadioGroup({ legend, options, value, onChange }: { legend: string; options: readonly SelectOption[]; value: string; onChange: (value: string) => void }) {
  return (
    <ChoiceChips
      legend={legend}
      options={options.map((option) => (typeof option === "string" ? { value: option, label: option } : option))}
      value={value}
      onChange={onChange}
    />
  );
}
