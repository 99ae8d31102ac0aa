// The add-shop and edit-shop rules of docs/product.md §5, shared by the forms (checked first) and the server.
import { SHOP_BEVERAGES, SHOP_ROASTS, isOneOf } from "./catalog";
import { DEFAULT_COUNTRY, addressProblems, hasRegions, normalizePostalCode, normalizeRegion } from "./countries";
import { isChainName } from "./chains";
import { MESSAGES } from "./messages";
import { PRACTICAL_FIELDS, PRACTICAL_LABELS, priceLevelError, priceLevelText } from "./practicalTraits";
import type { PracticalFields } from "./practicalTraits";
import { normalizeWebsite, websiteError } from "./shopWebsite";
import { cleanLongText, cleanText, hasLetterOrNumber } from "./text";
import type { FieldProblem } from "./validation";

/** Everything the add-shop form collects (docs/product.md §2 Add shop). */
export type ShopDetails = {
  name: string;
  streetAddress: string;
  city: string;
  /** The region code, "" where the country names none (rules/countries.ts). */
  state: string;
  /** ISO 3166-1 alpha-2; "US" when left out (forms from before countries). */
  country?: string;
  postalCode?: string;
  about: string;
  /** The yes/no traits: undefined until someone answers. */
  roastsOwnBeans?: boolean;
  dairyFree?: boolean;
  glutenFriendly?: boolean;
  mealOptions?: boolean;
  bakeryOptions?: boolean;
  hours: string;
  website: string;
  beverages: string[];
  roastStyle: string;
} & PracticalFields; // Wi-Fi, seating, price level...: undefined until someone answers (rules/practicalTraits.ts)

/**
 * What the edit-shop form changes, in form order (docs/product.md §2 Edit shop): every field the add form
 * has but the city and state, which place the shop.
 */
export const EDITABLE_FIELDS = [
  "name",
  "streetAddress",
  "about",
  "roastsOwnBeans",
  "dairyFree",
  "glutenFriendly",
  "mealOptions",
  "bakeryOptions",
  ...PRACTICAL_FIELDS,
  "hours",
  "website",
  "beverages",
  "roastStyle",
] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];
export type ShopEdit = Pick<ShopDetails, EditableField>;

/** The editable fields of a stored shop, as the edit form starts from them. */
export function shopEditOf(shop: ShopEdit): ShopEdit {
  return Object.fromEntries(EDITABLE_FIELDS.map((key) => [key, shop[key]])) as ShopEdit;
}

/** How each field a shop edit can change is named in the history (opening hours: rules/hoursText.ts). */
export const SHOP_FIELD_LABELS: Record<EditableField | "openingHours", string> = {
  name: "Name",
  streetAddress: "Street address",
  about: "About",
  roastsOwnBeans: "Roasts own beans",
  dairyFree: "Dairy free milks",
  glutenFriendly: "Gluten friendly",
  mealOptions: "Meal options",
  bakeryOptions: "Bakery options",
  ...PRACTICAL_LABELS,
  hours: "Hours",
  openingHours: "Opening hours",
  website: "Website",
  beverages: "Beverages",
  roastStyle: "Roast style",
};

export { normalizeWebsite, websiteError };

export const SHOP_LIMITS = {
  name: 100,
  streetAddress: 150,
  city: 100,
  hours: 200,
  website: 300,
  about: 1000,
} as const;

const TEXT_RULES: [keyof typeof SHOP_LIMITS, string][] = [
  ["name", "Shop name"],
  ["streetAddress", "Street address"],
  ["city", "City"],
  ["hours", "Hours"],
  ["website", "Website"],
  ["about", "About"],
];

/** A one-line text as stored: cleaned of invisible and control characters (rules/text.ts), spaces collapsed. */
const collapse = (value: string) => cleanText(value).replace(/\s+/g, " ");

/** Distinct beverages in menu order, so the same choice always reads the same in the history. */
function orderedBeverages(beverages: string[]): string[] {
  const rank = (bev: string) => {
    const index = (SHOP_BEVERAGES as readonly string[]).indexOf(bev);
    return index === -1 ? SHOP_BEVERAGES.length : index;
  };
  return [...new Set(beverages)].sort((a, b) => rank(a) - rank(b));
}

