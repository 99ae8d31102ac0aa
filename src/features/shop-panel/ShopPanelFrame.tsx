import type { ReactNode } from "react";
import { Dialog } from "@/components/Dialog";
import { SideSheet } from "@/components/SideSheet";
import { MAP_OVERLAY } from "@/lib/mapOverlay";
import { useMediaQuery, WIDE_SCREEN } from "@/lib/useMediaQuery";

/**
 * Where the shop panel opens. On a wide screen: a side sheet on the left of the map screen, with no
 * backdrop, so the map stays usable beside it (drag it, open another marker). On a phone: a dialog
 * over the dimmed map, closed by its X, Escape or a tap beside it.
 */
export function ShopPanelFrame({ labelledBy, onClose, children }: { labelledBy: string; onClose: () => void; children: ReactNode }) {
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
    <Dialog labelledBy={labelledBy} onClose={onClose} closeOnBackdrop className="ml-auto flex h-full w-full flex-col bg-light-grey shadow-2xl sm:max-w-md">
      {children}
    </Dialog>
  );
}
