import { useQuery } from "convex/react";
import { Link } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { addressLine } from "@convex/rules/placeNames";
import type { ShopDetails } from "@convex/rules/shopForm";
import { Card, PageShell } from "@/components/PageShell";
import { paths } from "@/lib/routes";
import { ReviewForm } from "@/features/review-form/ReviewForm";
import { ShopFinder } from "@/features/search/ShopFinder";
import { ShopNotFound } from "@/features/search/ShopNotFound";
import { ShopPicker, townChosen, type ShopChoice } from "@/features/search/ShopPicker";
import { usePreselectedShop } from "@/features/search/usePreselectedShop";

/**
 * /addreview, optionally /addreview?shop={12-digit shop id} with the shop already chosen: then the
 * pickers step aside for the shop's name and a "Change" link back to them (docs/product.md §5).
 */
export default function AddReviewPage() {
  const { choice, setPicked, preselected, notFound, waiting } = usePreselectedShop();
  // The chosen shop by its id: the Shop dropdown may have it on any of its pages.
  const picked = useQuery(api.shops.get, choice.shopId && townChosen(choice) ? { id: choice.shopId } : "skip");
  const shop = choice.shopId ? (picked ?? (preselected?._id === choice.shopId ? preselected : null)) : null;
  const known = waiting || (preselected && choice.shopId === preselected._id);

  return (
    <PageShell title="Add a Review">
      <div className="space-y-4">
        <Card>
          {known ? (
            <ChosenShop shop={preselected ?? null} />
          ) : (
            <ShopChoosing notFound={notFound} choice={choice} onChoose={setPicked} />
          )}
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

/** The shop the address named: its name and address, and the way back to choosing another. */
function ChosenShop({
  shop,
}: {
  shop: Pick<ShopDetails, "name" | "streetAddress" | "city" | "state" | "country" | "postalCode"> | null;
}) {
  return (
    <div className="flex items-center gap-3">
      <div className="min-w-0 flex-1">
        <p className="text-sm text-dark-grey">Shop</p>
        {shop ? (
          <>
            <p className="font-semibold text-espresso">{shop.name}</p>
            <p className="text-sm text-dark-grey">{addressLine(shop)}</p>
          </>
        ) : (
          <p className="text-dark-grey">Loading…</p>
        )}
      </div>
      <Link
        to={paths.addReview()}
        aria-label={shop ? `Change the shop (${shop.name})` : "Change the shop"}
        className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold text-espresso underline underline-offset-4"
      >
        Change
      </Link>
    </div>
  );
}

/** Finding the shop by name, or by country, region, city and shop. */
function ShopChoosing({
  notFound,
  choice,
  onChoose,
}: {
  notFound: boolean;
  choice: ShopChoice;
  onChoose: (choice: ShopChoice) => void;
}) {
  return (
    <>
      {notFound && <ShopNotFound />}
      <ShopFinder onChoose={({ country, state, city, _id }) => onChoose({ country, state, city, shopId: _id })} />
      <p className="my-4 flex items-center gap-3 text-sm text-dark-grey before:h-px before:flex-1 before:bg-grey/40 after:h-px after:flex-1 after:bg-grey/40">
        or choose by place
      </p>
      <ShopPicker value={choice} onChange={onChoose} />
    </>
  );
}
