import { useCallback, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import type { Id } from "@convex/_generated/dataModel";
import { defaultCenter } from "../lib/defaultCenter";
import { paths } from "../lib/routes";
import { INITIAL_ZOOM, SEARCH_ZOOM } from "@convex/rules/markers";
import { SHOP_FOCUS_ZOOM } from "@convex/rules/shopSearch";
import { ShopMap } from "../features/map/ShopMap";
import type { MapFocus } from "../features/map/types";
import { useLinkedShopFocus } from "../features/map/useLinkedShopFocus";
import { useShopsInView } from "../features/map/useShopsInView";
import { PlaceSearch } from "../features/search/PlaceSearch";
import type { ShopMatch } from "../features/search/useShopSearch";
import { ShopHistory } from "../features/shop-history/ShopHistory";
import { ShopPanel } from "../features/shop-panel/ShopPanel";

/** /home: the live shop map with city and shop search; a marker or a shop found opens the shop panel (?shop=id). */
export default function HomePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const openShop = params.get("shop");
  const { shops, truncated, onViewportChange } = useShopsInView();
  const [focus, setFocus] = useState<MapFocus>(() => ({ ...defaultCenter(), zoom: INITIAL_ZOOM, key: 0 }));
  // Opened on a shop's link (shared, or after adding a shop or a review): the map centres on that shop.
  useLinkedShopFocus(openShop, SHOP_FOCUS_ZOOM, setFocus);

  const onSelectShop = useCallback((id: Id<"shops">) => navigate(paths.home({ shop: id })), [navigate]);
  const closePanel = useCallback(() => navigate(paths.home(), { replace: true }), [navigate]);
  // A shop chosen in the search box: the map flies to it and its panel opens, as a marker click does.
  const onSearchShop = useCallback(
    ({ _id, lat, lng }: ShopMatch) => {
      setFocus((f) => ({ lat, lng, zoom: SHOP_FOCUS_ZOOM, key: f.key + 1 }));
      onSelectShop(_id);
    },
    [onSelectShop],
  );

  return (
    <main className="relative h-[calc(100dvh-3.5rem)] overflow-hidden">
      <h1 className="sr-only">Coffee shop map</h1>
      <ShopMap shops={shops} focus={focus} onViewportChange={onViewportChange} onSelectShop={onSelectShop} />
      <div className="pointer-events-none absolute inset-x-0 top-3 z-10 mx-auto flex w-full max-w-md flex-col items-center gap-2 px-3">
        <div className="pointer-events-auto w-full">
          <PlaceSearch onCity={({ lat, lng }) => setFocus((f) => ({ lat, lng, zoom: SEARCH_ZOOM, key: f.key + 1 }))} onShop={onSearchShop} />
        </div>
        {truncated && (
          <p role="status" className="pointer-events-auto rounded-full bg-white px-3 py-1 text-sm text-dark-grey shadow">
            Zoom in to see every shop in this area.
          </p>
        )}
      </div>
      {openShop && <ShopPanel key={openShop} id={openShop} onClose={closePanel} history={(shopId) => <ShopHistory shopId={shopId} />} />}
    </main>
  );
}
