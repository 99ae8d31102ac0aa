import { useRef, useState } from "react";
import type { FieldProblem } from "@convex/rules/validation";

/**
 * Where a form's problems are. `point()` (on submit) shows each problem under its field and moves
 * the focus to the first field in the form that has one, scrolled to mid-screen; a message goes as
 * soon as its field is fixed, and a problem that appears later waits for the next submit. A field's
 * control carries the field's name (`name="website"`); a group's controls all do.
 */
export function useFieldProblems<Field extends string>(problems: readonly FieldProblem<Field>[]) {
  const formRef = useRef<HTMLFormElement>(null);
  const [pointed, setPointed] = useState<ReadonlySet<string>>(new Set());
  const errorOf = (field: Field) =>
    pointed.has(field) ? problems.find((problem) => problem.field === field)?.message : undefined;
  const point = () => {
    const fields = new Set<string>(problems.map((problem) => problem.field));
    setPointed(fields);
    const controls = [...(formRef.current?.elements ?? [])] as HTMLInputElement[];
    const first = controls.find((control) => fields.has(control.name) && control.type !== "hidden");
    if (!first) return;
    // Mid-screen, with its message under it: a phone's toast at the bottom (and the keyboard) covers neither.
    first.focus({ preventScroll: true });
    (first.closest("fieldset") ?? first).scrollIntoView?.({ block: "center" });
  };
  return { formRef, errorOf, point };
}
