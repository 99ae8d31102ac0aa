// What the offline gazetteer guesses when asked loosely: the towns a misspelt search may have meant
// ("Cambrige" → Cambridge, MA), and the town a point of the map is in (the map's city in view).
import { distanceKm } from "./distance";
import { DEFAULT_COUNTRY } from "./countries";
import { HOME_ADVANTAGE, normalizedNamesOf, parseCityQuery, townLabel, type GazetteerRow } from "./gazetteer";

/** A town offered in place of one not found, or named for a point. */
export type TownGuess = { city: string; state: string; country: string; label: string };

export const CITY_SUGGESTIONS = 3;
/** Towns further than this from a point are not said to be where it is. */
const NEAREST_TOWN_MAX_KM = 40;

/** Edits allowed between what was typed and a town's name: short names tolerate fewer. */
function allowedEdits(length: number): number {
  if (length <= 3) return 0;
  if (length <= 5) return 1;
  return length <= 10 ? 2 : 3;
}

/**
 * Damerau–Levenshtein distance (optimal string alignment: a swap of two neighbours is one edit), or
 * `limit + 1` as soon as it must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

const guess = ([city, country, state]: GazetteerRow): TownGuess => ({
  city,
  state,
  country,
  label: townLabel(city, country, state),
});

/**
 * The towns a search that found nothing may have meant: names a few edits away (fewer for short
 * names), the nearest spelling first, then a town of the place typed, then the most populous (a town of
 * `home` counting as `HOME_ADVANTAGE` times its size; the sort is stable, so equals stay in row order). At most `CITY_SUGGESTIONS`, never the same town twice.
 */
export function suggestCities(rows: readonly GazetteerRow[], query: string, home = DEFAULT_COUNTRY): TownGuess[] {
  const { name, within } = parseCityQuery(query);
  const limit = allowedEdits(name.length);
  if (limit === 0) return [];
  const names = normalizedNamesOf(rows);
  const scored: { row: GazetteerRow; score: number; size: number }[] = [];
  rows.forEach((row, order) => {
    const edits = editDistance(name, names[order]!, limit);
    if (edits > limit) return;
    const elsewhere =
      within.length > 0 && !within.some((p) => p.country === row[1] && (!p.region || p.region === row[2]));
    const otherState = elsewhere ? 1 : 0;
    if (edits === 0 && !otherState) return; // the search itself would have found it
    scored.push({ row, score: edits + otherState, size: row[5] * (row[1] === home ? HOME_ADVANTAGE : 1) });
  });
  scored.sort((a, b) => a.score - b.score || b.size - a.size);
  return scored.slice(0, CITY_SUGGESTIONS).map(({ row }) => guess(row));
}

/**
 * The town a point is in, as a person would name it: the nearest, a big town counting as nearer than
 * a hamlet at the same distance (its centre is further from its edge). Null far from any town.
 */
export function townAt(rows: readonly GazetteerRow[], point: { lat: number; lng: number }): TownGuess | null {
  let best: { row: GazetteerRow; score: number } | null = null;
  for (const row of rows) {
    if (Math.abs(row[3] - point.lat) > 0.5 || Math.abs(row[4] - point.lng) > 0.7) continue;
    const km = distanceKm(point, { lat: row[3], lng: row[4] });
    if (km > NEAREST_TOWN_MAX_KM) continue;
    const score = km / (1 + Math.log10(Math.max(1, row[5])));
    if (!best || score < best.score) best = { row, score };
  }
  return best && guess(best.row);
}
