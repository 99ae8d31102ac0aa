import type { ReactNode } from "react";
import { useParams } from "react-router-dom";
import { ListPageView } from "@/features/lists/ListView";
import type { ListMapSlot } from "@/features/lists/listTypes";
import type { ShopFinderSlot } from "@/features/lists/AddShopSection";
import { PinnedShopsMap } from "@/features/map/PinnedShopsMap";
import { ShopFinder } from "@/features/search/ShopFinder";

/** The search feature's shop finder, as the list's "Add a shop" takes it. */
export const listShopFinder: ShopFinderSlot = (onChoose) => (
  <ShopFinder
    onChoose={(shop) => onChoose({ _id: shop._id, name: shop.name })}
    none="No shop by that name yet. Add it from the Add menu, then come back."
  />
);

/** The map feature's pinned-shops map, numbered in list order. */
export const listMap: ListMapSlot = (shops, onSelect) => (
  <PinnedShopsMap shops={shops} onSelect={onSelect} title="Map of the list's shops" />
);

/** /lists/{id}: a shared list, live; a visitor sees a public one read-only with `visitorPrompt`. */
export default function ListPage({ visitorPrompt }: { visitorPrompt?: ReactNode }) {
  const { listId = "" } = useParams();
  return <ListPageView listId={listId} finder={listShopFinder} map={listMap} visitorPrompt={visitorPrompt} />;
}
