import { useEffect, useState } from "react";

/** How long after the page's `load` event it counts as settled. */
const SETTLE_DELAY_MS = 4000;

/**
 * True once the page has loaded, `SETTLE_DELAY_MS` have passed and the browser is idle: for work the
 * first screen does not need, so it never competes with that screen for a phone's bandwidth or CPU.
 */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const settle = () => setSettled(true);
    const afterLoad = () => {
      timer = setTimeout(() => {
        // Safari has no requestIdleCallback.
        if ("requestIdleCallback" in window) idle = window.requestIdleCallback(settle, { timeout: 2000 });
        else settle();
      }, SETTLE_DELAY_MS);
    };
    if (document.readyState === "complete") afterLoad();
    else window.addEventListener("load", afterLoad, { once: true });
    return () => {
      window.removeEventListener("load", afterLoad);
      clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
  return settled;
}
