import { useRegisterSW } from "virtual:pwa-register/react";

/**
 * Registers the service worker (App mounts it once the page has settled) and, when a new version of the app has
 * been installed behind the current one, offers to switch: nothing changes under the person until
 * they choose "Reload". Below lg it sits under the map's search row, clear of the list bar and the zoom buttons.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 top-[7.5rem] z-50 flex justify-center px-4 lg:top-auto lg:bottom-4"
    >
      {needRefresh && (
        <p className="pointer-events-auto flex items-center gap-3 rounded-full bg-espresso-dark py-1 pr-1 pl-4 text-sm font-medium text-white shadow-lg">
          A new version is available
          <button
            type="button"
            onClick={() => void updateServiceWorker(true)}
            className="min-h-11 rounded-full bg-latte-light px-4 font-semibold text-espresso hover:bg-white focus-visible:outline-3 focus-visible:outline-latte"
          >
            Reload
          </button>
        </p>
      )}
    </div>
  );
}
