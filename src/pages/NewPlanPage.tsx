import { useQuery } from "convex/react";
import { useSearchParams } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { MAX_PLAN_SHOPS } from "@convex/rules/plans";
import { PageShell } from "@/components/PageShell";
import { NewPlanForm } from "@/features/plans/NewPlanForm";
import { ShopFinder } from "@/features/search/ShopFinder";

/** /plans/new?shop={public id} or ?list={id}: "Plan a coffee", started from a shop or a list's shops. */
export default function NewPlanPage() {
  const [params] = useSearchParams();
  const shopParam = params.get("shop") ?? "";
  const listParam = params.get("list") ?? "";
  const shop = useQuery(api.shops.getByPublicId, shopParam ? { publicId: shopParam } : "skip");
  const list = useQuery(api.lists.get, listParam ? { listId: listParam } : "skip");
  const waiting = (shopParam && shop === undefined) || (listParam && list === undefined);
  const initialShops = [
    ...(shop ? [{ id: shop._id, name: shop.name }] : []),
    ...(list?.entries ?? []).slice(0, MAX_PLAN_SHOPS).map((entry) => ({ id: entry.shopId, name: entry.name })),
  ];
  return (
    <PageShell title="Plan a coffee">
      <p className="-mt-2 mb-4 text-dark-grey">
        Suggest two to five shops and up to four times; everyone you invite says yes, maybe or no, and you choose.
      </p>
      {waiting ? (
        <p role="status" className="text-dark-grey">
          {MESSAGES.loading}
        </p>
      ) : (
        <NewPlanForm
          initialShops={initialShops}
          finder={(onChoose) => <ShopFinder onChoose={(match) => onChoose({ id: match._id, name: match.name })} />}
        />
      )}
    </PageShell>
  );
}
