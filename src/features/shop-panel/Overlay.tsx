import { useEffect, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Open overlays, innermost last: only the innermost answers keys. */
const openOverlays: object[] = [];

/**
 * A modal dialog over the page: focus moves into it and stays there (Tab wraps), Escape or a click
 * on the backdrop closes it, and focus returns to whatever opened it. Nested overlays close one at
 * a time.
 */
export function Overlay({
  labelledBy,
  onClose,
  children,
  className,
  backdropClassName = "bg-black/40",
}: {
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
  className: string;
  backdropClassName?: string;
}) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>("[data-autofocus]") ?? dialog;
    first?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // Keys are handled at the document, so Escape and the Tab trap keep working when the focused
  // control disappears (a "load more" button unmounting, a busy button going disabled).
  useEffect(() => {
    const self = {};
    openOverlays.push(self);
    const onKeyDown = (event: KeyboardEvent) => {
      const dialog = dialogRef.current;
      if (openOverlays.at(-1) !== self || !dialog) return;
      if (event.key === "Escape") {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== "Tab") return;
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      const inside = dialog.contains(document.activeElement);
      if (event.shiftKey && (!inside || document.activeElement === first || document.activeElement === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || document.activeElement === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      openOverlays.splice(openOverlays.indexOf(self), 1);
    };
  }, []);

  return createPortal(
    <div
      className={`fixed inset-0 z-50 flex ${backdropClassName}`}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={labelledBy} tabIndex={-1} className={`outline-none ${className}`}>
        {children}
      </div>
    </div>,
    document.body,
  );
}
