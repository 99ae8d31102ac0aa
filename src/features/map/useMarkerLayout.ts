import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { labelName, markerRatingLabel, roastLabel } from "@convex/rules/markers";
import type { Placed } from "./clusters";
import { layoutMarkers } from "./markerLayout";
import type { ScreenView, Size, TileSize } from "./screenGeometry";
import type { MarkerShop } from "./types";
import { useMapCovers } from "./useMapCovers";

/** What a card says decides its size: cards that say the same are measured once. */
const cardText = (shop: MarkerShop) => `${labelName(shop.name)}\n${roastLabel(shop.roastStyle)}\n${markerRatingLabel(shop) ?? ""}`;

/** A card not yet drawn: a generous guess from its text, replaced by its measured size once drawn. */
function guessCardSize(shop: MarkerShop): Size {
  const [name = "", roast = "", rating = ""] = cardText(shop).split("\n");
  return { width: 16 + Math.max(name.length * 7.5, (roast.length + rating.length + 3) * 6.5), height: 38 };
}

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
 * needs: the spread stack, and a ref for each label card, which measures it so collisions are
 * worked out with cards' real sizes.
 */
export function useMarkerLayout({ placed, view, tileSize, showCards, containerRef, controls, revision }: Options) {
  const covers = useMapCovers(containerRef, controls, revision);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [sizes, setSizes] = useState<ReadonlyMap<string, Size>>(() => new Map());

  const drawn = useMemo(() => {
    if (!view) return [];
    const cardSize = (shop: MarkerShop) => sizes.get(cardText(shop)) ?? guessCardSize(shop);
    return layoutMarkers({ placed, view, tileSize, covers, showCards, cardSize, expanded });
  }, [placed, view, tileSize, covers, showCards, expanded, sizes]);

  /**
   * Measures a card the first time one with its text is drawn (reading a size makes the browser lay
   * the page out, so known texts are not read again); a new size lays the markers out again, before paint.
   */
  const cardRef = useCallback(
    (shop: MarkerShop) => (element: HTMLElement | null) => {
      const key = cardText(shop);
      if (!element || sizes.has(key)) return;
      const { width, height } = element.getBoundingClientRect();
      if (width === 0) return;
      setSizes((current) => (current.has(key) ? current : new Map(current).set(key, { width, height })));
    },
    [sizes],
  );

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
    const first = [...markers].find((marker) => wanted.keys.has(marker.dataset.marker ?? "") && (marker.querySelector("button")?.tabIndex ?? -1) >= 0);
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

  return { drawn, expanded, expand: setExpanded, toggleStack, collapse, closeStackOnEscape, cardRef, focusWhenDrawn };
}
