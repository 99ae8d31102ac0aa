// Offline city lookup: parse what a person types ("portland, or", "Portland ME", "boston") and pick
// the matching US city, the most populous when the name is ambiguous.
import { US_STATES } from "./regions";

/** [name, state code, lat, lng, population], most populous first. */
export type GazetteerRow = [string, string, number, number, number];
/** [ZIP code, town, state code, lat, lng]. */
export type ZipRow = [string, string, string, number, number];
/**
 * A point found for a search; `city` and `state` when it is known to be in that US town, `approximate`
 * when a provider placed it only roughly (the validator is `geocodedPoint` in model/validators.ts).
 */
export type GeocodedPoint = {
  lat: number;
  lng: number;
  label: string;
  approximate?: boolean;
  city?: string;
  state?: string;
};

const STATES: Record<string, string> = Object.fromEntries(US_STATES.map(([code, name]) => [name.toLowerCase(), code]));
const STATE_CODES = new Set(Object.values(STATES));

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

/** Splits "portland, or" / "Portland ME" / "Portland, Oregon" into a name and an optional state code. */
export function parseCityQuery(query: string): { name: string; state: string | null } {
  const text = query.replace(/\s*,\s*(usa|us|united states)\s*$/i, "").trim();
  const comma = text.lastIndexOf(",");
  if (comma > 0) {
    const state = stateCode(text.slice(comma + 1));
    if (state) return { name: normalizePlaceName(text.slice(0, comma)), state };
  }
  const words = text.split(/\s+/);
  for (const take of [2, 1]) {
    if (words.length <= take) continue;
    const state = stateCode(words.slice(-take).join(" "));
    if (state) return { name: normalizePlaceName(words.slice(0, -take).join(" ")), state };
  }
  return { name: normalizePlaceName(text), state: null };
}

function stateCode(text: string): string | null {
  const value = text.trim().replace(/\./g, "");
  if (/^[a-z]{2}$/i.test(value) && STATE_CODES.has(value.toUpperCase())) return value.toUpperCase();
  return STATES[value.toLowerCase()] ?? null;
}

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

/** The city a query names, or null. Rows are most populous first, so the first match wins ties. */
export function findCity(rows: readonly GazetteerRow[], query: string): GeocodedPoint | null {
  const { name, state } = parseCityQuery(query);
  if (!name) return null;
  const names = normalizedNamesOf(rows);
  const candidates = [name, ALIASES[name]].filter(Boolean);
  for (const wanted of candidates) {
    const row = rows.find(([, rowState], i) => names[i] === wanted && (!state || rowState === state));
    if (row) return { lat: row[2], lng: row[3], label: `${row[0]}, ${row[1]}`, city: row[0], state: row[1] };
  }
  return null;
}

/** A US ZIP code ("02108", "02108-1234") to its town, or null when the text is not one we know. */
export function findZip(rows: readonly ZipRow[], query: string): GeocodedPoint | null {
  const zip = /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(query)?.[1];
  if (!zip) return null;
  const row = rows.find(([code]) => code === zip);
  return row
    ? { lat: row[3], lng: row[4], label: `${row[1]}, ${row[2]} ${row[0]}`, city: row[1], state: row[2] }
    : null;
}
