import { useId } from "react";

/** A single-choice group: a fieldset with a legend, one radio per option, wrapping on small screens. */
export function RadioGroup({
  legend,
  options,
  value,
  onChange,
  name,
}: {
  legend: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  name?: string;
}) {
  const generated = useId();
  const groupName = name ?? generated;
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-dark-grey">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-1.5 rounded-full border border-grey bg-white px-3 py-1.5 text-sm has-checked:border-espresso has-checked:bg-espresso has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-latte"
          >
            <input
              type="radio"
              name={groupName}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
