import { useId, type InputHTMLAttributes, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

const CONTROL =
  "mt-1 block min-h-11 w-full rounded-lg border border-grey bg-white px-3 py-2 text-black placeholder:text-grey";
// Chrome treats every <select> as read-only, so the grey read-only look applies to inputs only.
const READ_ONLY_INPUT = "read-only:bg-light-grey";

function FieldLabel({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-dark-grey">
      {children}
    </label>
  );
}

/** `error`: what is wrong with the value, announced and shown under the field until it is fixed. */
export function TextField({ label, hint, error, ...props }: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string; error?: string }) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input
        id={id}
        type="text"
        {...props}
        className={`${CONTROL} ${READ_ONLY_INPUT} aria-invalid:border-alert`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-dark-grey">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextArea({ label, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string }) {
  const id = useId();
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <textarea id={id} rows={3} {...props} className={CONTROL} />
    </div>
  );
}

/** A plain string is both the value and the text shown. */
export type SelectOption = string | { value: string; label: string };

export function SelectField({
  label,
  options,
  placeholder = "Choose…",
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string; options: readonly SelectOption[]; placeholder?: string }) {
  const id = useId();
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <select id={id} {...props} className={CONTROL}>
        <option value="">{placeholder}</option>
        {options.map((option) => {
          const { value, label: text } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </div>
  );
}
