import { useAction, useConvex } from "convex/react";
import { ConvexError } from "convex/values";
import { useState } from "react";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { useSubmit, type ReportProblem } from "@/lib/useSubmit";
import type { Pin } from "@/features/shop-form/PinStep";

type Address = { streetAddress: string; city: string; state: string };

/**
 * The pin step of a shop form (add shop, and edit shop when the address changes): `lookUp` finds
 * where an address is and holds it as `pin`, for the person to drag and confirm. Another shop at the
 * address ('This shop location is already in the system.'), an address geocoding cannot place
 * ('Failed to get coordinates.', docs/product.md §5) and a failed call (`failure`) are said through `report`.
 */
export function usePinLookup({ failure, report }: { failure: string; report: ReportProblem }) {
  const convex = useConvex();
  const geocodeAddress = useAction(api.geocoding.geocodeAddress);
  const [pin, setPin] = useState<Pin | null>(null);
  const lookUp = useSubmit(
    async (address: Address) => {
      if (await convex.query(api.shops.addressTaken, address)) throw new ConvexError(MESSAGES.duplicateShop);
      const point = await geocodeAddress(address).catch((error: unknown) => {
        console.error("Geocoding failed", error);
        return null;
      });
      if (point === null) throw new ConvexError(MESSAGES.geocodeFailed);
      setPin({ lat: point.lat, lng: point.lng, approximate: point.approximate ?? false });
    },
    { report, failure },
  );
  return { pin, setPin, lookUp: lookUp.run, looking: lookUp.busy };
}
