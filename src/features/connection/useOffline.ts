import { useConvexConnectionState } from "convex/react";
import { useEffect, useState, useSyncExternalStore } from "react";

/** How long the socket may be down before the app says so: a reconnect after a blip stays quiet. */
export const OFFLINE_AFTER_MS = 2000;

/** Whether the browser says it has no network at all (no wait: it knows). */
function useBrowserOffline(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener("online", onChange);
      window.addEventListener("offline", onChange);
      return () => {
        window.removeEventListener("online", onChange);
        window.removeEventListener("offline", onChange);
      };
    },
    () => !navigator.onLine,
    () => false,
  );
}

/**
 * Whether the app is cut off from its backend: the browser is offline, or the Convex client's
 * socket has been down for OFFLINE_AFTER_MS. `everConnected` tells a lost connection from a first
 * one still being made.
 */
export function useOffline(): { offline: boolean; everConnected: boolean } {
  const { isWebSocketConnected, hasEverConnected, connectionCount } = useConvexConnectionState();
  const browserOffline = useBrowserOffline();
  // An outage is named by how many connections came before it, so each one waits its own moment.
  const outage = isWebSocketConnected ? null : connectionCount;
  const [lateOutage, setLateOutage] = useState<number | null>(null);
  useEffect(() => {
    if (outage === null) return;
    const timer = setTimeout(() => setLateOutage(outage), OFFLINE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [outage]);
  return { offline: browserOffline || (outage !== null && lateOutage === outage), everConnected: hasEverConnected };
}
