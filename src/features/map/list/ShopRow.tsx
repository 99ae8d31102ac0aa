import { memo, useId } from "react";
import type { Id } from "@convex/_generated/dataModel";
import { formatDistance } from "@convex/rules/distance";
import { MESSAGES } from "@convex/rules/messages";
import { ratingDescription, shortRating } from "@convex/rules/ratings";
import { weekStatusAt } from "@convex/rules/weeklyHours";
import { CupMark } from "@/components/CoffeeCups";
import { browserDistanceUnit } from "@/lib/locale";
import { roastLabel } from "@/lib/roastStyle";
import type { MarkerShop } from "@/features/map/types";
import type { ListedShop } from "@/features/map/list/sortShops";

/** A shop's status line at `now`, from the week its marker carries; "Hours not confirmed" without one. */
function openStatusOf(shop: MarkerShop, now: number): string {
  const status = shop.week && shop.timeZone ? weekStatusAt(new Uint8Array(shop.week), shop.timeZone, now) : null;
  return status ?? MESSAGES.hoursNotConfirmed;
}

/** A row re-renders only when its shop or the minute changes, not with the list around it. */
export const ShopRow = memo(function ShopRow({
  shop,
  now,
  onSelect,
}: {
  shop: ListedShop;
  now: number;
  onSelect: (id: Id<"shops">) => void;
}) {
  const nameId = useId();
  const detailsId = useId();
  const status = openStatusOf(shop, now);
  const statusColour = status.startsWith("Open")
    ? "text-espresso"
    : status === MESSAGES.hoursNotConfirmed
      ? "text-dark-grey"
      : "text-alert";
  const summary = { overall: shop.rating, reviews: shop.reviews };
  const distance = shop.distanceKm === null ? null : formatDistance(shop.distanceKm, browserDistanceUnit());
  // Named by the shop's name; the rest is its description, one sentence for screen readers (the row shows it in short).
  const details = [
    shop.reviews > 0 ? ratingDescription(summary) : "No reviews yet",
    roastLabel(shop.roastStyle),
    status,
    ...(distance ? [`${distance} away`] : []),
  ].join(", ");
  return (
    <li>
      <button
        type="button"
        onClick={() => onSelect(shop._id)}
        aria-labelledby={nameId}
        aria-describedby={detailsId}
        className="block w-full px-4 py-2.5 text-left hover:bg-light-grey focus-visible:-outline-offset-3"
      >
        <span className="flex items-baseline gap-2">
          <span id={nameId} className="min-w-0 flex-1 truncate font-semibold text-espresso">
            {shop.name}
          </span>
          {distance && (
            <span aria-hidden="true" className="shrink-0 text-sm text-dark-grey">
              {distance}
            </span>
          )}
        </span>
        <span aria-hidden="true" className="block text-sm text-dark-grey">
          {shop.reviews > 0 ? (
            <span className="font-semibold text-espresso">
              <CupMark /> {shortRating(summary)}
            </span>
          ) : (
            "No reviews yet"
          )}{" "}
          · {roastLabel(shop.roastStyle)}
        </span>
        <span aria-hidden="true" className={`block text-sm ${statusColour}`}>
          {status}
        </span>
        <span id={detailsId} className="sr-only">
          {details}
        </span>
      </button>
    </li>
  );
});
