import { useCallback, useDeferredValue, useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import type { Id } from "@convex/_generated/dataModel";
import type { Bounds } from "@convex/rules/viewport";
import { SHOP_FOCUS_ZOOM } from "@convex/rules/search";
import { defaultCenter } from "@/lib/defaultCenter";
import { paths } from "@/lib/routes";
import { useMediaQuery, WIDE_SCREEN } from "@/lib/useMediaQuery";
import { useMinuteClock } from "@/lib/useMinuteClock";
import { INITIAL_ZOOM, SEARCH_ZOOM } from "@/features/map/markerStyle";
import type { MapFocus } from "@/features/map/types";
import { useLinkedShopFocus } from "@/features/map/useLinkedShopFocus";
import { useOpenShopInSight } from "@/features/map/useOpenShopInSight";
import { useShopsInView } from "@/features/map/useShopsInView";
import { useMapFilters } from "@/features/map/filters/useMapFilters";
import { filtersToSearch } from "@convex/rules/shopFilters";
import { useEmptyViewActions } from "@/features/map/empty-view/useEmptyViewActions";
import { useNearMe, type Position } from "@/features/map/near-me/useNearMe";
import { shopsInside } from "@/features/map/list/sortShops";

/** A shop found by the search box, as the map needs it. */
type FoundShop = { _id: Id<"shops">; lat: number; lng: number };
/** A city found by the search box: its centre and, when known, the box its shops fill. */
type FoundCity = { lat: number; lng: number; shops: Bounds | null };

/**
 * The map screen's state: the shops in view for the filters, where the map is asked to go (search,
 * "near me", a linked shop, the empty view's actions), the list of shops in view and the open shop
 * (?shop=id). The page composes the parts around it.
 */
export function useMapScreen() {
  const [params] = useSearchParams();
  const openShop = params.get("shop");
  // A review just written or edited, which the open shop's panel shows (decision 17).
  const openReview = openShop ? params.get("review") : null;
  const { filters, setFilters } = useMapFilters();
  const now = useMinuteClock();
  const { shops: latestShops, truncated, loading, savedAt, view, onViewportChange } = useShopsInView(filters, now);
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
  const onPanelShop = useLinkedShopFocus(openShop, SHOP_FOCUS_ZOOM, setFocus);
  const wide = useMediaQuery(WIDE_SCREEN);
  useOpenShopInSight(openShop, shops, !wide, setFocus);
  const { onSelectShop, closePanel, onSearchShop } = useShopNavigation(filters, setFocus);
  const onSearchCity = useCallback(
    ({ lat, lng, shops: fit }: FoundCity) => setFocus((f) => ({ lat, lng, zoom: SEARCH_ZOOM, fit, key: f.key + 1 })),
    [],
  );

  return {
    openShop,
    openReview,
    onPanelShop,
    filters,
    setFilters,
    now,
    shops,
    listed,
    truncated,
    loading,
    markersSavedAt: savedAt,
    view,
    drawing,
    onViewportChange,
    searching,
    setSearching,
    focus,
    nearMe,
    emptyView,
    emptyViewShown,
    wide,
    onSelectShop,
    closePanel,
    onSearchShop,
    onSearchCity,
  };
}

export type MapScreen = ReturnType<typeof useMapScreen>;

/** Opening and closing a shop's panel in the address, the filters kept. */
function useShopNavigation(
  filters: ReturnType<typeof useMapFilters>["filters"],
  setFocus: (update: (focus: MapFocus) => MapFocus) => void,
) {
  const navigate = useNavigate();
  const onSelectShop = useCallback(
    (id: Id<"shops">) => navigate(paths.home({ shop: id, filterParams: filtersToSearch(filters) })),
    [navigate, filters],
  );
  const closePanel = useCallback(
    () => navigate(paths.home({ filterParams: filtersToSearch(filters) }), { replace: true }),
    [navigate, filters],
  );
  // A shop chosen in the search box: the map flies to it and its panel opens, as a marker click does.
  const onSearchShop = useCallback(
    ({ _id, lat, lng }: FoundShop) => {
      setFocus((f) => ({ lat, lng, zoom: SHOP_FOCUS_ZOOM, key: f.key + 1 }));
      onSelectShop(_id);
    },
    [onSelectShop, setFocus],
  );
  return { onSelectShop, closePanel, onSearchShop };
}
