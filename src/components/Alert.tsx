import type { ReactNode } from "react";

const LOOKS = {
  /** A line beside what it is about: under a field, in a dialog, on a card. */
  line: "text-sm font-medium text-alert",
  /** A form's or dialog's problem, set apart above its buttons. */
  box: "rounded-lg bg-alert/10 px-3 py-2 text-sm font-medium text-alert",
  /** What a screen says instead of its content (placed by `className`). */
  screen: "font-medium text-alert",
};

/**
 * Something that went wrong, in the alert colour, read out as soon as it shows (role="alert"). It
 * takes one of three looks; `className` only places it (margins, padding, alignment).
 */
export function Alert({
  look = "line",
  id,
  className = "",
  children,
}: {
  look?: keyof typeof LOOKS;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p id={id} role="alert" className={`${LOOKS[look]} ${className}`}>
      {children}
    </p>
  );
}
