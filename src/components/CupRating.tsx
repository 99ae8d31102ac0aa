import { useId } from "react";
import { RATING_MAX } from "@convex/rules/reviews";
import { FieldError, RequiredMark } from "./fields";
import { CupIcon } from "./icons";

const VALUES = Array.from({ length: RATING_MAX }, (_, i) => String(i + 1));
const cupsName = (value: string) => `${value} ${value === "1" ? "cup" : "cups"}`;

/**
 * A rating from 1 to 5 chosen as cups, the picture a review's ratings show afterwards: one radio
 * per cup ("4 cups"), numbered under it, and every cup up to the chosen one filled. Arrow keys
 * move the choice, as in any radio group.
 */
export function CupRating({
  legend,
  name,
  value,
  onChange,
  required = false,
  error,
}: {
  legend: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string;
}) {
  const id = useId();
  const chosen = Number(value) || 0;
  return (
    <fieldset className="min-w-0" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-dark-grey">
        {legend}
        {required && <RequiredMark />}
      </legend>
      <div className="mt-1 flex">
        {VALUES.map((option) => (
          <label
            key={option}
            className="flex min-h-11 min-w-11 cursor-pointer flex-col items-center justify-center rounded-lg px-1 has-focus-visible:outline-3 has-focus-visible:outline-latte"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              required={required}
              aria-label={cupsName(option)}
              aria-invalid={error ? true : undefined}
              className="sr-only"
            />
            <CupIcon className={`size-7 ${Number(option) <= chosen ? "text-black" : "text-grey/50"}`} />
            <span aria-hidden="true" className={`text-xs ${value === option ? "font-bold text-espresso" : "text-dark-grey"}`}>
              {option}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
