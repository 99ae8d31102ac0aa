import { useQuery } from "convex/react";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { Card, PageShell } from "../components/PageShell";
import { ReviewForm } from "../features/add-review/ReviewForm";
import { NO_CHOICE, ShopPicker, type ShopChoice } from "../features/shop-picker/ShopPicker";

/** /addreview, optionally /addreview?shop={12-digit shop id} with the shop already chosen. */
export default function AddReviewPage() {
  const [params] = useSearchParams();
  const preselectedId = params.get("shop");
  const preselected = useQuery(api.shops.getByPublicId, preselectedId ? { publicId: preselectedId } : "skip");
  const [picked, setPicked] = useState<ShopChoice | null>(null);

  // Until the user picks, the shop named in the address (if any) is the choice.
  const choice: ShopChoice =
    picked ?? (preselected ? { state: preselected.state, city: preselected.city, shopId: preselected._id } : NO_CHOICE);
  const shops = useQuery(api.shops.inCity, choice.state && choice.city ? { state: choice.state, city: choice.city } : "skip");
  const shop = choice.shopId ? (shops?.find((s) => s._id === choice.shopId) ?? (preselected?._id === choice.shopId ? preselected : null)) : null;

  return (
    <PageShell title="Add a Review">
      <div className="space-y-4">
        <Card>
          {preselectedId && preselected === null && !picked && (
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
