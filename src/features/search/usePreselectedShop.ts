import { useQuery } from "convex/react";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { api } from "@convex/_generated/api";
import { storedCountry } from "@convex/rules/countries";
import { NO_CHOICE, type ShopChoice } from "@/features/search/ShopPicker";

/**
 * The shop chosen on a page that takes `?shop={12-digit shop id}` (add review, edit shop): until
 * the user picks one, the shop named in the address is the choice. `notFound` says the address
 * named no shop; `waiting` that it is still being looked up.
 */
export function usePreselectedShop() {
  const [params] = useSearchParams();
  const preselectedId = params.get("shop");
  const preselected = useQuery(api.shops.getByPublicId, preselectedId ? { publicId: preselectedId } : "skip");
  const [picked, setPicked] = useState<ShopChoice | null>(null);
  const choice: ShopChoice =
    picked ??
    (preselected
      ? {
          country: storedCountry(preselected),
          state: preselected.state,
          city: preselected.city,
          shopId: preselected._id,
        }
      : NO_CHOICE);
  return {
    choice,
    setPicked,
    preselected,
    notFound: Boolean(preselectedId) && preselected === null && !picked,
    waiting: !picked && Boolean(preselectedId) && preselected === undefined,
  };
}
