import { useId, type ReactNode } from "react";
import { FieldError, RequiredMark } from "@/components/fields";

const CHIP =
  "flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1.5 rounded-full border border-grey bg-white px-3.5 text-sm has-checked:border-espresso has-checked:bg-espresso has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-latte";

/** `name`: the radio's accessible name, where its visible label alone would not say it ("4 cups"). */
export type Choice = { value: string; label: ReactNode; name?: string };

/**
 * One choice of several, as pills big enough to tap (RadioGroup: the same for plain-text options).
 * `inline` puts the legend on the pills' line; `chip` draws each option otherwise (CupRating).
 */
export function ChoiceChips({
  legend,
  options,
  value,
  onChange,
  inline = false,
  name,
  required = false,
  error,
  chip = CHIP,
}: {
  legend: string;
  options: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  inline?: boolean;
  /** The field's name (a form points at its first radio by it); a unique one otherwise. */
  name?: string;
  required?: boolean;
  error?: string;
  chip?: string;
}) {
  const id = useId();
  return (
    <fieldset className="min-w-0" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={`text-sm font-medium text-dark-grey ${inline ? "float-left mr-2 leading-[2.75rem]" : ""}`}>
        {legend}
        {required && <RequiredMark />}
      </legend>
      <div className={`flex flex-wrap gap-2 ${inline ? "" : "mt-1"}`}>
        {options.map((option) => (
          <label key={option.value} className={chip}>
            <input
              type="radio"
              name={name ?? id}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              required={required}
              aria-label={option.name}
              aria-invalid={error ? true : undefined}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** Yes/no filters, each a pill that is on or off. */
export function ToggleChips({
  legend,
  options,
  isOn,
  onToggle,
}: {
  legend: string;
  options: readonly Choice[];
  isOn: (value: string) => boolean;
  onToggle: (value: string, on: boolean) => void;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-dark-grey">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className={CHIP}>
            <input
              type="checkbox"
              checked={isOn(option.value)}
              onChange={(event) => onToggle(option.value, event.target.checked)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
