import type { ReactNode } from "react";

/**
 * A form's optional part, folded under one summary line with a turning arrow: the register form's taste
 * and the review's order details. `aside` sits beside the title (what is answered so far), `note`
 * first inside.
 */
export function FoldedSection({
  title,
  aside,
  note,
  open,
  onOpen,
  children,
}: {
  title: string;
  aside?: ReactNode;
  note: string;
  open: boolean;
  onOpen: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <details
      open={open}
      onToggle={(e) => onOpen(e.currentTarget.open)}
      className="group rounded-xl border border-light-grey p-3 open:space-y-4"
    >
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-espresso">
        {title}
        {aside}
        <span aria-hidden="true" className="ml-auto transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <p className="text-sm text-dark-grey">{note}</p>
      {children}
    </details>
  );
}
