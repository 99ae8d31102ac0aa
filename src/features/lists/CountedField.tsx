import { useId } from "react";
import { RequiredMark } from "@/components/fields";

const CONTROL =
  "mt-1 block min-h-11 w-full rounded-lg border border-grey bg-white px-3 py-2 text-black aria-invalid:border-alert";

/**
 * A text field with its limit counted as the person types ("12 / 80"); past the limit the count turns red and
 * says so, and the text stays as typed (the server refuses it whole, with its message).
 */
export function CountedField({
  label,
  value,
  onChange,
  max,
  multiline = false,
  required = false,
  autoFocus = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  multiline?: boolean;
  required?: boolean;
  autoFocus?: boolean;
}) {
  const id = useId();
  const over = value.length > max;
  const props = {
    id,
    value,
    required,
    autoFocus,
    "aria-describedby": `${id}-count`,
    "aria-invalid": over ? true : undefined,
    className: CONTROL,
  } as const;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-dark-grey">
        {label}
        {required && <RequiredMark />}
      </label>
      {multiline ? (
        <textarea rows={2} {...props} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input type="text" {...props} onChange={(e) => onChange(e.target.value)} />
      )}
      <p
        id={`${id}-count`}
        className={`mt-1 text-right text-xs ${over ? "font-semibold text-alert" : "text-dark-grey"}`}
      >
        {value.length} / {max}
        {over && <span className="sr-only"> characters: over the limit</span>}
      </p>
    </div>
  );
}
