import { useQuery } from "convex/react";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { Button } from "../components/Button";
import { Card, PageShell } from "../components/PageShell";
import { EditShopForm } from "../features/shop-form/EditShopForm";
import { NO_CHOICE, ShopPicker, type ShopChoice } from "../features/shop-picker/ShopPicker";
import { ShopHistory } from "../features/shop-history/ShopHistory";

export default function EditShopPage() {
  const [choice, setChoice] = useState<ShopChoice>(NO_CHOICE);
  const shop = useQuery(api.shops.get, choice.shopId ? { id: choice.shopId } : "skip");

  return (
    <PageShell title="Edit a Coffee Shop">
      <div className="space-y-4">
        <Card>
          <ShopPicker value={choice} onChange={setChoice} />
        </Card>
        {choice.shopId && shop === undefined && <p role="status" className="text-dark-grey">{MESSAGES.loading}</p>}
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
          !choice.shopId && (
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
