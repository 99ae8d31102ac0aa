import { useState, type ReactNode } from "react";
import { SideSheet } from "@/components/SideSheet";
import { MAP_OVERLAY } from "@/lib/mapOverlay";
import { useMediaQuery, WIDE_SCREEN } from "@/lib/useMediaQuery";

/**
 * Where the shop panel opens, never modal, so the map stays usable beside it (drag it, open another
 * marker). On a wide screen: a side sheet on the left of the map screen. On a phone: a sheet in the
 * lower part of the screen (a non-modal dialog) with the map and the shop's pin above it, which its
 * handle expands to the full height and back; its X or Escape closes it.
 */
export function ShopPanelFrame({
  labelledBy,
  onClose,
  children,
}: {
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const wide = useMediaQuery(WIDE_SCREEN);
  const [expanded, setExpanded] = useState(false);
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
    <SideSheet
      labelledBy={labelledBy}
      onClose={onClose}
      {...MAP_OVERLAY}
      // A non-modal dialog (no aria-modal): the map above it stays usable.
      role="dialog"
      className={`relative z-30 flex shrink-0 flex-col overflow-hidden rounded-t-2xl bg-light-grey shadow-[0_-4px_12px_rgba(0,0,0,0.2)] ${expanded ? "h-full" : "h-[58%]"}`}
    >
      <button
        type="button"
        onClick={() => setExpanded((e) => !e)}
        aria-expanded={expanded}
        className="flex h-11 w-full shrink-0 flex-col items-center justify-center gap-1 bg-espresso text-xs font-semibold text-latte-light"
      >
        <span aria-hidden="true" className="h-1 w-10 rounded-full bg-latte-light/70" />
        {expanded ? "Show the map" : "Show more"}
      </button>
      {children}
    </SideSheet>
  );
}
