import { useId, type InputHTMLAttributes, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { Alert } from "@/components/Alert";

const CONTROL =
  "mt-1 block min-h-11 w-full rounded-lg border border-grey bg-white px-3 py-2 text-black placeholder:text-grey";
// Chrome treats every <select> as read-only, so the grey read-only look applies to inputs only.
const READ_ONLY_INPUT = "read-only:bg-light-grey";

/** The mark of a required field, for the eye; the control itself says so to screen readers (`required`). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-alert">
      *
    </span>
  );
}

/** Said once at the top of a form that marks its required fields. */
export function RequiredNote() {
  return (
    <p className="text-sm text-dark-grey">
      <RequiredMark /> marks a required field.
    </p>
  );
}

/** A field's label; a required field's mark sits beside it, outside the name (the control says `required`). */
function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: string }) {
  return (
    <div className="flex items-baseline">
      <label htmlFor={htmlFor} className="block text-sm font-medium text-dark-grey">
        {children}
      </label>
      {required && <RequiredMark />}
    </div>
  );
}

/** What is wrong with a field, under it; its id is what the control's aria-describedby names. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <Alert id={id} className="mt-1">
      {error}
    </Alert>
  );
}

/** `error`: what is wrong with the value, shown under the field (and read with it) until it is fixed. */
export function TextField({
  label,
  hint,
  error,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string; error?: string }) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <FieldLabel htmlFor={id} required={props.required}>
        {label}
      </FieldLabel>
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
      <FieldError id={`${id}-error`} error={error} />
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
  error,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: readonly SelectOption[];
  placeholder?: string;
  error?: string;
}) {
  const id = useId();
  return (
    <div>
      <FieldLabel htmlFor={id} required={props.required}>
        {label}
      </FieldLabel>
      <select
        id={id}
        {...props}
        className={`${CONTROL} aria-invalid:border-alert`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
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
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
