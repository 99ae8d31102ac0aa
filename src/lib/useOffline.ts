import { useConvex } from "convex/react";
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
 * The outage the Convex client is in, named by how many connections came before it (0: the first
 * is still being made), or null while connected. A number, so only a lost or regained connection
 * re-renders, not every request starting or ending (which the whole connection state reports).
 */
function useOutage(): number | null {
  const convex = useConvex();
  return useSyncExternalStore(
    (onChange) => convex.subscribeToConnectionState(onChange),
    () => {
      const { isWebSocketConnected, connectionCount } = convex.connectionState();
      return isWebSocketConnected ? null : connectionCount;
    },
  );
}

/**
 * Whether the app is cut off from its backend: the browser is offline, or the Convex client's
 * socket has been down for OFFLINE_AFTER_MS. `everConnected` tells a lost connection from a first
 * one still being made.
 */
export function useOffline(): { offline: boolean; everConnected: boolean } {
  const outage = useOutage();
  const browserOffline = useBrowserOffline();
  // Each outage waits its own moment before it is told.
  const [lateOutage, setLateOutage] = useState<number | null>(null);
  useEffect(() => {
    if (outage === null) return;
    const timer = setTimeout(() => setLateOutage(outage), OFFLINE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [outage]);
  return { offline: browserOffline || (outage !== null && lateOutage === outage), everConnected: outage !== 0 };
}
