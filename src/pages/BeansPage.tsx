import { useQuery } from "convex/react";
import { useParams } from "react-router-dom";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { BeanEditor } from "../features/beans/BeanEditor";

function Loading() {
  return <p role="status" className="p-8 text-center text-dark-grey">{MESSAGES.loading}</p>;
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
  return <BeanListEditor shopId={shop._id} name={shop.name} address={`${shop.streetAddress}, ${shop.city}, ${shop.state}`} />;
}

function BeanListEditor({ shopId, name, address }: { shopId: Id<"shops">; name: string; address: string }) {
  const beans = useQuery(api.beans.forShop, { shopId });
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-6">
      {beans === undefined ? (
        <Loading />
      ) : (
        <BeanEditor
          key={shopId}
          shopId={shopId}
          saved={beans}
          subtitle={
            <p className="mt-1 text-sm text-dark-grey">
              <span className="font-semibold text-espresso">{name}</span> · {address}
            </p>
          }
        />
      )}
    </main>
  );
}
