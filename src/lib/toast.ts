import { useSyncExternalStore } from "react";
import type { ExternalToast } from "sonner";

// Toasts through sonner, loaded with the first toast rather than with the first screen (it is 9 KB of
// gzip the landing and log-in pages would otherwise download before they answer). Calls made while
// it loads run in their order once it is here; sonner's Toaster shows toasts made before it mounted.

type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

function withSonner(run: (loaded: Sonner) => void): void {
  if (sonner === undefined) {
    sonner = import("sonner");
    listeners.forEach((listener) => listener());
  }
  void sonner.then(run);
}

export const toast = {
  message: (message: string, options?: ExternalToast) => withSonner(({ toast }) => toast.message(message, options)),
  success: (message: string, options?: ExternalToast) => withSonner(({ toast }) => toast.success(message, options)),
  error: (message: string, options?: ExternalToast) => withSonner(({ toast }) => toast.error(message, options)),
  dismiss: (id: string) => withSonner(({ toast }) => toast.dismiss(id)),
};

/** Whether any toast was asked for yet (then the Toaster should be on the page). */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => sonner !== undefined,
  );
}
