import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useDocumentKeyDown } from "@/lib/useDocumentKeyDown";
import { useFocusReturn } from "@/lib/useFocusReturn";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls Tab moves between: focusable and shown (where the browser can tell). */
function focusables(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.checkVisibility?.() ?? true);
}

/** Where the focus goes on open when no control is marked `data-autofocus`. */
const firstFocusable = (panel: HTMLElement): HTMLElement | undefined => focusables(panel)[0];

/** Open dialogs, innermost last: only the innermost answers keys. */
const openDialogs: object[] = [];

/** Whether a dialog is open (it answers Escape; nothing under it should). */
export const hasOpenDialog = () => openDialogs.length > 0;

type DialogProps = {
  onClose: () => void;
  children: ReactNode;
  /** A click on the backdrop closes it too (the shop panel and the photo viewer). */
  closeOnBackdrop?: boolean;
  /** "alertdialog": a message the person must answer before the app goes on (AlertDialog). */
  role?: "dialog" | "alertdialog";
} & (
  | {
      /** The standard dialog: a centred card headed by this title, which names it. */
      title: string;
      labelledBy?: undefined;
      className?: undefined;
      backdropClassName?: undefined;
    }
  | {
      /** A dialog laid out by its content: the id of the heading the content renders, which names it. */
      labelledBy: string;
      title?: undefined;
      /** Classes of the dialog itself (placement, size, colours). */
      className: string;
      backdropClassName?: string;
    }
);

/**
 * The app's one modal dialog (WAI-ARIA dialog pattern): labelled by its heading; focus moves in on
 * open (to the element marked `data-autofocus`, else the first control); Tab and Shift+Tab wrap
 * inside; Escape closes; focus returns to whatever opened it. Dialogs can open over each other and
 * close one at a time: only the innermost answers keys. Keys are handled at the document, so they
 * still work when the focused control disappears or goes disabled (a busy button, a "load more"
 * button unmounting) and focus falls to the body.
 */
export function Dialog({
  onClose,
  children,
  closeOnBackdrop = false,
  role = "dialog",
  title,
  labelledBy,
  className,
  backdropClassName,
}: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [self] = useState(() => ({}));
  useEffect(() => {
    openDialogs.push(self);
    return () => void openDialogs.splice(openDialogs.indexOf(self), 1);
  }, [self]);

  useDocumentKeyDown((event) => {
    if (openDialogs.at(-1) !== self) return;
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
      return;
    }
    const panel = panelRef.current;
    if (event.key !== "Tab" || !panel) return;
    const items = focusables(panel);
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    const outside = !panel.contains(active);
    if (event.shiftKey && (outside || active === first || active === panel)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (outside || active === last)) {
      event.preventDefault();
      first.focus();
    }
  });
  useFocusReturn(panelRef, firstFocusable);

  const card = title !== undefined;
  return createPortal(
    <div
      className={`fixed inset-0 z-50 flex ${card ? "items-center justify-center bg-black/50 p-4" : (backdropClassName ?? "bg-black/40")}`}
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={card ? titleId : labelledBy}
        tabIndex={-1}
        className={`outline-none ${card ? "max-h-[90vh] w-full max-w-md overflow-y-auto rounded-2xl bg-white p-5 shadow-xl" : className}`}
      >
        {card && (
          <h2 id={titleId} className="mb-3 text-xl font-bold text-espresso">
            {title}
          </h2>
        )}
        {children}
      </div>
    </div>,
    document.body,
  );
}
