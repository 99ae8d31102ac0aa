import { LocateIcon } from "@/components/icons";
import { NEAR_ME_MESSAGES, NEAR_ME_WAITING, type NearMeProblem } from "@/features/map/near-me/useNearMe";

/** The map's "near me" button: centres the map on the person (browser geolocation). */
export function LocateButton({
  locating,
  located,
  onLocate,
}: {
  locating: boolean;
  located: boolean;
  onLocate: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onLocate}
      aria-label="Show shops near me"
      title="Show shops near me"
      aria-busy={locating || undefined}
      className={`flex size-11 items-center justify-center rounded-full bg-white shadow-md ring-1 ring-black/10 hover:bg-latte-light ${located ? "text-latte" : "text-espresso"} ${locating ? "animate-pulse" : ""}`}
    >
      <LocateIcon />
    </button>
  );
}

/**
 * That the browser is being asked (it may be showing its permission prompt), then why "near me"
 * found no position, until the person dismisses it or a later try succeeds.
 */
export function NearMeMessage({
  locating,
  problem,
  onDismiss,
}: {
  locating: boolean;
  problem: NearMeProblem | null;
  onDismiss: () => void;
}) {
  return (
    <>
      <div role="status" className="empty:hidden">
        {locating && (
          <p className="rounded-full bg-white px-3 py-1 text-center text-sm text-dark-grey shadow ring-1 ring-black/10">
            {NEAR_ME_WAITING}
          </p>
        )}
      </div>
      <div role="alert" className="empty:hidden">
        {problem && (
          <p className="flex items-start gap-2 rounded-xl bg-white px-3 py-2 text-sm text-alert shadow ring-1 ring-black/10">
            <span className="flex-1 self-center">{NEAR_ME_MESSAGES[problem]}</span>
            <button
              type="button"
              onClick={onDismiss}
              aria-label="Dismiss"
              className="-my-1 -mr-1 flex size-11 shrink-0 items-center justify-center rounded-full font-bold text-dark-grey hover:bg-light-grey"
            >
              X
            </button>
          </p>
        )}
      </div>
    </>
  );
}
