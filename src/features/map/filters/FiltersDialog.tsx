import { SHOP_BEVERAGES, SHOP_ROASTS, drinkLabel } from "@convex/rules/catalog";
import { capitalize } from "@/lib/roastStyle";
import type { ShopOption } from "@convex/rules/markerTraits";
import { PRACTICAL_OPTIONS, PRICE_LEVELS, priceText, type PracticalOption } from "@convex/rules/practicalTraits";
import { formatRating } from "@convex/rules/ratings";
import { MIN_RATINGS, filterCount, type MapFilters } from "@convex/rules/shopFilters";
import { Button } from "@/components/Button";
import { CupMark } from "@/components/CoffeeCups";
import { Dialog } from "@/components/Dialog";
import { ChoiceChips, ToggleChips, type Choice } from "@/components/Chips";

const ANY = "";
const ROASTS: Choice[] = [
  { value: ANY, label: "Any" },
  ...SHOP_ROASTS.map((roast) => ({ value: roast, label: capitalize(roast) })),
];
const RATINGS: Choice[] = [
  { value: ANY, label: "Any" },
  ...MIN_RATINGS.map((rating) => ({
    value: String(rating),
    label: (
      <>
        <CupMark /> {formatRating(rating)}+
      </>
    ),
  })),
];
const BEVERAGES: Choice[] = [
  { value: ANY, label: "Any" },
  ...SHOP_BEVERAGES.map((beverage) => ({ value: beverage, label: drinkLabel(beverage) })),
];
/** The yes/no filters, named as the shop panel names them; "open now" first. */
const TOGGLES: (Choice & { value: ShopOption | "openNow" })[] = [
  { value: "openNow", label: "Open now" },
  { value: "dairyFree", label: "Dairy free" },
  { value: "glutenFriendly", label: "Gluten friendly" },
  { value: "bakeryOptions", label: "Bakery items" },
  { value: "mealOptions", label: "Serves meals" },
  { value: "roastsOwnBeans", label: "Roasts own beans" },
];

/** The practical yes filters, named as the shop panel names them. */
const PRACTICAL: (Choice & { value: PracticalOption })[] = PRACTICAL_OPTIONS.map(([value, label]) => ({
  value,
  label,
}));
const PRICES: Choice[] = [
  { value: ANY, label: "Any" },
  ...PRICE_LEVELS.map((level) => ({ value: String(level), label: `${priceText(level)} or less` })),
];

/**
 * The map's filters. Each change applies at once (the markers and the list behind follow), so
 * the dialog only needs Done; Clear filters takes them all off.
 */
export function FiltersDialog({
  filters,
  onChange,
  onClose,
  shopsInView,
}: {
  filters: MapFilters;
  onChange: (filters: MapFilters) => void;
  onClose: () => void;
  /** How many shops are in view with these filters (null while they load). */
  shopsInView: string | null;
}) {
  const set = <K extends keyof MapFilters>(key: K, value: MapFilters[K] | undefined) => {
    const next = { ...filters };
    if (value === undefined) delete next[key];
    else next[key] = value;
    onChange(next);
  };
  return (
    <Dialog title="Filters" onClose={onClose}>
      <div className="space-y-4">
        <ToggleChips
          legend="Show only"
          options={TOGGLES}
          isOn={(value) => filters[value as (typeof TOGGLES)[number]["value"]] === true}
          onToggle={(value, on) => set(value as (typeof TOGGLES)[number]["value"], on ? true : undefined)}
        />
        <p className="-mt-2 text-xs text-dark-grey">“Open now” counts only shops whose opening hours are confirmed.</p>
        <ToggleChips
          legend="Practical"
          options={PRACTICAL}
          isOn={(value) => filters[value as PracticalOption] === true}
          onToggle={(value, on) => set(value as PracticalOption, on ? true : undefined)}
        />
        <ChoiceChips
          legend="Price"
          options={PRICES}
          value={filters.maxPrice === undefined ? ANY : String(filters.maxPrice)}
          onChange={(value) => set("maxPrice", value ? Number(value) : undefined)}
        />
        <p className="-mt-2 text-xs text-dark-grey">These count only shops someone has answered them for.</p>
        <ChoiceChips
          legend="Roast style"
          options={ROASTS}
          value={filters.roastStyle ?? ANY}
          onChange={(value) => set("roastStyle", (value || undefined) as MapFilters["roastStyle"])}
        />
        <ChoiceChips
          legend="Minimum rating"
          options={RATINGS}
          value={filters.minRating === undefined ? ANY : String(filters.minRating)}
          onChange={(value) => set("minRating", value ? Number(value) : undefined)}
        />
        <ChoiceChips
          legend="Serves"
          options={BEVERAGES}
          value={filters.beverage ?? ANY}
          onChange={(value) => set("beverage", (value || undefined) as MapFilters["beverage"])}
        />
        <ToggleChips
          legend="Also show"
          options={[{ value: "closed", label: "Permanently closed shops" }]}
          isOn={() => filters.closed === true}
          onToggle={(_value, on) => set("closed", on ? true : undefined)}
        />
      </div>
      <div className="sticky -bottom-5 -mx-5 mt-4 flex flex-wrap items-center justify-end gap-2 border-t border-light-grey bg-white px-5 py-3">
        <p role="status" className="mr-auto w-full text-sm text-dark-grey sm:w-auto">
          {shopsInView ?? "Finding shops…"}
        </p>
        <Button variant="secondary" onClick={() => onChange({})} disabled={filterCount(filters) === 0}>
          Clear filters
        </Button>
        <Button onClick={onClose}>Done</Button>
      </div>
    </Dialog>
  );
}
