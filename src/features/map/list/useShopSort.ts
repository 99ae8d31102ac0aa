import { useMemo, useState } from "react";
import type { MarkerShop } from "@/features/map/types";
import { SORT_LABELS, sortShops, type SortKey } from "@/features/map/list/sortShops";

/**
 * The list's order: rating, reviews, and distance once the person is located (chosen for them when
 * they locate, until they pick another), with the shops sorted and the choices to offer.
 */
export function useShopSort(shops: readonly MarkerShop[], from: { lat: number; lng: number } | null) {
  const [sort, setSort] = useState<SortKey>("rating");
  // Located after choosing: sort by distance, as "near me" asks (until the person picks another order).
  const [sortedFrom, setSortedFrom] = useState(from);
  if (from !== sortedFrom) {
    setSortedFrom(from);
    if (from && !sortedFrom) setSort("distance");
  }
  const order = sort === "distance" && !from ? "rating" : sort;
  const sorted = useMemo(() => sortShops(shops, order, from), [shops, order, from]);
  const sorts = (from ? (["rating", "reviews", "distance"] as const) : (["rating", "reviews"] as const)).map((key) => ({
    value: key,
    label: SORT_LABELS[key],
  }));
  return { order, setSort, sorted, sorts };
}
