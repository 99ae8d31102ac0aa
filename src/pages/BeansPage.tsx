import { useQuery } from "convex/react";
import { useState } from "react";
import { useParams } from "react-router-dom";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { addressLine } from "@convex/rules/placeNames";
import { ShopLink } from "@/components/ShopLink";
import { ROOM_FOR_PHONE_TOASTS } from "@/components/Toasts";
import { BeanEditor } from "@/features/beans/BeanEditor";
import { BeanHistory } from "@/features/beans/BeanHistory";

function Loading() {
  return (
    <p role="status" className="p-8 text-center text-dark-grey">
      {MESSAGES.loading}
    </p>
  );
}

/** /beans/{public id}: the bean list of one shop, by its 12-digit public id. */
export default function BeansPage() {
  const { publicId = "" } = useParams();
  const shop = useQuery(api.shops.getByPublicId, { publicId });
  if (shop === undefined) return <Loading />;
  if (shop === null) {
    return (
      <main className="mx-auto max-w-xl px-4 py-6">
        <h1 className="text-2xl font-bold text-espresso">Beans</h1>
        <p className="mt-2 text-dark-grey">{MESSAGES.shopNotFound}</p>
      </main>
    );
  }
  return <BeanListEditor shopId={shop._id} name={shop.name} address={addressLine(shop)} />;
}

/** The editor with the edit history beside it (below it on a phone). */
function BeanListEditor({ shopId, name, address }: { shopId: Id<"shops">; name: string; address: string }) {
  const beans = useQuery(api.beans.forShop, { shopId });
  // A restore replaces the list: a fresh editor shows it instead of warning about "someone else's" save.
  const [restores, setRestores] = useState(0);
  return (
    <main
      className={`mx-auto grid w-full max-w-2xl gap-8 px-4 py-6 lg:max-w-6xl lg:items-start lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] ${ROOM_FOR_PHONE_TOASTS}`}
    >
      {beans === undefined ? (
        <Loading />
      ) : (
        <BeanEditor
          key={`${shopId}-${restores}`}
          shopId={shopId}
          saved={beans}
          subtitle={
            <p className="mt-1 text-sm text-dark-grey">
              <ShopLink shopId={shopId} name={name} className="font-semibold text-espresso" /> · {address}
            </p>
          }
        />
      )}
      <BeanHistory shopId={shopId} onRestored={() => setRestores((n) => n + 1)} />
    </main>
  );
}
