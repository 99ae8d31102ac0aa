import { useQuery } from "convex/react";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { Button } from "../components/Button";
import { Card, PageShell } from "../components/PageShell";
import { EditShopForm } from "../features/shop-form/EditShopForm";
import { NO_CHOICE, ShopPicker, type ShopChoice } from "../features/shop-picker/ShopPicker";
import { ShopHistory } from "../features/shop-history/ShopHistory";

/** /editshop, optionally /editshop?shop={12-digit shop id} with the shop already chosen. */
export default function EditShopPage() {
  const [params] = useSearchParams();
  const preselectedId = params.get("shop");
  const preselected = useQuery(api.shops.getByPublicId, preselectedId ? { publicId: preselectedId } : "skip");
  const [picked, setPicked] = useState<ShopChoice | null>(null);
  // Until the user picks, the shop named in the address (if any) is the choice.
  const choice: ShopChoice =
    picked ?? (preselected ? { state: preselected.state, city: preselected.city, shopId: preselected._id } : NO_CHOICE);
  const waitingForPreselected = !picked && Boolean(preselectedId) && preselected === undefined;
  const shop = useQuery(api.shops.get, choice.shopId ? { id: choice.shopId } : "skip");

  return (
    <PageShell title="Edit a Coffee Shop">
      <div className="space-y-4">
        <Card>
          {preselectedId && preselected === null && !picked && (
            <p role="alert" className="mb-3 text-sm text-alert">
              That shop was not found. Please choose one below.
            </p>
          )}
          <ShopPicker value={choice} onChange={setPicked} />
        </Card>
        {(waitingForPreselected || (choice.shopId && shop === undefined)) && <p role="status" className="text-dark-grey">{MESSAGES.loading}</p>}
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
          !choice.shopId && !waitingForPreselected && (
            <Card className="space-y-3">
              <p className="text-dark-grey">Choose a state, a city and a shop to edit its details.</p>
              <Button className="w-full" onClick={() => window.alert(MESSAGES.noShopSelected)}>
                Save Changes
              </Button>
            </Card>
          )
        )}
      </div>
    </PageShell>
  );
}
