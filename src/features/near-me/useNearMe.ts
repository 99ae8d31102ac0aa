import { useCallback, useEffect, useRef, useState } from "react";

export type Place = { lat: number; lng: number };

/** What the person is told when the browser gives no position. */
export const NEAR_ME_MESSAGES = {
  denied: "Location access is turned off for this site. Allow it in your browser's settings to see shops near you.",
  unavailable: "Your location isn't available right now. Please try again in a moment.",
  unsupported: "This browser can't share your location.",
} as const;

export type NearMeProblem = keyof typeof NEAR_ME_MESSAGES;

/**
 * The person's position from the browser, asked only when they press the locate control, and
 * `locate` to ask. `onLocated` runs with each position found (the map centres there). A failure
 * keeps the last position found, if any, and says why; the next success clears the message.
 */
export function useNearMe(onLocated: (place: Place) => void) {
  const [place, setPlace] = useState<Place | null>(null);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<NearMeProblem | null>(null);
  const latest = useRef(onLocated);
  useEffect(() => {
    latest.current = onLocated;
  }, [onLocated]);

  const locate = useCallback(() => {
    if (!("geolocation" in navigator)) {
      setProblem("unsupported");
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const found = { lat: coords.latitude, lng: coords.longitude };
        setPlace(found);
        setLocating(false);
        setProblem(null);
        latest.current(found);
      },
      (error) => {
        setLocating(false);
        setProblem(error.code === error.PERMISSION_DENIED ? "denied" : "unavailable");
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  }, []);
  const dismiss = useCallback(() => setProblem(null), []);
  return { place, locating, problem, locate, dismiss };
}
