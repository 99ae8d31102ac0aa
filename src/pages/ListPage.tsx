import type { ReactNode } from "react";
import { Link, useParams } from "react-router-dom";
import { ListPageView } from "@/features/lists/ListView";
import type { ListMapSlot } from "@/features/lists/listTypes";
import type { ShopFinderSlot } from "@/features/lists/AddShopSection";
import { PinnedShopsMap } from "@/features/map/PinnedShopsMap";
import { ShopFinder } from "@/features/search/ShopFinder";
import { paths } from "@/lib/routes";

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
  // A coffee plan starts from the list's shops; a visitor has no plans.
  const plan = visitorPrompt ? null : (
    <Link
      to={paths.newPlan({ list: listId })}
      className="inline-flex min-h-11 items-center rounded-full border border-espresso bg-white px-5 font-semibold text-espresso hover:bg-latte-light focus-visible:outline-3 focus-visible:outline-latte"
    >
      Plan a coffee
    </Link>
  );
  return (
    <ListPageView listId={listId} finder={listShopFinder} map={listMap} visitorPrompt={visitorPrompt} actions={plan} />
  );
}
