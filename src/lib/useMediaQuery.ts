import { useSyncExternalStore } from "react";

/** Screens wide enough for panels beside the content rather than over it (Tailwind's `lg`). */
export const WIDE_SCREEN = "(min-width: 1024px)";

/** Whether the media query matches, kept up to date; false where the browser cannot tell (tests in jsdom). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== "function") return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => typeof window.matchMedia === "function" && window.matchMedia(query).matches,
    () => false,
  );
}
