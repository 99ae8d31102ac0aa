import { Component, lazy, memo, Suspense, type ReactNode } from "react";
import { MESSAGES } from "@convex/rules/messages";
import { MapMessage } from "@/features/map/MapMessage";
import type { ShopMapProps } from "@/features/map/types";

// The map libraries are large: each provider is its own chunk, downloaded only on the map screen.
const OpenMap = lazy(() => import("@/features/map/OpenMap"));
const GoogleShopMap = lazy(() => import("@/features/map/GoogleShopMap"));

const GOOGLE_KEY: string | undefined = import.meta.env.VITE_GOOGLE_MAPS_API_KEY || undefined;

/**
 * The shop map: Google Maps with a key, else the open map (Leaflet + OpenStreetMap). Memoised: the
 * page re-renders on every keystroke and data change, the markers only when their props change.
 */
export const ShopMap = memo(function ShopMap(props: ShopMapProps) {
  return (
    <MapErrorBoundary>
      <Suspense fallback={<MapMessage>{MESSAGES.mapLoading}</MapMessage>}>
        {GOOGLE_KEY ? <GoogleShopMap apiKey={GOOGLE_KEY} {...props} /> : <OpenMap {...props} />}
      </Suspense>
    </MapErrorBoundary>
  );
});

/** A map library that fails to download or start shows 'Error loading maps' (docs/product.md §8). */
class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error("Map failed to load:", error);
  }
  render() {
    return this.state.failed ? <MapMessage>{MESSAGES.mapError}</MapMessage> : this.props.children;
  }
}
