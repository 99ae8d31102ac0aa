// Offline city lookup: parse what a person types ("portland, or", "Melbourne VIC", "london, uk", "boston")
// and pick the matching town anywhere in the world, the most populous when the name is ambiguous, a town
// of the searcher's own country counting as ten times its size (docs/product.md §2 Search).
import { COUNTRIES, DEFAULT_COUNTRY, countryOf, regionIn, regionName } from "./countries";

/** [name, country, region code or "", lat, lng, population], most populous first (scripts/build-gazetteer.mjs). */
export type GazetteerRow = [string, string, string, number, number, number];
/** [ZIP code, town, state code, lat, lng]. */
export type ZipRow = [string, string, string, number, number];
/**
 * A point found for a search; `city`, `country` and `state` (the region code, "" where the country names
 * none) when it is known to be in that town, `approximate` when a provider placed it only roughly (the
 * validator is `geocodedPoint` in model/validators.ts).
 */
export type GeocodedPoint = {
  lat: number;
  lng: number;
  label: string;
  approximate?: boolean;
  city?: string;
  state?: string;
  country?: string;
};

/** A country or region a query named after the town: the town must be in one of them. */
export type PlaceFilter = { country: string; region: string | null };

/** How much bigger a town of the searcher's own country counts when a name is ambiguous. */
export const HOME_ADVANTAGE = 10;

/** Ways people write a country that are not its name. */
const COUNTRY_ALIASES: Record<string, string> = {
  usa: "US",
  us: "US",
  "u.s.": "US",
  "u.s.a.": "US",
  america: "US",
  uk: "GB",
  "u.k.": "GB",
  britain: "GB",
  "great britain": "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  "northern ireland": "GB",
  korea: "KR",
  holland: "NL",
  "the netherlands": "NL",
};
const COUNTRY_WORDS: Record<string, string> = {
  ...Object.fromEntries(COUNTRIES.map((country) => [country.name.toLowerCase(), country.code])),
  ...COUNTRY_ALIASES,
};

/** A country's English name, for labels: the app's own list first, then the runtime's, then the code. */
export function countryName(code: string): string {
  const known = countryOf(code)?.name;
  if (known) return known;
  try {
    return new Intl.DisplayNames(["en"], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** How a town reads in results: "Boston, MA" in the US (as always), "Melbourne, Victoria, Australia", "London, United Kingdom". */
export function townLabel(city: string, country: string, region: string): string {
  if (country === "US") return `${city}, ${region}`;
  const name = region ? regionName(country, region) : undefined;
  return [city, name, countryName(country)].filter(Boolean).join(", ");
}
/** Names people type that GeoNames spells differently. */
const ALIASES: Record<string, string> = {
  "new york": "new york city",
  nyc: "new york city",
  "washington dc": "washington",
  "washington d.c.": "washington",
  philly: "philadelphia",
  la: "los angeles",
};

export function normalizePlaceName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\bst\.?\s/g, "saint ")
    .replace(/\bft\.?\s/g, "fort ")
    .replace(/[^a-z0-9\s.'-]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Takes a trailing part off a query when `read` understands it: after the last comma, or the last two or one words. */
function takeSuffix<T>(text: string, read: (part: string) => T | null): { rest: string; found: T | null } {
  const comma = text.lastIndexOf(",");
  if (comma > 0) {
    const found = read(text.slice(comma + 1).trim());
    if (found !== null) return { rest: text.slice(0, comma).trim(), found };
  }
  const words = text.split(/\s+/);
  for (const take of [2, 1]) {
    if (words.length <= take) continue;
    const found = read(words.slice(-take).join(" "));
    if (found !== null) return { rest: words.slice(0, -take).join(" "), found };
  }
  return { rest: text, found: null };
}

/** The regions a text names, in one country or in any that has regions ("WA": Washington and Western Australia). */
function regionsNamed(text: string, country: string | null): PlaceFilter[] | null {
  if (/\d/.test(text)) return null;
  const countries = country ? [country] : COUNTRIES.map((c) => c.code);
  const found = countries.flatMap((code) => {
    const region = regionIn(code, text);
    return region ? [{ country: code, region }] : [];
  });
  return found.length > 0 ? found : null;
}

/**
 * Splits "portland, or" / "Portland ME" / "Melbourne, Victoria, Australia" / "london, uk" into a name and
 * where it must be: `within` is empty when the query names no place after the town.
 */
export function parseCityQuery(query: string): { name: string; within: PlaceFilter[] } {
  const byCountry = takeSuffix(query.trim(), (part) => COUNTRY_WORDS[part.toLowerCase()] ?? null);
  const country = byCountry.found;
  const byRegion = takeSuffix(byCountry.rest, (part) => regionsNamed(part, country));
  const within = byRegion.found ?? (country ? [{ country, region: null }] : []);
  return { name: normalizePlaceName(byRegion.rest), within };
}

const inside = (row: GazetteerRow, within: PlaceFilter[]) =>
  within.length === 0 || within.some((place) => row[1] === place.country && (!place.region || row[2] === place.region));

const normalizedNames = new WeakMap<readonly GazetteerRow[], string[]>();

/**
 * Each row's name as `normalizePlaceName` makes it, in row order: worked out once per gazetteer
 * loaded, not for every row of every search.
 */
export function normalizedNamesOf(rows: readonly GazetteerRow[]): string[] {
  let names = normalizedNames.get(rows);
  if (names === undefined) {
    names = rows.map(([name]) => normalizePlaceName(name));
    normalizedNames.set(rows, names);
  }
  return names;
}

/** A gazetteer row as a found point. */
export function pointOf([city, country, region, lat, lng]: GazetteerRow): GeocodedPoint {
  return { lat, lng, label: townLabel(city, country, region), city, state: region, country };
}

/**
 * The town a query names, or null: the biggest of that name in the place named, a town of `home` (the
 * searcher's country) counting as `HOME_ADVANTAGE` times its size. Rows are most populous first, so the
 * first of equals wins.
 */
export function findCity(rows: readonly GazetteerRow[], query: string, home = DEFAULT_COUNTRY): GeocodedPoint | null {
  const { name, within } = parseCityQuery(query);
  if (!name) return null;
  const names = normalizedNamesOf(rows);
  for (const wanted of [name, ALIASES[name]].filter(Boolean)) {
    let best: { row: GazetteerRow; size: number } | null = null;
    rows.forEach((row, i) => {
      if (names[i] !== wanted || !inside(row, within)) return;
      const size = row[5] * (row[1] === home ? HOME_ADVANTAGE : 1);
      if (!best || size > best.size) best = { row, size };
    });
    if (best) return pointOf((best as { row: GazetteerRow }).row);
  }
  return null;
}

/** A US ZIP code ("02108", "02108-1234") to its town, or null when the text is not one we know. */
export function findZip(rows: readonly ZipRow[], query: string): GeocodedPoint | null {
  const zip = /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(query)?.[1];
  if (!zip) return null;
  const row = rows.find(([code]) => code === zip);
  return row
    ? { lat: row[3], lng: row[4], label: `${row[1]}, ${row[2]} ${row[0]}`, city: row[1], state: row[2], country: "US" }
    : null;
}
