import { useCallback, useEffect, useRef, useState } from "react";

export type Position = { lat: number; lng: number };

/** What the person is told when the browser gives no position. */
export const NEAR_ME_MESSAGES = {
  denied: "Location access is turned off for this site. Allow it in your browser's settings to see shops near you.",
  unavailable: "Your location isn't available right now. Please try again in a moment.",
  unsupported: "This browser can't share your location.",
  timedOut: "Finding your location took too long. Please try again.",
} as const;

/** Shown while the browser is asked (it may be waiting for the person to answer its prompt). */
export const NEAR_ME_WAITING = "Finding your location…";

export type NearMeProblem = keyof typeof NEAR_ME_MESSAGES;

/**
 * How long the app waits for a position, prompt included: the browser's own `timeout` only starts
 * once the person has answered its permission prompt, so a prompt left open would wait for ever.
 */
export const NEAR_ME_TIMEOUT_MS = 30_000;
/** How long the browser may take once allowed. */
const POSITION_TIMEOUT_MS = 15_000;
/** A position this recent is good enough, but only while the permission is granted (see `cachedPositionAge`). */
const CACHED_POSITION_MS = 60_000;

/**
 * The oldest cached position to accept. Some Chromium versions answer from their cache even after
 * the permission was taken back, so a cached position is accepted only while the permission is
 * known to be granted; otherwise the browser must ask (and may refuse).
 */
async function cachedPositionAge(): Promise<number> {
  try {
    const status = await navigator.permissions?.query({ name: "geolocation" });
    return status?.state === "granted" ? CACHED_POSITION_MS : 0;
  } catch {
    return 0;
  }
}

/**
 * The person's position from the browser, asked only when they press the locate control, and
 * `locate` to ask. `onLocated` runs with each position found (the map centres there). A failure
 * keeps the last position found, if any, and says why; the next success clears the message.
 */
export function useNearMe(onLocated: (place: Position) => void) {
  const [place, setPlace] = useState<Position | null>(null);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<NearMeProblem | null>(null);
  const latest = useRef(onLocated);
  /** The current request: an answer to an older one (or after the time-out) is ignored. */
  const request = useRef(0);
  useEffect(() => {
    latest.current = onLocated;
  }, [onLocated]);
  useEffect(() => () => void request.current++, []);

  const locate = useCallback(async () => {
    if (!("geolocation" in navigator)) {
      setProblem("unsupported");
      return;
    }
    const id = ++request.current;
    setLocating(true);
    setProblem(null);
    const finish = (found: Position | null, failure: NearMeProblem | null) => {
      if (request.current !== id) return;
      request.current++;
      clearTimeout(timer);
      setLocating(false);
      setProblem(failure);
      if (found) {
        setPlace(found);
        latest.current(found);
      }
    };
    const timer = setTimeout(() => finish(null, "timedOut"), NEAR_ME_TIMEOUT_MS);
    const maximumAge = await cachedPositionAge();
    if (request.current !== id) return;
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => finish({ lat: coords.latitude, lng: coords.longitude }, null),
      (error) =>
        finish(
          null,
          error.code === error.PERMISSION_DENIED ? "denied" : error.code === error.TIMEOUT ? "timedOut" : "unavailable",
        ),
      { enableHighAccuracy: false, timeout: POSITION_TIMEOUT_MS, maximumAge },
    );
  }, []);
  const dismiss = useCallback(() => setProblem(null), []);
  return { place, locating, problem, locate, dismiss };
}
