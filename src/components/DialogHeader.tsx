import type { ReactNode } from "react";

const TONES = {
  /** On white, a line under it (the notifications). */
  light: {
    bar: "border-b border-light-grey py-2",
    title: "text-lg text-espresso",
    close: "text-espresso hover:bg-latte-light",
  },
  /** White on espresso (the shop panel). */
  espresso: { bar: "bg-espresso py-3 text-white", title: "text-xl", close: "hover:bg-espresso-dark" },
};

/**
 * The top of a dialog or side sheet laid out by its content: its heading, whose id (`titleId`) names
 * it, and an X that closes it, named by `closeLabel` and focused when it opens.
 */
export function DialogHeader({
  titleId,
  closeLabel,
  onClose,
  tone = "light",
  children,
}: {
  titleId: string;
  closeLabel: string;
  onClose: () => void;
  tone?: keyof typeof TONES;
  children: ReactNode;
}) {
  const { bar, title, close } = TONES[tone];
  return (
    <div className={`flex items-start gap-3 px-4 ${bar}`}>
      <h2 id={titleId} className={`min-w-0 flex-1 self-center font-bold break-words ${title}`}>
        {children}
      </h2>
      <button
        type="button"
        onClick={onClose}
        aria-label={closeLabel}
        data-autofocus
        className={`flex size-11 shrink-0 items-center justify-center rounded-full text-xl font-bold ${close}`}
      >
        X
      </button>
    </div>
  );
}
