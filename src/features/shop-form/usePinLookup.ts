import { useAction, useConvex } from "convex/react";
import { ConvexError } from "convex/values";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { duplicateShopData } from "@convex/rules/duplicateShop";
import { MESSAGES } from "@convex/rules/messages";
import { useSubmit, type ReportProblem } from "@/lib/useSubmit";
import type { Pin } from "@/features/shop-form/PinStep";

/** `except`: the shop being edited, which is no clash with itself. */
type Address = { streetAddress: string; city: string; state: string; country?: string; except?: Id<"shops"> };

/**
 * The pin step of a shop form (add shop, and edit shop when the address changes): `lookUp` finds
 * where an address is and holds it as `pin`, for the person to drag and confirm. Another shop at the
 * address but the one edited ('<Name> at <street> is already on Brew Map.', handed to `onFailure` too), an
 * address geocoding cannot place ('Failed to get coordinates.', docs/product.md §5) and a failed call
 * (`failure`) are said through `report`.
 */
export function usePinLookup({
  failure,
  report,
  onFailure,
}: {
  failure: string;
  report: ReportProblem;
  onFailure: (error: unknown) => void;
}) {
  const convex = useConvex();
  const geocodeAddress = useAction(api.geocoding.geocodeAddress);
  const [pin, setPin] = useState<Pin | null>(null);
  const lookUp = useSubmit(
    async (address: Address) => {
      const { except, ...place } = address;
      const taken = await convex.query(api.shops.addressTaken, { ...place, ...(except ? { except } : {}) });
      if (taken) throw new ConvexError(duplicateShopData(taken));
      const point = await geocodeAddress(place).catch((error: unknown) => {
        console.error("Geocoding failed", error);
        return null;
      });
      if (point === null) throw new ConvexError(MESSAGES.geocodeFailed);
      setPin({ lat: point.lat, lng: point.lng, approximate: point.approximate ?? false });
    },
    { report, failure, onFailure },
  );
  return { pin, setPin, lookUp: lookUp.run, looking: lookUp.busy };
}
