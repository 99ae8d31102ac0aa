import type { ReactNode } from "react";
import { SavedMark } from "@/components/SavedMark";
import { MAP_OVERLAY } from "@/lib/mapOverlay";
import { EmptyViewActions } from "@/features/map/empty-view/EmptyViewActions";
import { LocateButton, NearMeMessage } from "@/features/map/near-me/LocateControl";
import type { MapScreen } from "@/features/map/useMapScreen";

/**
 * What floats over the top of the map: the search box (handed in by the page), "near me", the
 * recommendation button, and the notes on the view (too many shops, no location, nothing in view, the
 * offline copy's time).
 */
export function MapOverlays({
  screen: { nearMe, truncated, emptyView, emptyViewShown, markersSavedAt },
  search,
  recommend,
}: {
  screen: MapScreen;
  search: ReactNode;
  recommend: ReactNode;
}) {
  return (
    <div className="pointer-events-none absolute inset-x-0 top-3 z-10 mx-auto flex w-full max-w-md flex-col items-center gap-2 px-3">
      <div {...MAP_OVERLAY} className="pointer-events-auto flex w-full items-start gap-2">
        <div className="min-w-0 flex-1">{search}</div>
        <LocateButton
          locating={nearMe.locating}
          located={nearMe.place !== null}
          onLocate={() => void nearMe.locate()}
        />
        {recommend}
      </div>
      {markersSavedAt !== null && (
        <div {...MAP_OVERLAY} className="pointer-events-auto rounded-full bg-white px-3 py-1 shadow">
          <SavedMark savedAt={markersSavedAt} />
        </div>
      )}
      {truncated && (
        <p
          role="status"
          {...MAP_OVERLAY}
          className="pointer-events-auto rounded-full bg-white px-3 py-1 text-sm text-dark-grey shadow"
        >
          Zoom in to see every shop in this area.
        </p>
      )}
      <div {...MAP_OVERLAY} className="pointer-events-auto w-full">
        <NearMeMessage locating={nearMe.locating} problem={nearMe.problem} onDismiss={nearMe.dismiss} />
      </div>
      {(emptyViewShown || emptyView.finding) && (
        <div {...MAP_OVERLAY} className="pointer-events-auto">
          <EmptyViewActions
            finding={emptyView.finding}
            onZoomOut={emptyView.zoomOut}
            onFindNearest={emptyView.findNearest}
          />
        </div>
      )}
    </div>
  );
}
