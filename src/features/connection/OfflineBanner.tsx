import { useEffect, useLayoutEffect, useRef } from "react";
import { toast } from "@/lib/toast";
import { MESSAGES } from "@convex/rules/messages";
import { useOffline } from "@/lib/useOffline";

const OFFLINE_SUBMIT_TOAST = "offline-submit";

/**
 * A strip at the top of the page while the app is offline, gone when it is back. It takes its own room
 * (the page moves down, and the map screen, which fills the window, gets shorter by its height through
 * `--offline-bar`), so it never covers a control. Nothing is blocked: what is on screen stays readable
 * and may be out of date. While offline a form's submit is stopped before it starts and the person is
 * told at once, with what they typed kept (and useSubmit refuses a tap the same way, decision 31).
 */
export function OfflineBanner() {
  const { offline, everConnected } = useOffline();
  useStopSubmits(offline);
  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = bar.current;
    if (!offline || !element || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty("--offline-bar", `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--offline-bar");
    };
  }, [offline]);

  return (
    <div role="status">
      {offline && (
        <div ref={bar} className="bg-espresso-dark px-4 py-2 text-center text-sm font-medium text-white">
          {everConnected ? MESSAGES.offlineReconnecting : MESSAGES.offlineConnecting}
        </div>
      )}
    </div>
  );
}

/** While offline, a form's submit is stopped before it starts, and the person told. */
function useStopSubmits(offline: boolean) {
  useEffect(() => {
    if (!offline) return;
    const stopSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      // Before React's own listener (on the app's root), so the form's handler never starts.
      event.stopImmediatePropagation();
      toast.error(MESSAGES.offlineSubmit, { id: OFFLINE_SUBMIT_TOAST });
    };
    window.addEventListener("submit", stopSubmit, { capture: true });
    return () => {
      window.removeEventListener("submit", stopSubmit, { capture: true });
      // Back online: "nothing was sent" no longer holds for the next try.
      toast.dismiss(OFFLINE_SUBMIT_TOAST);
    };
  }, [offline]);
}
