import { useEffect } from "react";
import { markerName } from "@/features/map/markerStyle";
import type { ShopMapProps } from "@/features/map/types";

/** The visible area the fake map reports: downtown Boston. */
export const BOSTON_VIEW = { south: 42.34, west: -71.09, north: 42.38, east: -71.03 };

/**
 * jsdom has no WebGL: UI tests replace only the map's drawing with this, a list of marker buttons
 * named as the real markers are and fed by the same props (live markers from shops.inViewport,
 * selection), that reports BOSTON_VIEW as its visible area (or the box it was last asked to fit) and shows where it was asked to look
 * (`data-focus`, and `data-fit` for a box to fit in view).
 * Use: `vi.mock("@/features/map/ShopMap", () => import("../support/fakeShopMap"));`
 */
export function ShopMap({ shops, focus, onViewportChange, onSelectShop }: ShopMapProps) {
  // Downtown Boston at first; a box it is asked to fit becomes its view, as a real map's would.
  useEffect(() => onViewportChange(focus.fit ?? BOSTON_VIEW), [onViewportChange, focus.fit]);
  return (
    <div
      data-testid="map"
      data-focus={`${focus.lat},${focus.lng},${focus.zoom}`}
      data-fit={focus.fit ? `${focus.fit.south},${focus.fit.west},${focus.fit.north},${focus.fit.east}` : undefined}
    >
      {shops.map((shop) => (
        <button key={shop._id} type="button" onClick={() => onSelectShop(shop._id)}>
          {markerName(shop)}
        </button>
      ))}
    </div>
  );
}
