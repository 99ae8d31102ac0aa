import { useEffect, useRef, type ComponentPropsWithoutRef } from "react";
import { hasOpenDialog } from "./Dialog";

type SideSheetProps = {
  /** The id of the heading the content renders, which names the sheet. */
  labelledBy: string;
  onClose: () => void;
} & Omit<ComponentPropsWithoutRef<"section">, "aria-labelledby">;

/**
 * A panel beside the page's content on wide screens, where a phone shows a Dialog: not modal, so
 * the rest of the page stays usable. It is a region landmark named by its heading; focus moves in
 * on open (to the element marked `data-autofocus`) and Tab leaves it freely; Escape closes it,
 * unless a dialog is open or the key already did something (closed a list, a spread of markers) or
 * was typed in a field elsewhere; focus returns to whatever opened it, if it was still inside.
 */
export function SideSheet({ labelledBy, onClose, children, ...rest }: SideSheetProps) {
  const sheetRef = useRef<HTMLElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const sheet = sheetRef.current!;
    (sheet.querySelector<HTMLElement>("[data-autofocus]") ?? sheet).focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented || hasOpenDialog()) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (target && !sheet.contains(target) && target.closest("input, textarea, select, [contenteditable]")) return;
      event.preventDefault();
      onCloseRef.current();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      // Closed from inside (its X, Escape): focus went with it, so it goes back to the opener. Closed
      // because something else was chosen (another marker), the focus stays there.
      const focusLost = document.activeElement === null || document.activeElement === document.body;
      if (focusLost && opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <section ref={sheetRef} aria-labelledby={labelledBy} tabIndex={-1} {...rest} className={`outline-none ${rest.className ?? ""}`}>
      {children}
    </section>
  );
}
