import { useEffect } from "react";
import { useRegisterSW } from "virtual:pwa-register/react";
import { toast } from "@/lib/toast";

/**
 * Registers the service worker and, when a new version of the app has been installed behind the
 * current one, offers to switch in a toast that stays until it is answered or closed (placed where
 * every toast is, clear of the navigation and, on a phone, of the map's list bar): nothing changes
 * under the person until they choose "Reload".
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  useEffect(() => {
    if (!needRefresh) return;
    toast.message("A new version is available", {
      id: "new-version",
      duration: Infinity,
      action: { label: "Reload", onClick: () => void updateServiceWorker(true) },
      // A touch target like every other button (sonner's own is 24 px tall).
      classNames: { actionButton: "min-h-11! px-4! text-sm! font-semibold! bg-espresso-dark! rounded-full!" },
    });
  }, [needRefresh, updateServiceWorker]);
  return null;
}
