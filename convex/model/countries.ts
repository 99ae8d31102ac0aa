// Documents from before countries (shops, places, profiles) have no `country` and are in the US until
// the addressCountries migration writes it (convex/migrations.ts, decision 34). An index read for a
// country reads both keys for the US, so nothing goes missing between the deploy and the migration.
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
