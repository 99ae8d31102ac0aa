import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import type { Id } from "@convex/_generated/dataModel";
import { defaultCenter } from "@/lib/defaultCenter";
import { MAP_OVERLAY } from "@/lib/mapOverlay";
import { paths } from "@/lib/routes";
import { INITIAL_ZOOM, SEARCH_ZOOM } from "@/features/map/markerStyle";
import { SHOP_FOCUS_ZOOM } from "@convex/rules/search";
import { ShopMap } from "@/features/map/ShopMap";
import type { MapFocus } from "@/features/map/types";
import { useLinkedShopFocus } from "@/features/map/useLinkedShopFocus";
import { useOpenShopInSight } from "@/features/map/useOpenShopInSight";
import { useShopsInView } from "@/features/map/useShopsInView";
import { PlaceSearch } from "@/features/search/PlaceSearch";
import type { ShopMatch } from "@/features/search/useShopSearch";
import { FiltersButton } from "@/features/map/filters/FiltersButton";
import { useMapFilters } from "@/features/map/filters/useMapFilters";
import { EmptyViewActions } from "@/features/map/empty-view/EmptyViewActions";
import { useEmptyViewActions } from "@/features/map/empty-view/useEmptyViewActions";
import { LocateButton, NearMeMessage } from "@/features/map/near-me/LocateControl";
import { useNearMe, type Position } from "@/features/map/near-me/useNearMe";
import { ShopList, shopsInViewText } from "@/features/map/list/ShopList";
import { shopsInside } from "@/features/map/list/sortShops";
import { useMediaQuery, WIDE_SCREEN } from "@/lib/useMediaQuery";
import { useMinuteClock } from "@/lib/useMinuteClock";
import { RecommendationButton } from "@/features/recommendations/RecommendationButton";
import { filterCount } from "@convex/rules/shopFilters";

// The panel (reviews, photos, presence, history) is its own chunk, fetched when a shop opens, so
// the landing and log-in pages, which share the main chunk with this page, stay light.
const ShopPanel = lazy(() => import("@/features/shop/ShopPanel").then((m) => ({ default: m.ShopPanel })));
const ShopHistory = lazy(() => import("@/features/shop/ShopHistory").then((m) => ({ default: m.ShopHistory })));

/**
 * /home: the live shop map with city and shop search, filters and "near me", and the shops in view as
 * a list; a marker, a row or a shop found opens the shop panel (?shop=id, next to the filters).
 */
export default function HomePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const openShop = params.get("shop");
  const { filters, setFilters } = useMapFilters();
  const now = useMinuteClock();
  const { shops: latestShops, truncated, loading, view, onViewportChange } = useShopsInView(filters, now);
  // New markers and rows are drawn in slices between frames: a map's worth of shops arriving at once
  // would otherwise hold a phone's page in one long task.
  const shops = useDeferredValue(latestShops);
  // Until the deferred render lands, what is drawn is the view before: not an empty one.
  const drawing = loading || shops !== latestShops;
  const listed = useMemo(() => (view ? shopsInside(shops, view) : []), [shops, view]);
  // While a search looks for its place, the list says it is loading rather than show the old place's shops.
  const [searching, setSearching] = useState(false);
  const [focus, setFocus] = useState<MapFocus>(() => ({ ...defaultCenter(), zoom: INITIAL_ZOOM, key: 0 }));
  const nearMe = useNearMe(
    useCallback((place: Position) => setFocus((f) => ({ ...place, zoom: INITIAL_ZOOM, key: f.key + 1 })), []),
  );
  const emptyView = useEmptyViewActions({ view, shops, loading: drawing, setFocus });
  const emptyViewShown = view !== null && !drawing && !searching && listed.length === 0;
  // Opened on a shop's link (shared, or after adding a shop or a review): the map centres on that shop.
  useLinkedShopFocus(openShop, SHOP_FOCUS_ZOOM, setFocus);
  const wide = useMediaQuery(WIDE_SCREEN);
  useOpenShopInSight(openShop, shops, !wide, setFocus);

  const onSelectShop = useCallback(
    (id: Id<"shops">) => navigate(paths.home({ shop: id, filters })),
    [navigate, filters],
  );
  const closePanel = useCallback(() => navigate(paths.home({ filters }), { replace: true }), [navigate, filters]);
  // A shop chosen in the search box: the map flies to it and its panel opens, as a marker click does.
  const onSearchShop = useCallback(
    ({ _id, lat, lng }: ShopMatch) => {
      setFocus((f) => ({ lat, lng, zoom: SHOP_FOCUS_ZOOM, key: f.key + 1 }));
      onSelectShop(_id);
    },
    [onSelectShop],
  );

  return (
    <main className="relative flex h-[calc(100dvh-3.5rem)] flex-col overflow-hidden lg:flex-row-reverse">
      <h1 className="sr-only">Coffee shop map</h1>
      <div className="relative min-h-0 flex-1">
        <div className="pointer-events-none absolute inset-x-0 top-3 z-10 mx-auto flex w-full max-w-md flex-col items-center gap-2 px-3">
          <div {...MAP_OVERLAY} className="pointer-events-auto flex w-full items-start gap-2">
            <div className="min-w-0 flex-1">
              <PlaceSearch
                onCity={({ lat, lng, shops: fit }) =>
                  setFocus((f) => ({ lat, lng, zoom: SEARCH_ZOOM, fit, key: f.key + 1 }))
                }
                onShop={onSearchShop}
                onSearching={setSearching}
              />
            </div>
            <LocateButton
              locating={nearMe.locating}
              located={nearMe.place !== null}
              onLocate={() => void nearMe.locate()}
            />
            <RecommendationButton onMap />
          </div>
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
        {/* After the search box: Tab reaches the search first, then the markers. */}
        <ShopMap
          shops={shops}
          focus={focus}
          onViewportChange={onViewportChange}
          onSelectShop={onSelectShop}
          userLocation={nearMe.place}
        />
      </div>
      {/* On a phone the open shop's sheet takes the list bar's place. */}
      <div className="contents" hidden={openShop !== null && !wide}>
        <ShopList
          shops={listed}
          loading={(drawing && listed.length === 0) || loading || view === null || searching}
          from={nearMe.place}
          now={now}
          filtered={filterCount(filters) > 0}
          onClearFilters={() => setFilters({})}
          onSelect={onSelectShop}
          filters={
            <FiltersButton
              filters={filters}
              onChange={setFilters}
              shopsInView={loading || searching ? null : shopsInViewText(listed.length)}
            />
          }
        />
      </div>
      {openShop && (
        <Suspense fallback={null}>
          <ShopPanel
            key={openShop}
            id={openShop}
            onClose={closePanel}
            history={(shopId) => (
              <Suspense fallback={null}>
                <ShopHistory shopId={shopId} />
              </Suspense>
            )}
          />
        </Suspense>
      )}
    </main>
  );
}
