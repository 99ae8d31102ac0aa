// The map's filters: what a person can ask of the shops in view, how the filters sit in the address
// (/home?roastStyle=light&dairyFree=1&openNow=1, so a filtered view can be shared), and whether a
// marker passes them. shops.inViewport applies them on the server, before its marker budget.
import { SHOP_BEVERAGES, SHOP_ROASTS, isOneOf, type Drink, type ShopRoast } from "./catalog";
import { SHOP_OPTIONS, hasOption, isClosed, roastStyleOf, servesBeverage, type ShopOption } from "./markerTraits";
import { MESSAGES } from "./messages";
import {
  PRACTICAL_OPTIONS,
  PRICE_LEVELS,
  isPriceLevel,
  passesPractical,
  type PracticalFilters,
  type PracticalOption,
} from "./practicalTraits";

/** The minimum overall ratings one can ask for. */
export const MIN_RATINGS = [3, 3.5, 4, 4.5] as const;

/** The filters as the screen and the address hold them; an absent field asks nothing. */
export type MapFilters = Partial<Record<ShopOption | PracticalOption, true>> & {
  roastStyle?: ShopRoast;
  /** Price level at most ("$$": 2); a shop whose price nobody answered never passes. */
  maxPrice?: number;
  beverage?: Drink;
  minRating?: number;
  openNow?: true;
  /** Show permanently closed shops too (they are off the map otherwise). */
  closed?: true;
};

/**
 * The filters as shops.inViewport takes them: "open now" becomes `openAt`, the time asked about
 * (ms since the epoch, rounded down to the minute so the query's arguments change once a minute).
 */
export type ViewportFilters = Partial<Record<ShopOption, boolean>> &
  PracticalFilters & {
    roastStyle?: string;
    beverage?: string;
    minRating?: number;
    openAt?: number;
    closed?: boolean;
  };

const MINUTE = 60_000;
const YES = "1";

/** The filters in an address's search parameters; anything unknown or malformed is left out. */
export function filtersFromSearch(search: URLSearchParams): MapFilters {
  const filters: MapFilters = {};
  const roastStyle = search.get("roastStyle");
  if (isOneOf(SHOP_ROASTS, roastStyle)) filters.roastStyle = roastStyle;
  for (const option of SHOP_OPTIONS) if (search.get(option) === YES) filters[option] = true;
  for (const [option] of PRACTICAL_OPTIONS) if (search.get(option) === YES) filters[option] = true;
  const maxPrice = Number(search.get("maxPrice"));
  if (search.has("maxPrice") && isPriceLevel(maxPrice)) filters.maxPrice = maxPrice;
  const beverage = search.get("beverage");
  if (isOneOf(SHOP_BEVERAGES, beverage)) filters.beverage = beverage;
  const minRating = Number(search.get("minRating"));
  if ((MIN_RATINGS as readonly number[]).includes(minRating)) filters.minRating = minRating;
  if (search.get("openNow") === YES) filters.openNow = true;
  if (search.get("closed") === YES) filters.closed = true;
  return filters;
}

/** The search parameters of the filters, always in the same order (so equal filters give equal addresses). */
export function filtersToSearch(filters: MapFilters): [name: string, value: string][] {
  const params: [string, string][] = [];
  if (filters.roastStyle) params.push(["roastStyle", filters.roastStyle]);
  for (const option of SHOP_OPTIONS) if (filters[option]) params.push([option, YES]);
  for (const [option] of PRACTICAL_OPTIONS) if (filters[option]) params.push([option, YES]);
  if (filters.maxPrice !== undefined) params.push(["maxPrice", String(filters.maxPrice)]);
  if (filters.beverage) params.push(["beverage", filters.beverage]);
  if (filters.minRating !== undefined) params.push(["minRating", String(filters.minRating)]);
  if (filters.openNow) params.push(["openNow", YES]);
  if (filters.closed) params.push(["closed", YES]);
  return params;
}

/** How many filters are set. */
export function filterCount(filters: MapFilters): number {
  return filtersToSearch(filters).length;
}

/** The filters to send with the map's query at `now`, or undefined when none is set. */
export function viewportFilters(filters: MapFilters, now: number): ViewportFilters | undefined {
  if (filterCount(filters) === 0) return undefined;
  const { openNow, ...rest } = filters;
  return openNow ? { ...rest, openAt: Math.floor(now / MINUTE) * MINUTE } : rest;
}

/** What is wrong with filters sent to the server, or null. */
export function filtersError(filters: ViewportFilters): string | null {
  if (filters.roastStyle !== undefined && !isOneOf(SHOP_ROASTS, filters.roastStyle))
    return MESSAGES.badChoice("roast style");
  if (filters.beverage !== undefined && !isOneOf(SHOP_BEVERAGES, filters.beverage))
    return MESSAGES.badChoice("beverage");
  const { minRating, openAt } = filters;
  if (minRating !== undefined && !(Number.isFinite(minRating) && minRating >= 0 && minRating <= 5))
    return MESSAGES.badChoice("minimum rating");
  if (openAt !== undefined && !Number.isFinite(openAt)) return MESSAGES.badChoice("time");
  if (filters.maxPrice !== undefined && !(PRICE_LEVELS as readonly number[]).includes(filters.maxPrice))
    return MESSAGES.badChoice("price level");
  return null;
}

/**
 * What a marker carries that the filters look at: its traits (rules/markerTraits.ts), its practical
 * traits (rules/practicalTraits.ts) and overall rating.
 */
export type FilterableMarker = { traits: number; practical: number; rating: number; reviews: number };

/**
 * Whether a marker passes the filters (no filters: `{}`); a closed shop passes only when they ask
 * for closed shops. `isOpen` answers "open at filters.openAt" for it: asked only
 * when the filters ask, and last, since it is the costliest check. A shop without reviews has no
 * rating, so it never passes a minimum rating; a practical trait or price nobody answered never
 * passes a filter on it.
 */
export function passesFilters(marker: FilterableMarker, filters: ViewportFilters, isOpen: () => boolean): boolean {
  if (!filters.closed && isClosed(marker.traits)) return false;
  if (filters.roastStyle !== undefined && roastStyleOf(marker.traits) !== filters.roastStyle) return false;
  for (const option of SHOP_OPTIONS) if (filters[option] && !hasOption(marker.traits, option)) return false;
  if (filters.beverage !== undefined && !servesBeverage(marker.traits, filters.beverage)) return false;
  if (!passesPractical(marker.practical, filters)) return false;
  if (filters.minRating !== undefined && (marker.reviews === 0 || marker.rating < filters.minRating)) return false;
  return filters.openAt === undefined || isOpen();
}
