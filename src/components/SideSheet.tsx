import { useRef, type ComponentPropsWithoutRef, type RefObject } from "react";
import { useDocumentKeyDown } from "@/lib/useDocumentKeyDown";
import { useFocusReturn } from "@/lib/useFocusReturn";
import { hasOpenDialog } from "@/components/Dialog";

type SideSheetProps = {
  /** The id of the heading the content renders, which names the sheet. */
  labelledBy: string;
  onClose: () => void;
  /** The sheet's element, for a caller that measures it (a phone's draggable sheet). */
  ref?: RefObject<HTMLElement | null>;
} & Omit<ComponentPropsWithoutRef<"section">, "aria-labelledby">;

/**
 * A panel beside the page's content on wide screens, where a phone shows a Dialog: not modal, so
 * the rest of the page stays usable. It is a region landmark named by its heading; focus moves in
 * on open (to the element marked `data-autofocus`) and Tab leaves it freely; Escape closes it,
 * unless a dialog is open or the key already did something (closed a list, a spread of markers) or
 * was typed in a field elsewhere; focus returns to whatever opened it, if it was still inside.
 */
export function SideSheet({ labelledBy, onClose, ref, children, ...rest }: SideSheetProps) {
  const ownRef = useRef<HTMLElement>(null);
  const sheetRef = ref ?? ownRef;
  useDocumentKeyDown((event) => {
    const sheet = sheetRef.current;
    if (event.key !== "Escape" || event.defaultPrevented || hasOpenDialog() || !sheet) return;
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (target && !sheet.contains(target) && target.closest("input, textarea, select, [contenteditable]")) return;
    event.preventDefault();
    onClose();
  });
  // Closed from inside (its X, Escape), the focus goes back to the opener; closed because something
  // else was chosen (another marker), it stays there.
  useFocusReturn(sheetRef);

  return (
    <section
      ref={sheetRef}
      aria-labelledby={labelledBy}
      tabIndex={-1}
      {...rest}
      className={`outline-none ${rest.className ?? ""}`}
    >
      {children}
    </section>
  );
}
