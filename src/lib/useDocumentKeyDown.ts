import { useEffect, useRef } from "react";

/**
 * Hears every key pressed while the component is on screen, at the document, so keys still work
 * when the focused control disappears or goes disabled and focus falls to the body. `onKeyDown` is
 * the one given at the latest render (it may read the latest props).
 */
export function useDocumentKeyDown(onKeyDown: (event: KeyboardEvent) => void) {
  const latest = useRef(onKeyDown);
  useEffect(() => {
    latest.current = onKeyDown;
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => latest.current(event);
    document.addEventListener("keydown", listener);
    return () => document.removeEventListener("keydown", listener);
  }, []);
}
