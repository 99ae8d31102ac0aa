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
 * When each client's current outage began, shared by every component: one mounted (or mounted again) well
 * into an outage is told at once, instead of waiting its own OFFLINE_AFTER_MS from mounting.
 */
const outageStarts = new WeakMap<object, { outage: number; since: number }>();

/** Whether an outage that began at `since` has lasted OFFLINE_AFTER_MS (read at render: the effect below renders again then). */
const hasLasted = (since: number) => Date.now() - since >= OFFLINE_AFTER_MS;

function outageSince(client: object, outage: number): number {
  const known = outageStarts.get(client);
  if (known?.outage === outage) return known.since;
  const since = Date.now();
  outageStarts.set(client, { outage, since });
  return since;
}

/**
 * Whether the app is cut off from its backend: the browser is offline, or the Convex client's
 * socket has been down for OFFLINE_AFTER_MS. `everConnected` tells a lost connection from a first
 * one still being made.
 */
export function useOffline(): { offline: boolean; everConnected: boolean } {
  const convex = useConvex();
  const outage = useOutage();
  const browserOffline = useBrowserOffline();
  const since = outage === null ? null : outageSince(convex, outage);
  const late = since !== null && hasLasted(since);
  // Each outage waits its moment before it is told: a render when the moment is over.
  const [, setTold] = useState<number | null>(null);
  useEffect(() => {
    if (since === null || late) return;
    const timer = setTimeout(() => setTold(since), since + OFFLINE_AFTER_MS - Date.now());
    return () => clearTimeout(timer);
  }, [since, late]);
  return { offline: browserOffline || late, everConnected: outage !== 0 };
}
