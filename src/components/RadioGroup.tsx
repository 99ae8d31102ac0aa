import { ChoiceChips } from "./Chips";

/** A single-choice group of plain-text options (a form's pills): a fieldset with a legend, wrapping on small screens. */
/** A plain string is both the value and the text shown. */
type RadioOption = string | { value: string; label: string };

export function RadioGroup({ legend, options, value, onChange }: { legend: string; options: readonly RadioOption[]; value: string; onChange: (value: string) => void }) {
  return (
    <ChoiceChips
      legend={legend}
      options={options.map((option) => (typeof option === "string" ? { value: option, label: option } : option))}
      value={value}
      onChange={onChange}
    />
  );
}
