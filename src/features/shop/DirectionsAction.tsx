import type { Doc } from "@convex/_generated/dataModel";
import { EXTERNAL_LINK } from "@convex/rules/links";
import { addressLine } from "@convex/rules/placeNames";
import { DirectionsIcon } from "@/components/icons";
import { directionsUrl } from "@/lib/directions";

type Place = Pick<Doc<"shops">, "lat" | "lng" | "streetAddress" | "city" | "state">;

const LOOK = {
  /** The sheet's first action, filled as the map apps make it. */
  button:
    "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border border-espresso bg-espresso px-4 py-2 font-semibold text-white hover:bg-espresso-dark focus-visible:outline-3 focus-visible:outline-latte",
  /** In the compact header, on espresso. */
  compact:
    "inline-flex min-h-11 items-center gap-1 rounded-full px-2 text-sm font-semibold text-latte-light underline decoration-latte underline-offset-2 hover:text-white",
};

/** Directions to the shop in the platform's maps app (lib/directions.ts): the panel's first action. */
export function DirectionsAction({
  shop,
  look = "button",
  ...rest
}: { shop: Place; look?: keyof typeof LOOK } & Record<`data-${string}`, string>) {
  const href = directionsUrl({ lat: shop.lat, lng: shop.lng, address: addressLine(shop) }, navigator.userAgent);
  return (
    <a href={href} {...EXTERNAL_LINK} {...rest} className={LOOK[look]}>
      {look === "button" && <DirectionsIcon />}
      Directions
    </a>
  );
}
