import { useQuery } from "convex/react";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { Alert } from "@/components/Alert";
import { Button } from "@/components/Button";
import { Card, PageShell } from "@/components/PageShell";
import { EditShopForm } from "@/features/shop-form/EditShopForm";
import { ShopNotFound } from "@/features/search/ShopNotFound";
import { ShopPicker } from "@/features/search/ShopPicker";
import { usePreselectedShop } from "@/features/search/usePreselectedShop";
import { ShopHistory } from "@/features/shop/ShopHistory";

/** /editshop, optionally /editshop?shop={12-digit shop id} with the shop already chosen. */
export default function EditShopPage() {
  const { choice, setPicked, notFound, waiting: waitingForPreselected } = usePreselectedShop();
  const shop = useQuery(api.shops.get, choice.shopId ? { id: choice.shopId } : "skip");
  // 'No shop has been selected' (docs/product.md §5), said on the page until a shop is chosen.
  const [savedWithoutShop, setSavedWithoutShop] = useState(false);

  return (
    <PageShell title="Edit a Coffee Shop">
      <div className="space-y-4">
        <Card>
          {notFound && <ShopNotFound />}
          <ShopPicker
            value={choice}
            onChange={(next) => {
              setSavedWithoutShop(false);
              setPicked(next);
            }}
          />
        </Card>
        {(waitingForPreselected || (choice.shopId && shop === undefined)) && (
          <p role="status" className="text-dark-grey">
            {MESSAGES.loading}
          </p>
        )}
        {shop ? (
          <>
            <Card>
              <EditShopForm key={shop._id} shop={shop} />
            </Card>
            <Card>
              <ShopHistory shopId={shop._id} />
            </Card>
          </>
        ) : (
          !choice.shopId &&
          !waitingForPreselected && (
            <Card className="space-y-3">
              <p className="text-dark-grey">Choose a state, a city and a shop to edit its details.</p>
              {savedWithoutShop && <Alert>{MESSAGES.noShopSelected}</Alert>}
              <Button className="w-full" onClick={() => setSavedWithoutShop(true)}>
                Save Changes
              </Button>
            </Card>
          )
        )}
      </div>
    </PageShell>
  );
}
