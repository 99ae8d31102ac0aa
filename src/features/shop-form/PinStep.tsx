import { useEffect, useRef, type ReactNode } from "react";
import { addressLine } from "@convex/rules/placeNames";
import type { ShopDetails } from "@convex/rules/shopForm";
import { Button } from "@/components/Button";
import { PinMap, type Point } from "@/features/shop-form/PinMap";

/** The point to confirm; `approximate` when the geocoder could only place the city, not the street. */
export type Pin = Point & { approximate?: boolean };

/** The geocoded point on a small map: the user drags the pin to the door, then confirms. */
export function PinStep({
  shop,
  pin,
  onMove,
  onBack,
  onConfirm,
  busy,
  notice,
}: {
  shop: Pick<ShopDetails, "name" | "streetAddress" | "city" | "state">;
  pin: Pin;
  onMove: (pin: Pin) => void;
  onBack: () => void;
  onConfirm: () => void;
  busy: boolean;
  /** What refused the save, with a way on (the shop already at the address), above the buttons. */
  notice?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="pin-step-heading" className="space-y-3">
      <h2 id="pin-step-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold text-espresso">
        Is the pin on {shop.name}?
      </h2>
      <p className="text-sm text-dark-grey">
        {addressLine(shop)}.{" "}
        {pin.approximate
          ? "We could only find the city, so the pin is at its centre: drag it to the shop's door, then confirm."
          : "Drag the pin to the shop's door if it is off, then confirm."}
      </p>
      <PinMap point={pin} onMove={(point) => onMove({ ...point, approximate: false })} />
      <p className="text-sm text-dark-grey" aria-live="polite" data-testid="pin-coordinates">
        Pin at {pin.lat.toFixed(5)}, {pin.lng.toFixed(5)}
      </p>
      {notice}
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Button onClick={onConfirm} busy={busy} className="sm:flex-1">
          Confirm Location
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={busy} className="sm:flex-1">
          Back to the form
        </Button>
      </div>
    </section>
  );
}
