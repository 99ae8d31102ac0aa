import { memo, useId, useMemo, useState, type ReactNode } from "react";
import type { Id } from "@convex/_generated/dataModel";
import { formatDistance } from "@convex/rules/distance";
import { roastLabel } from "@/lib/roastStyle";
import { MESSAGES } from "@convex/rules/messages";
import { formatCount } from "@convex/rules/numbers";
import { ratingDescription, shortRating } from "@convex/rules/ratings";
import { weekStatusAt } from "@convex/rules/weeklyHours";
import { Button } from "@/components/Button";
import { CupMark } from "@/components/CoffeeCups";
import { ChoiceChips } from "@/components/Chips";
import { ChevronUpIcon } from "@/components/icons";
import { useMediaQuery, WIDE_SCREEN } from "@/lib/useMediaQuery";
import type { MarkerShop } from "@/features/map/types";
import { SORT_LABELS, sortShops, type ListedShop, type SortKey } from "@/features/map/list/sortShops";

/** Rows drawn at first; more on request (a zoomed-out view can hold up to a thousand shops). */
const PAGE = 40;

/** "12 shops in view", "1 shop in view", "No shops in view". */
export function shopsInViewText(count: number): string {
  if (count === 0) return "No shops in view";
  return `${formatCount(count)} ${count === 1 ? "shop" : "shops"} in view`;
}

/** A shop's status line at `now`, from the week its marker carries; "Hours not confirmed" without one. */
function openStatusOf(shop: MarkerShop, now: number): string {
  const status = shop.week && shop.timeZone ? weekStatusAt(new Uint8Array(shop.week), shop.timeZone, now) : null;
  return status ?? MESSAGES.hoursNotConfirmed;
}

/** A row re-renders only when its shop or the minute changes, not with the list around it. */
const ShopRow = memo(function ShopRow({
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
  const distance = shop.distanceKm === null ? null : formatDistance(shop.distanceKm);
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

/**
 * The shops in view as a list (a bottom sheet on phones, a side list on desktops): how many, a sort
 * (rating, reviews, and distance once the person is located), and a row per shop that opens its
 * panel. `filters` is the page's filter control, shown in the header.
 */
export function ShopList({
  shops,
  loading,
  from,
  now,
  filtered,
  onClearFilters,
  onSelect,
  filters,
}: {
  shops: readonly MarkerShop[];
  loading: boolean;
  /** Where the person is ("near me"); null until located. */
  from: { lat: number; lng: number } | null;
  now: number;
  /** Whether filters are on (the empty state then offers to clear them). */
  filtered: boolean;
  onClearFilters: () => void;
  onSelect: (id: Id<"shops">) => void;
  filters: ReactNode;
}) {
  const headingId = useId();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  // A phone's sheet opens on request: until then its rows are not built, which the map's start
  // would otherwise wait behind. A desktop always shows the list.
  const wide = useMediaQuery(WIDE_SCREEN);
  const open = expanded || wide;
  const [sort, setSort] = useState<SortKey>("rating");
  const [shown, setShown] = useState(PAGE);
  // Located after choosing: sort by distance, as "near me" asks (until the person picks another order).
  const [sortedFrom, setSortedFrom] = useState(from);
  if (from !== sortedFrom) {
    setSortedFrom(from);
    if (from && !sortedFrom) setSort("distance");
  }
  const order = sort === "distance" && !from ? "rating" : sort;
  const sorted = useMemo(() => sortShops(shops, order, from), [shops, order, from]);
  const sorts = (from ? (["rating", "reviews", "distance"] as const) : (["rating", "reviews"] as const)).map((key) => ({
    value: key,
    label: SORT_LABELS[key],
  }));

  return (
    <section
      aria-labelledby={headingId}
      className="flex min-h-0 flex-col bg-white shadow-[0_-2px_8px_rgba(0,0,0,0.12)] lg:h-full lg:w-96 lg:shrink-0 lg:shadow-[2px_0_8px_rgba(0,0,0,0.12)]"
    >
      <header className="flex items-center gap-2 border-b border-light-grey px-3 py-1.5">
        <h2 id={headingId} className="min-w-0 flex-1 truncate text-sm font-semibold text-espresso sm:text-base">
          {loading && shops.length === 0 ? "Finding shops…" : shopsInViewText(shops.length)}
        </h2>
        {filters}
        <button
          type="button"
          onClick={() => setExpanded((open) => !open)}
          aria-expanded={expanded}
          aria-controls={listId}
          className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full border border-espresso px-3.5 text-sm font-semibold text-espresso hover:bg-latte-light lg:hidden"
        >
          List
          <span className={`transition-transform ${expanded ? "rotate-180" : ""}`}>
            <ChevronUpIcon />
          </span>
        </button>
      </header>
      <div
        id={listId}
        className={`${expanded ? "flex" : "hidden"} h-[45dvh] min-h-0 flex-col lg:flex lg:h-auto lg:flex-1`}
      >
        {open && shops.length > 0 && (
          <div className="border-b border-light-grey px-3 py-1.5">
            <ChoiceChips
              legend="Sort by"
              inline
              options={sorts}
              value={order}
              onChange={(value) => setSort(value as SortKey)}
            />
          </div>
        )}
        {!open ? null : shops.length === 0 ? (
          <div className="p-6 text-center text-dark-grey">
            {loading ? (
              <p role="status">Finding shops…</p>
            ) : filtered ? (
              <>
                <p className="font-semibold">No shops match these filters</p>
                <Button variant="secondary" className="mt-3" onClick={onClearFilters}>
                  Clear filters
                </Button>
              </>
            ) : (
              <p>No shops in view. Move the map or search for a city.</p>
            )}
          </div>
        ) : (
          <ul className="min-h-0 flex-1 divide-y divide-light-grey overflow-y-auto" aria-labelledby={headingId}>
            {sorted.slice(0, shown).map((shop) => (
              <ShopRow key={shop._id} shop={shop} now={now} onSelect={onSelect} />
            ))}
            {sorted.length > shown && (
              <li className="p-3 text-center">
                <Button variant="secondary" onClick={() => setShown((n) => n + PAGE)}>
                  Show more shops
                </Button>
              </li>
            )}
          </ul>
        )}
      </div>
    </section>
  );
}
