// A shop's practical traits (asked for: filters people use for coffee): Wi-Fi, laptop-friendly, indoor and outdoor seating,
// step-free access (yes/no, absent until answered) and price level ($ to $$$, absent until answered),
// packed into one byte a marker, the fourth of its bytes in a tile's `traits` column (rules/markerTraits.ts):
// bits 0-4 the yes/no traits answered yes, bits 5-6 the price level (0 unknown). A tile written before
// that byte reads every marker as unknown, so no filter of these matches it.
import { MESSAGES } from "./messages";

/** The practical yes/no traits, in the panel's and the form's order, with their labels. */
export const PRACTICAL_OPTIONS = [
  ["wifi", "Wi-Fi"],
  ["laptopFriendly", "Laptop friendly"],
  ["indoorSeating", "Indoor seating"],
  ["outdoorSeating", "Outdoor seating"],
  ["stepFreeAccess", "Step-free access"],
] as const;
export type PracticalOption = (typeof PRACTICAL_OPTIONS)[number][0];

/** Price levels: 1 is "$", 3 is "$$$". */
export const PRICE_LEVELS = [1, 2, 3] as const;
export type PriceLevel = (typeof PRICE_LEVELS)[number];

export type PracticalFields = Partial<Record<PracticalOption, boolean>> & { priceLevel?: number };

const PRICE_SHIFT = 5;

/** "$", "$$" or "$$$". */
export const priceText = (level: PriceLevel) => "$".repeat(level);

/** A stored price level as the history shows it ("$$"); anything else as the number. */
export const priceLevelText = (value: number) => (isPriceLevel(value) ? priceText(value) : String(value));

/** Whether a number is a price level a shop can store. */
export const isPriceLevel = (value: unknown): value is PriceLevel =>
  (PRICE_LEVELS as readonly unknown[]).includes(value);

/** A shop's practical traits as one byte. */
export function practicalOf(shop: PracticalFields): number {
  let bits = 0;
  PRACTICAL_OPTIONS.forEach(([option], i) => {
    if (shop[option]) bits |= 1 << i;
  });
  if (isPriceLevel(shop.priceLevel)) bits |= shop.priceLevel << PRICE_SHIFT;
  return bits;
}

/** Whether the byte says yes to a practical trait. */
export function hasPractical(bits: number, option: PracticalOption): boolean {
  const i = PRACTICAL_OPTIONS.findIndex(([name]) => name === option);
  return (bits & (1 << i)) !== 0;
}

/** The price level the byte holds; null when unknown. */
export function priceLevelOf(bits: number): PriceLevel | null {
  const level = (bits >> PRICE_SHIFT) & 3;
  return isPriceLevel(level) ? level : null;
}

/** What the map's filters can ask of the practical traits: each trait yes, a price level at most. */
export type PracticalFilters = Partial<Record<PracticalOption, boolean>> & { maxPrice?: number };

/** Whether a marker's byte passes the practical filters; an unknown trait or price never does. */
export function passesPractical(bits: number, filters: PracticalFilters): boolean {
  for (const [option] of PRACTICAL_OPTIONS) if (filters[option] && !hasPractical(bits, option)) return false;
  if (filters.maxPrice !== undefined) {
    const level = priceLevelOf(bits);
    if (level === null || level > filters.maxPrice) return false;
  }
  return true;
}

/** The practical fields a shop stores and the forms edit, in form order. */
export const PRACTICAL_FIELDS = [...PRACTICAL_OPTIONS.map(([option]) => option), "priceLevel"] as readonly (
  PracticalOption | "priceLevel"
)[];
export type PracticalField = PracticalOption | "priceLevel";

/** How each practical field is named in a shop's edit history. */
export const PRACTICAL_LABELS: Record<PracticalField, string> = {
  ...(Object.fromEntries(PRACTICAL_OPTIONS) as Record<PracticalOption, string>),
  priceLevel: "Price level",
};

/** What the panel says of a trait answered no. */
export const PRACTICAL_NO: Record<PracticalOption, string> = {
  wifi: "No Wi-Fi",
  laptopFriendly: "Not laptop friendly",
  indoorSeating: "No indoor seating",
  outdoorSeating: "No outdoor seating",
  stepFreeAccess: "No step-free access",
};

/** A price level sent to the server that is not 1, 2 or 3; null when fine or unanswered. */
export function priceLevelError(priceLevel: number | undefined): string | null {
  return priceLevel === undefined || isPriceLevel(priceLevel) ? null : MESSAGES.badChoice("price level");
}

/**
 * What the panel says of a shop's practical traits: the answered ones ("Wi-Fi", "No Wi-Fi", "$$"),
 * in form order, and the labels of those nobody answered yet.
 */
export function practicalAnswers(shop: PracticalFields): {
  answered: { text: string; yes: boolean }[];
  unknown: string[];
} {
  const answered: { text: string; yes: boolean }[] = [];
  const unknown: string[] = [];
  for (const [option, label] of PRACTICAL_OPTIONS) {
    const value = shop[option];
    if (value === undefined) unknown.push(label);
    else answered.push({ text: value ? label : PRACTICAL_NO[option], yes: value });
  }
  if (isPriceLevel(shop.priceLevel)) answered.push({ text: priceText(shop.priceLevel), yes: true });
  else unknown.push("Price level");
  return { answered, unknown };
}