/** City is stored upper case (docs/product.md §3) and upper-cased on leaving the field (docs/product.md §5). */
export function normalizeCity(city: string): string {
  return collapse(city).toUpperCase();
}

export function normalizeStreet(streetAddress: string): string {
  return collapse(streetAddress);
}

export function normalizeState(state: string): string {
  return cleanText(state).toUpperCase();
}

export function normalizeShopDetails({ postalCode, ...form }: ShopDetails): ShopDetails {
  const country = cleanText(form.country ?? DEFAULT_COUNTRY).toUpperCase();
  const postal = normalizePostalCode(cleanText(postalCode ?? ""));
  return {
    ...form,
    country,
    ...(postal ? { postalCode: postal } : {}),
    name: collapse(form.name),
    streetAddress: collapse(form.streetAddress),
    city: normalizeCity(form.city),
    state: normalizeRegion(country, cleanText(form.state)),
    about: cleanLongText(form.about),
    hours: collapse(form.hours),
    website: normalizeWebsite(form.website),
    beverages: orderedBeverages(form.beverages),
  };
}

export function normalizeShopEdit(edit: ShopEdit): ShopEdit {
  return {
    ...edit,
    name: collapse(edit.name),
    streetAddress: collapse(edit.streetAddress),
    about: cleanLongText(edit.about),
    hours: collapse(edit.hours),
    website: normalizeWebsite(edit.website),
    beverages: orderedBeverages(edit.beverages),
  };
}

function missing(fields: Partial<ShopDetails>, required: (keyof ShopDetails)[]): boolean {
  // A country whose addresses name no region asks for none (rules/countries.ts).
  const regionless = fields.country !== undefined && !hasRegions(fields.country);
  return required.some((key) => {
    if (key === "state" && regionless) return false;
    const value = fields[key];
    if (Array.isArray(value)) return value.length === 0;
    return typeof value === "string" && !hasLetterOrNumber(value);
  });
}

/** Lengths, website scheme, known beverages and roast style: the rules after the first checks of docs/product.md §5. */
function detailsError(fields: Partial<ShopDetails>): string | null {
  for (const [key, label] of TEXT_RULES) {
    const value = fields[key];
    if (value !== undefined && value.length > SHOP_LIMITS[key]) return MESSAGES.textTooLong(label, SHOP_LIMITS[key]);
  }
  if (fields.website !== undefined) {
    const problem = websiteError(fields.website);
    if (problem) return problem;
  }
  if (fields.beverages?.some((bev) => !isOneOf(SHOP_BEVERAGES, bev))) return MESSAGES.badChoice("beverage");
  if (fields.roastStyle !== undefined && !isOneOf(SHOP_ROASTS, fields.roastStyle))
    return MESSAGES.badChoice("roast style");
  return priceLevelError(fields.priceLevel);
}

const ADD_REQUIRED: (keyof ShopDetails)[] = [
  "name",
  "streetAddress",
  "city",
  "state",
  "hours",
  "website",
  "beverages",
  "roastStyle",
];
const EDIT_REQUIRED: (keyof ShopDetails)[] = ["name", "streetAddress", "hours", "website", "beverages", "roastStyle"];

/**
 * The add-shop checks in the order of docs/product.md §5: required fields, 2-letter state, chain name, then the rest.
 * Expects normalised details. (The duplicate check and geocoding need the server and come after.)
 */
export function shopDetailsError(form: ShopDetails): string | null {
  if (missing(form, ADD_REQUIRED)) return MESSAGES.missingFields;
  const place = placeProblems(form)[0];
  if (place) return place.message;
  if (isChainName(form.name)) return MESSAGES.chainShop;
  return detailsError(form);
}

/** What is wrong with the place of a shop, by the country's rules (rules/countries.ts). */
function placeProblems(form: Partial<ShopDetails>): { field: keyof ShopDetails; message: string }[] {
  const address = { country: form.country ?? DEFAULT_COUNTRY, region: form.state ?? "", postalCode: form.postalCode };
  return addressProblems(address).map(({ field, message }) => ({
    field: field === "region" ? "state" : field,
    message,
  }));
}

