import { useAction, useConvex } from "convex/react";
import { useCallback } from "react";
import { api } from "@convex/_generated/api";
import type { Pin } from "./PinStep";

type Address = { streetAddress: string; city: string; state: string };

/**
 * Where the pin step starts for an address (add shop, and edit shop when the address changes):
 * "taken" when another shop is there, "unplaced" when geocoding cannot place it (the form says
 * 'Failed to get coordinates.', docs/product.md §5).
 */
export function usePinForAddress() {
  const convex = useConvex();
  const geocodeAddress = useAction(api.geocoding.geocodeAddress);
  return useCallback(
    async (address: Address): Promise<Pin | "taken" | "unplaced"> => {
      if (await convex.query(api.shops.addressTaken, address)) return "taken";
      const point = await geocodeAddress(address).catch((error: unknown) => {
        console.error("Geocoding failed", error);
        return null;
      });
      if (point === null) return "unplaced";
      return { lat: point.lat, lng: point.lng, approximate: point.approximate ?? false };
    },
    [convex, geocodeAddress],
  );
}
