import { useState, type Dispatch, type SetStateAction } from "react";
import type { MapFocus, MarkerShop } from "@/features/map/types";

/**
 * On a phone the shop's sheet takes the lower part of the screen and the map shrinks above it: the
 * map pans (at its zoom) to the shop just opened, so its pin stays in sight. Once per shop opened.
 */
export function useOpenShopInSight(
  openShop: string | null,
  shops: readonly MarkerShop[],
  onPhone: boolean,
  setFocus: Dispatch<SetStateAction<MapFocus>>,
) {
  const [centred, setCentred] = useState<string | null>(null);
  if (!onPhone || openShop === centred) return;
  const shop = openShop === null ? undefined : shops.find((candidate) => candidate._id === openShop);
  // Adjusting state while rendering (React's pattern for "when this arrives, once"), not in an effect.
  if (openShop === null || shop) {
    setCentred(openShop);
    // A search that opened the shop already flies to it at its own zoom: that request stands.
    if (shop)
      setFocus((f) =>
        f.lat === shop.lat && f.lng === shop.lng && !f.fit
          ? f
          : { lat: shop.lat, lng: shop.lng, zoom: f.zoom, keepZoom: true, key: f.key + 1 },
      );
  }
}
