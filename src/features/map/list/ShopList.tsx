import { useId, useState, type ReactNode } from "react";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { formatCount } from "@convex/rules/numbers";
import { Button } from "@/components/Button";
import { ChoiceChips } from "@/components/Chips";
import { ChevronUpIcon } from "@/components/icons";
import { useMediaQuery, WIDE_SCREEN } from "@/lib/useMediaQuery";
import type { MarkerShop } from "@/features/map/types";
import type { SortKey } from "@/features/map/list/sortShops";
import { ShopRow } from "@/features/map/list/ShopRow";
import { useShopSort } from "@/features/map/list/useShopSort";

/** Rows drawn at first; more on request (a zoomed-out view can hold up to a thousand shops). */
const PAGE = 40;

/** "12 shops in view", "1 shop in view", "No shops in view". */
export function shopsInViewText(count: number): string {
  if (count === 0) return "No shops in view";
  return `${formatCount(count)} ${count === 1 ? "shop" : "shops"} in view`;
}

/** The list's header: how many shops, the filters, and on a phone the button that opens the sheet. */
function ListHeader({
  headingId,
  listId,
  title,
  filters,
  expanded,
  onToggle,
}: {
  headingId: string;
  listId: string;
  title: string;
  filters: ReactNode;
  expanded: boolean;
  onToggle: () => void;
}) {
  return (
    <header className="flex items-center gap-2 border-b border-light-grey px-3 py-1.5">
      <h2 id={headingId} className="min-w-0 flex-1 truncate text-sm font-semibold text-espresso sm:text-base">
        {title}
      </h2>
      {filters}
      <button
        type="button"
        onClick={onToggle}
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
  );
}

/** The list with no shops: still finding them, none matching the filters, or none in view. */
function NoShops({
  loading,
  unmatched,
  onClearFilters,
}: {
  loading: boolean;
  unmatched: string | null;
  onClearFilters: () => void;
}) {
  return (
    <div className="p-6 text-center text-dark-grey">
      {loading ? (
        <p role="status">Finding shops…</p>
      ) : unmatched !== null ? (
        <>
          <p className="font-semibold">{unmatched}</p>
          <Button variant="secondary" className="mt-3" onClick={onClearFilters}>
            Clear filters
          </Button>
        </>
      ) : (
        <p>{MESSAGES.noShopsInView} Move the map or search for a city.</p>
      )}
    </div>
  );
}

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
  unmatched,
  onClearFilters,
  onSelect,
  filters,
}: {
  shops: readonly MarkerShop[];
  loading: boolean;
  /** Where the person is ("near me"); null until located. */
  from: { lat: number; lng: number } | null;
  now: number;
  /** With filters on, what an empty list says of them (and it offers to clear them); else null. */
  unmatched: string | null;
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
  const { order, setSort, sorted, sorts } = useShopSort(shops, from);
  const [shown, setShown] = useState(PAGE);

  return (
    <section
      aria-labelledby={headingId}
      className="flex min-h-0 flex-col bg-white shadow-[0_-2px_8px_rgba(0,0,0,0.12)] lg:h-full lg:w-96 lg:shrink-0 lg:shadow-[2px_0_8px_rgba(0,0,0,0.12)]"
    >
      <ListHeader
        headingId={headingId}
        listId={listId}
        title={loading && shops.length === 0 ? "Finding shops…" : shopsInViewText(shops.length)}
        filters={filters}
        expanded={expanded}
        onToggle={() => setExpanded((open) => !open)}
      />
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
          <NoShops loading={loading} unmatched={unmatched} onClearFilters={onClearFilters} />
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