/** The edit-shop checks: the same rules on the fields the edit form changes. Expects a normalised edit. */
export function shopEditError(edit: ShopEdit): string | null {
  if (missing(edit, EDIT_REQUIRED)) return MESSAGES.missingFields;
  if (isChainName(edit.name)) return MESSAGES.chainShop;
  return detailsError(edit);
}

/** What a required field says under it when it is left empty. */
const REQUIRED_TEXT: Partial<Record<keyof ShopDetails, string>> = {
  name: MESSAGES.fieldRequired("shop name"),
  streetAddress: MESSAGES.fieldRequired("street address"),
  city: MESSAGES.fieldRequired("city"),
  state: MESSAGES.fieldRequired("state"),
  hours: MESSAGES.fieldRequired("hours"),
  website: MESSAGES.fieldRequired("website"),
  beverages: MESSAGES.choiceRequired("at least one beverage"),
  roastStyle: MESSAGES.choiceRequired("a roast style"),
};

/** The fields each form must have filled in, for the forms to mark. */
export const REQUIRED_SHOP_FIELDS = { add: ADD_REQUIRED, edit: EDIT_REQUIRED } as const;

/**
 * Every field of the add (or edit) form with a problem, and what it is: empty while required,
 * not a 2-letter state, a chain's name, too long, not a website, not a choice on the menu. The
 * forms show each under its field and focus the first; shopDetailsError / shopEditError give the
 * one message of docs/product.md §8 for the toast. Expects normalised details.
 */
export function shopFieldProblems(
  form: Partial<ShopDetails>,
  mode: keyof typeof REQUIRED_SHOP_FIELDS,
): FieldProblem<keyof ShopDetails>[] {
  const problems = new Map<keyof ShopDetails, string>();
  const add = (field: keyof ShopDetails, message: string | null) => {
    if (message !== null && !problems.has(field)) problems.set(field, message);
  };
  for (const key of REQUIRED_SHOP_FIELDS[mode]) if (missing(form, [key])) add(key, REQUIRED_TEXT[key]!);
  if (form.state !== undefined) for (const problem of placeProblems(form)) add(problem.field, problem.message);
  if (form.name && isChainName(form.name)) add("name", MESSAGES.chainShop);
  for (const [key, label] of TEXT_RULES) {
    const value = form[key];
    if (value !== undefined && value.length > SHOP_LIMITS[key]) add(key, MESSAGES.textTooLong(label, SHOP_LIMITS[key]));
  }
  if (form.website) add("website", websiteError(form.website));
  if (form.beverages?.some((bev) => !isOneOf(SHOP_BEVERAGES, bev))) add("beverages", MESSAGES.badChoice("beverage"));
  if (form.roastStyle && !isOneOf(SHOP_ROASTS, form.roastStyle)) add("roastStyle", MESSAGES.badChoice("roast style"));
  return [...problems].map(([field, message]) => ({ field, message }));
}

/** A map pin the server will store: finite numbers on the globe, and not the 0,0 of an unset point. */
export function coordinatesError(lat: number, lng: number): string | null {
  const ok =
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 85 &&
    Math.abs(lng) <= 180 &&
    !(lat === 0 && lng === 0);
  return ok ? null : MESSAGES.badCoordinates;
}

/** How a field's value reads in the edit history. */
export function displayValue(value: ShopEdit[EditableField]): string {
  if (value === undefined) return "Not known";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") return priceLevelText(value);
  if (Array.isArray(value)) return value.join(", ");
  return value;
}

export type FieldChange = { field: string; before: string; after: string };

/**
 * The fields an edit changes, before → after, in form order. Beverages compare in menu order, so a
 * shop stored with another order (older data, the demo seed) does not show an edit nobody made.
 */
export function shopChanges(before: ShopEdit, after: ShopEdit): FieldChange[] {
  const shown = (edit: ShopEdit, field: EditableField) =>
    displayValue(field === "beverages" ? orderedBeverages(edit.beverages) : edit[field]);
  return EDITABLE_FIELDS.flatMap((field) => {
    const from = shown(before, field);
    const to = shown(after, field);
    return from === to ? [] : [{ field, before: from, after: to }];
  });
}
