import { lazy, Suspense } from "react";
import { ShopMap } from "@/features/map/ShopMap";
import { MapOverlays } from "@/features/map/MapOverlays";
import { useMapScreen } from "@/features/map/useMapScreen";
import { ShopListBar } from "@/features/map/list/ShopListBar";
import { PlaceSearch } from "@/features/search/PlaceSearch";
import { RecommendationButton } from "@/features/recommendations/RecommendationButton";

// The panel (reviews, photos, presence, history) is its own chunk, fetched when a shop opens, so
// the landing and log-in pages, which share the main chunk with this page, stay light.
const ShopPanel = lazy(() => import("@/features/shop/ShopPanel").then((m) => ({ default: m.ShopPanel })));
// The panel's list parts (Add to list, "In 3 lists"), fetched with it.
const ShopListsBar = lazy(() =>
  import("@/features/list-picker/ShopListsBar").then((m) => ({ default: m.ShopListsBar })),
);

/**
 * /home: the live shop map with city and shop search, filters and "near me", and the shops in view as
 * a list; a marker, a row or a shop found opens the shop panel (?shop=id, next to the filters).
 */
export default function HomePage() {
  const screen = useMapScreen();
  const { openShop, closePanel } = screen;
  return (
    <main className="relative flex h-[calc(100dvh-3.5rem-var(--offline-bar,0px))] flex-col overflow-hidden lg:flex-row-reverse">
      <h1 className="sr-only">Coffee shop map</h1>
      <div className="relative min-h-0 flex-1">
        <MapOverlays
          screen={screen}
          search={
            <PlaceSearch
              onCity={screen.onSearchCity}
              onShop={screen.onSearchShop}
              onSearching={screen.setSearching}
              clearWhen={screen.nearMe.place}
            />
          }
          recommend={<RecommendationButton onMap mapView={screen.view} />}
        />
        {/* After the search box: Tab reaches the search first, then the markers. */}
        <ShopMap
          shops={screen.shops}
          focus={screen.focus}
          onViewportChange={screen.onViewportChange}
          onSelectShop={screen.onSelectShop}
          selected={openShop}
          userLocation={screen.nearMe.place}
        />
      </div>
      {/* On a phone the open shop's sheet takes the list bar's place. */}
      <ShopListBar screen={screen} />
      {openShop && (
        <Suspense fallback={null}>
          <ShopPanel
            key={openShop}
            id={openShop}
            review={screen.openReview}
            onClose={closePanel}
            onShop={screen.onPanelShop}
            lists={(shopId, shopName, held) => (
              // The bar's own height while its chunk loads, so the reviews below do not jump under a finger.
              <Suspense fallback={<div className="min-h-11" />}>
                <ShopListsBar shopId={shopId} shopName={shopName} held={held} />
              </Suspense>
            )}
          />
        </Suspense>
      )}
    </main>
  );
}
