// Documents from before countries (shops, places, profiles) have no `country` and are in the US until
// the addressCountries migration writes it (convex/migrations.ts, decision 34). An index read for a
// country reads both keys for the US, so nothing goes missing between the deploy and the migration.
import type { PaginationOptions, PaginationResult } from "convex/server";
import { DEFAULT_COUNTRY } from "../rules/countries";

/** The values `country` has on documents of a country: the US's include "absent". */
export function countryKeys(country: string): (string | undefined)[] {
  return country === DEFAULT_COUNTRY ? [DEFAULT_COUNTRY, undefined] : [country];
}

/** Reads each key's range and joins them (all of the first, then the next: callers sort when it matters). */
export async function eachCountryKey<T>(
  country: string,
  read: (key: string | undefined) => Promise<T[]>,
): Promise<T[]> {
  const parts = await Promise.all(countryKeys(country).map(read));
  return parts.flat();
}

/**
 * One page across each key's range in turn (the US's, then the absent key's): the cursor says which key
 * and where in it. A page ends where its key's range ends, so a page at the seam may be short; `any` says
 * whether a key's range has a document at all, so an empty one (after the migration, the absent key's) is
 * stepped over instead of costing an empty page.
 */
export async function pageAcrossCountryKeys<T>(
  country: string,
  options: PaginationOptions,
  read: (key: string | undefined, options: PaginationOptions) => Promise<PaginationResult<T>>,
  any: (key: string | undefined) => Promise<boolean>,
): Promise<PaginationResult<T>> {
  const keys = countryKeys(country);
  const at = splitKeyCursor(options.cursor);
  const end = options.endCursor ? splitKeyCursor(options.endCursor) : null;
  let index = Math.min(at.index, keys.length - 1);
  // A key's range with nothing in it is stepped over rather than given an empty page.
  if (at.inner === null) while (index < keys.length - 1 && !(await any(keys[index]))) index += 1;
  const { endCursor: _end, ...rest } = options;
  const page = await read(keys[index], {
    ...rest,
    cursor: at.inner,
    ...(end && end.index === index ? { endCursor: end.inner } : {}),
  });
  const last = index === keys.length - 1 || (page.isDone && !(await any(keys[index + 1])));
  return {
    page: page.page,
    isDone: page.isDone && last,
    continueCursor: page.isDone && !last ? `${index + 1}|` : `${index}|${page.continueCursor}`,
  };
}

function splitKeyCursor(cursor: string | null): { index: number; inner: string | null } {
  const bar = cursor?.indexOf("|") ?? -1;
  if (cursor === null || bar < 0) return { index: 0, inner: null };
  const index = Number(cursor.slice(0, bar));
  const inner = cursor.slice(bar + 1);
  return { index: Number.isInteger(index) && index >= 0 ? index : 0, inner: inner === "" ? null : inner };
}
