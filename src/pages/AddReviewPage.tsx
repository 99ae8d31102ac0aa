import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import { Card, PageShell } from "../components/PageShell";
import { ReviewForm } from "../features/add-review/ReviewForm";
import { ShopPicker } from "../features/shop-picker/ShopPicker";
import { usePreselectedShop } from "../features/shop-picker/usePreselectedShop";

/** /addreview, optionally /addreview?shop={12-digit shop id} with the shop already chosen. */
export default function AddReviewPage() {
  const { choice, setPicked, preselected, notFound } = usePreselectedShop();
  const shops = useQuery(api.shops.inCity, choice.state && choice.city ? { state: choice.state, city: choice.city } : "skip");
  const shop = choice.shopId ? (shops?.find((s) => s._id === choice.shopId) ?? (preselected?._id === choice.shopId ? preselected : null)) : null;

  return (
    <PageShell title="Add a Review">
      <div className="space-y-4">
        <Card>
          {notFound && (
            <p role="alert" className="mb-3 text-sm text-alert">
              That shop was not found. Please choose one below.
            </p>
          )}
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
