import { useState, type Dispatch, type SetStateAction } from "react";
import { usePanelShared } from "@/lib/usePanelShared";
import type { MapFocus } from "@/features/map/types";

/**
 * The shop named in the address when the map screen opens (a shared link, or the landing after adding
 * a shop or writing a review): once its place is known, the map moves there, once. Shops opened later
 * (a marker, a search) leave the map where the user put it. It reads what the shop panel reads
 * (usePanelShared), so the panel and this share one subscription.
 */
export function useLinkedShopFocus(shopId: string | null, zoom: number, setFocus: Dispatch<SetStateAction<MapFocus>>) {
  const [pending, setPending] = useState(shopId);
  const { data } = usePanelShared(pending);
  // Adjusting state while rendering (React's pattern for "when this arrives, once"), not in an effect.
  if (pending && data !== undefined) {
    setPending(null);
    if (data) setFocus((f) => ({ lat: data.shop.lat, lng: data.shop.lng, zoom, key: f.key + 1 }));
  }
}
