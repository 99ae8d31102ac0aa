import { useRef, type ReactNode } from "react";
import { SideSheet } from "@/components/SideSheet";
import { MAP_OVERLAY } from "@/lib/mapOverlay";
import type { SheetStop } from "@/lib/sheetSnap";
import { useMediaQuery, WIDE_SCREEN } from "@/lib/useMediaQuery";
import { useSheetDrag } from "@/lib/useSheetDrag";

/**
 * Where the shop panel opens, never modal, so the map stays usable beside it (drag it, open another
 * marker). On a wide screen: a side sheet on the left of the map screen. On a phone: a sheet in the
 * lower part of the screen (a non-modal dialog) with the map and the shop's pin above it, whose
 * handle drags it between peek, half and full (docs/product.md §2); its X or Escape closes it.
 */
export function ShopPanelFrame({
  labelledBy,
  onClose,
  initialStop = "half",
  children,
}: {
  labelledBy: string;
  onClose: () => void;
  /** Where the phone's sheet opens: half, or full to show a review just written. */
  initialStop?: SheetStop;
  children: ReactNode;
}) {
  const wide = useMediaQuery(WIDE_SCREEN);
  if (wide) {
    return (
      <SideSheet
        labelledBy={labelledBy}
        onClose={onClose}
        {...MAP_OVERLAY}
        className="absolute inset-y-0 left-0 z-30 flex w-[26.25rem] flex-col bg-light-grey shadow-2xl"
      >
        {children}
      </SideSheet>
    );
  }
  return (
    <PhoneSheet labelledBy={labelledBy} onClose={onClose} initialStop={initialStop}>
      {children}
    </PhoneSheet>
  );
}

function PhoneSheet({
  labelledBy,
  onClose,
  initialStop,
  children,
}: {
  labelledBy: string;
  onClose: () => void;
  initialStop: SheetStop;
  children: ReactNode;
}) {
  const sheetRef = useRef<HTMLElement>(null);
  const { height, dragging, handle } = useSheetDrag(sheetRef, initialStop);
  return (
    <SideSheet
      ref={sheetRef}
      labelledBy={labelledBy}
      onClose={onClose}
      {...MAP_OVERLAY}
      // A non-modal dialog (no aria-modal): the map above it stays usable.
      role="dialog"
      style={{ height }}
      className={`relative z-30 flex shrink-0 flex-col overflow-hidden rounded-t-2xl bg-light-grey shadow-[0_-4px_12px_rgba(0,0,0,0.2)] ${dragging ? "" : "transition-[height] duration-200 ease-out motion-reduce:transition-none"}`}
    >
      {/* The grip: dragged, tapped, or stepped with the arrow keys. */}
      <div
        {...handle}
        className="flex h-11 w-full shrink-0 cursor-grab touch-none items-center justify-center bg-espresso select-none focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:outline-latte active:cursor-grabbing"
      >
        <span aria-hidden="true" className="h-1.5 w-12 rounded-full bg-latte-light/80" />
      </div>
      {children}
    </SideSheet>
  );
}
