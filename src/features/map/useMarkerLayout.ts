import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import type { Placed } from "@/features/map/clusters";
import { layoutMarkers } from "@/features/map/markerLayout";
import { cardSize } from "@/features/map/cardSize";
import type { ScreenView, TileSize } from "@/features/map/screenGeometry";
import { useMapCovers } from "@/features/map/useMapCovers";
import { fitPadding as paddingFor, type Padding } from "@/features/map/visibleArea";

/** How long a zoom may take before the focus it asked for is forgotten. */
const FOCUS_WAIT_MS = 4000;

type Options = {
  placed: readonly Placed[];
  /** Null until the map has reported its first view. */
  view: ScreenView | null;
  tileSize: TileSize;
  showCards: boolean;
  /** The map's element, whose top-left corner screen positions count from. */
  containerRef: RefObject<HTMLElement | null>;
  /** The map's own controls inside it (zoom buttons, attribution). */
  controls: string;
  /** Changes when the map has added its controls, so they are measured. */
  revision: unknown;
};

/**
 * The markers both map providers draw for a view (see markerLayout.ts), and what drawing them
 * needs: the spread stack, and cards laid out by the sizes their text gives (cardSize.ts).
 */
export function useMarkerLayout({ placed, view, tileSize, showCards, containerRef, controls, revision }: Options) {
  const covers = useMapCovers(containerRef, controls, revision);
  const [expanded, setExpanded] = useState<string | null>(null);

  // Read when the map moves, not a reason to move it again.
  const coversNow = useRef(covers);
  useEffect(() => {
    coversNow.current = covers;
  }, [covers]);
  /** The padding that keeps a box the map fits clear of what covers the map now (visibleArea.ts). */
  const fitPadding = useCallback((): Padding => {
    const map = containerRef.current;
    return paddingFor(coversNow.current, { width: map?.clientWidth ?? 0, height: map?.clientHeight ?? 0 });
  }, [containerRef]);

  const drawn = useMemo(() => {
    if (!view) return [];
    return layoutMarkers({ placed, view, tileSize, covers, showCards, cardSize, expanded });
  }, [placed, view, tileSize, covers, showCards, expanded]);

  // Markers to focus once drawn (a cluster opened from the keyboard: its shops, or their stack).
  const focusNext = useRef<{ keys: Set<string>; until: number } | null>(null);
  useEffect(() => {
    const wanted = focusNext.current;
    if (!wanted) return;
    if (Date.now() > wanted.until) {
      focusNext.current = null;
      return;
    }
    const markers = containerRef.current?.querySelectorAll<HTMLElement>("[data-marker]") ?? [];
    const first = [...markers].find(
      (marker) => wanted.keys.has(marker.dataset.marker ?? "") && (marker.querySelector("button")?.tabIndex ?? -1) >= 0,
    );
    if (!first) return;
    focusNext.current = null;
    first.querySelector("button")!.focus();
  }, [drawn, containerRef]);
  /** After a zoom a keyboard asked for, the focus goes to the first of these markers to be drawn in view. */
  const focusWhenDrawn = useCallback((keys: string[]) => {
    focusNext.current = { keys: new Set(keys), until: Date.now() + FOCUS_WAIT_MS };
  }, []);

  const toggleStack = useCallback((key: string) => setExpanded((current) => (current === key ? null : key)), []);
  const collapse = useCallback(() => setExpanded(null), []);

  /** Escape on a spread stack or one of its shops closes it and puts the focus back on the stack. */
  const closeStackOnEscape = useCallback(
    (stackKey: string) => (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      setExpanded(null);
      const stack = containerRef.current?.querySelector<HTMLElement>(`[data-stack="${CSS.escape(stackKey)}"]`);
      stack?.focus();
    },
    [containerRef],
  );

  return {
    drawn,
    fitPadding,
    expanded,
    expand: setExpanded,
    toggleStack,
    collapse,
    closeStackOnEscape,
    focusWhenDrawn,
  };
}
