import { useEffect, type RefObject } from "react";

/**
 * The focus of something that opens over or beside the page (Dialog, SideSheet). On open it moves
 * into `ref`'s element: to the control marked `data-autofocus`, else to `fallback`'s choice, else to
 * the element itself. On close it goes back to whatever had it before, if it went with the element
 * (it fell to the page, or is still inside); focus something else took meanwhile (another marker
 * chosen, the next key's work) stays there. `fallback` should stay the same from render to render
 * (a module-level function): a new one would move the focus in again.
 */
export function useFocusReturn(
  ref: RefObject<HTMLElement | null>,
  fallback?: (element: HTMLElement) => HTMLElement | undefined,
) {
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const element = ref.current!;
    (element.querySelector<HTMLElement>("[data-autofocus]") ?? fallback?.(element) ?? element).focus();
    return () => {
      // This can run after the next key was handled (a spread stack's Escape moves the focus on):
      // only focus that went with the element is taken back.
      const active = document.activeElement;
      const focusLost = active === null || active === document.body || element.contains(active);
      if (focusLost && opener?.isConnected) opener.focus();
    };
  }, [ref, fallback]);
}
