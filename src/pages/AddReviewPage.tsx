import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { Card, PageShell } from "@/components/PageShell";
import { ReviewForm } from "@/features/review-form/ReviewForm";
import { ShopFinder } from "@/features/search/ShopFinder";
import { ShopNotFound } from "@/features/search/ShopNotFound";
import { ShopPicker } from "@/features/search/ShopPicker";
import { usePreselectedShop } from "@/features/search/usePreselectedShop";

/** /addreview, optionally /addreview?shop={12-digit shop id} with the shop already chosen. */
export default function AddReviewPage() {
  const { choice, setPicked, preselected, notFound } = usePreselectedShop();
  const shops = useQuery(
    api.shops.inCity,
    choice.state && choice.city ? { state: choice.state, city: choice.city } : "skip",
  );
  const shop = choice.shopId
    ? (shops?.find((s) => s._id === choice.shopId) ?? (preselected?._id === choice.shopId ? preselected : null))
    : null;

  return (
    <PageShell title="Add a Review">
      <div className="space-y-4">
        <Card>
          {notFound && <ShopNotFound />}
          <ShopFinder onChoose={({ state, city, _id }) => setPicked({ state, city, shopId: _id })} />
          <p className="my-4 flex items-center gap-3 text-sm text-dark-grey before:h-px before:flex-1 before:bg-grey/40 after:h-px after:flex-1 after:bg-grey/40">
            or choose by state and city
          </p>
          <ShopPicker value={choice} onChange={setPicked} />
        </Card>
        {shop && (
          <Card>
            <ReviewForm shop={shop} />
          </Card>
        )}
      </div>
    </PageShell>
  );
}
