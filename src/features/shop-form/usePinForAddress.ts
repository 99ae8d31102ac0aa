import { useAction, useConvex } from "convex/react";
import { useCallback } from "react";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import type { Pin } from "./PinStep";

type Address = { streetAddress: string; city: string; state: string };

/**
 * Where the pin step starts for an address (add shop, and edit shop when the address changes):
 * "taken" when another shop is there, null when it cannot be placed (after the SPEC's alert).
 */
export function usePinForAddress() {
  const convex = useConvex();
  const geocodeAddress = useAction(api.geocoding.geocodeAddress);
  return useCallback(
    async (address: Address): Promise<Pin | "taken" | null> => {
      if (await convex.query(api.shops.addressTaken, address)) return "taken";
      const point = await geocodeAddress(address).catch((error: unknown) => {
        console.error("Geocoding failed", error);
        return null;
      });
      if (point === null) {
        window.alert(MESSAGES.geocodeFailed);
        return null;
      }
      return { lat: point.lat, lng: point.lng, approximate: point.approximate ?? false };
    },
    [convex, geocodeAddress],
  );
}
