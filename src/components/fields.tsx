import { useId, type InputHTMLAttributes, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

const CONTROL =
  "mt-1 block w-full rounded-lg border border-grey bg-white px-3 py-2 text-black placeholder:text-grey";
// Chrome treats every <select> as read-only, so the grey read-only look applies to inputs only.
const READ_ONLY_INPUT = "read-only:bg-light-grey";

function FieldLabel({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-dark-grey">
      {children}
    </label>
  );
}

export function TextField({ label, hint, ...props }: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string }) {
  const id = useId();
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input id={id} type="text" {...props} className={`${CONTROL} ${READ_ONLY_INPUT}`} aria-describedby={hint ? `${id}-hint` : undefined} />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-dark-grey">
          {hint}
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
