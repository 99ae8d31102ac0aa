import { useCallback, useState, type Dispatch, type SetStateAction } from "react";
import type { MapFocus } from "@/features/map/types";

/**
 * The shop named in the address when the map screen opens (a shared link, or the landing after adding
 * a shop or writing a review): once its place is known, the map moves there, once. Shops opened later
 * (a marker, a search) leave the map where the user put it. The shop panel tells where the shop is (the
 * returned callback, given to it by the page), so the map asks nothing of its own.
 */
export function useLinkedShopFocus(shopId: string | null, zoom: number, setFocus: Dispatch<SetStateAction<MapFocus>>) {
  const [pending, setPending] = useState(shopId);
  return useCallback(
    (shop: { _id: string; lat: number; lng: number }) => {
      if (shop._id !== pending) return;
      setPending(null);
      setFocus((f) => ({ lat: shop.lat, lng: shop.lng, zoom, key: f.key + 1 }));
    },
    [pending, zoom, setFocus],
  );
}
