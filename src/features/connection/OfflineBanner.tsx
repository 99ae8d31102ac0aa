import { useEffect } from "react";
import { toast } from "@/lib/toast";
import { MESSAGES } from "@convex/rules/messages";
import { useOffline } from "@/features/connection/useOffline";

const OFFLINE_SUBMIT_TOAST = "offline-submit";

/**
 * A small banner at the top while the app is offline, gone when it is back; nothing is blocked
 * (what is on screen stays readable, and may be out of date). While offline a form's submit is
 * stopped before it starts and the person is told at once, with what they typed kept.
 */
export function OfflineBanner() {
  const { offline, everConnected } = useOffline();
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

  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-16 z-50 flex justify-center px-4">
      {offline && (
        <p className="rounded-full bg-espresso-dark px-4 py-2 text-sm font-medium text-white shadow-lg">
          {everConnected ? MESSAGES.offlineReconnecting : MESSAGES.offlineConnecting}
        </p>
      )}
    </div>
  );
}
