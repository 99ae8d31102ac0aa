import { useId, type ReactNode } from "react";

const CHIP =
  "flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1.5 rounded-full border border-grey bg-white px-3.5 text-sm has-checked:border-espresso has-checked:bg-espresso has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-latte";

export type Choice = { value: string; label: ReactNode };

/**
 * One choice of several, as pills big enough to tap (RadioGroup: the same for plain-text options).
 * `inline` puts the legend on the pills' line.
 */
export function ChoiceChips({
  legend,
  options,
  value,
  onChange,
  inline = false,
}: {
  legend: string;
  options: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  inline?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className={`text-sm font-medium text-dark-grey ${inline ? "float-left mr-2 leading-[2.75rem]" : ""}`}>{legend}</legend>
      <div className={`flex flex-wrap gap-2 ${inline ? "" : "mt-1"}`}>
        {options.map((option) => (
          <label key={option.value} className={CHIP}>
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} className="sr-only" />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Yes/no filters, each a pill that is on or off. */
export function ToggleChips({ legend, options, isOn, onToggle }: { legend: string; options: readonly Choice[]; isOn: (value: string) => boolean; onToggle: (value: string, on: boolean) => void }) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-dark-grey">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className={CHIP}>
            <input type="checkbox" checked={isOn(option.value)} onChange={(event) => onToggle(option.value, event.target.checked)} className="sr-only" />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
