import { useEffect, useState, type RefObject } from "react";
import { MAP_OVERLAY_SELECTOR } from "@/lib/mapOverlay";
import type { Rect } from "@/features/map/screenGeometry";

const sameRects = (a: readonly Rect[], b: readonly Rect[]) =>
  a.length === b.length &&
  a.every(
    (r, i) => r.left === b[i]!.left && r.top === b[i]!.top && r.right === b[i]!.right && r.bottom === b[i]!.bottom,
  );

/**
 * What covers the map, in pixels from its top-left corner: the map's own controls (`controls`, a
 * selector inside the map) and every element of the page marked as a map overlay. Measured again
 * whenever an overlay opens, closes or changes size, the map resizes or `revision` changes (the map
 * has added its controls).
 */
export function useMapCovers(containerRef: RefObject<HTMLElement | null>, controls: string, revision: unknown): Rect[] {
  const [covers, setCovers] = useState<Rect[]>([]);
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let frame = 0;
    const resizes = new ResizeObserver(() => schedule());
    const watched = new Set<Element>([container]);
    resizes.observe(container);
    const measure = () => {
      frame = 0;
      const origin = container.getBoundingClientRect();
      const overlays = [...document.querySelectorAll<HTMLElement>(MAP_OVERLAY_SELECTOR)];
      const elements = [...container.querySelectorAll<HTMLElement>(controls), ...overlays];
      const next = elements.flatMap((element) => {
        const r = element.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return [];
        const rect = {
          left: r.left - origin.left,
          top: r.top - origin.top,
          right: r.right - origin.left,
          bottom: r.bottom - origin.top,
        };
        return rect.right <= 0 || rect.bottom <= 0 || rect.left >= origin.width || rect.top >= origin.height
          ? []
          : [rect];
      });
      setCovers((current) => (sameRects(current, next) ? current : next));
      // An overlay that grows or shrinks (a message inside it) is measured again. (Watching an element
      // reports it once at once, so only new ones are added.)
      for (const overlay of overlays) {
        if (watched.has(overlay)) continue;
        watched.add(overlay);
        resizes.observe(overlay);
      }
      for (const element of watched) {
        if (element !== container && !element.isConnected) {
          watched.delete(element);
          resizes.unobserve(element);
        }
      }
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(measure);
    };
    // An overlay opening or closing anywhere on the page; the rest of the page's changes (the list,
    // the markers themselves) are not looked at.
    const touchesOverlay = (node: Node) =>
      node instanceof Element &&
      (node.matches(MAP_OVERLAY_SELECTOR) || node.querySelector(MAP_OVERLAY_SELECTOR) !== null);
    const mutations = new MutationObserver((records) => {
      if (records.some((record) => [...record.addedNodes, ...record.removedNodes].some(touchesOverlay))) schedule();
    });
    mutations.observe(document.body, { childList: true, subtree: true });
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      mutations.disconnect();
      resizes.disconnect();
    };
  }, [containerRef, controls, revision]);
  return covers;
}
