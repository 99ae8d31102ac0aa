import { ChoiceChips } from "./Chips";

/** A single-choice group of plain-text options (a form's pills): a fieldset with a legend, wrapping on small screens. */
export function RadioGroup({ legend, options, value, onChange }: { legend: string; options: readonly string[]; value: string; onChange: (value: string) => void }) {
  return <ChoiceChips legend={legend} options={options.map((option) => ({ value: option, label: option }))} value={value} onChange={onChange} />;
}
