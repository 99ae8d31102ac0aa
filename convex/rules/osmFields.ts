// Which shop fields an OpenStreetMap place writes, and which of them a later import may change: only those that
// still hold what the last import wrote (nobody here has edited them since).
import { countryOf, DEFAULT_COUNTRY, normalizePostalCode, normalizeRegion, regionName } from "./countries";
import type { OsmShopDraft } from "./osmCafes";
import { describeWeek } from "./hoursText";
import { parseOpeningHours, toOpeningHours } from "./openingHours";

export type OsmShopFields = Record<string, string | boolean>;

/** Hours the app reads become its week and the text of it; others stay as OpenStreetMap wrote them, as text. */
function hoursOf(openingHours: string | undefined): OsmShopFields {
  if (!openingHours) return {};
  const week = parseOpeningHours(openingHours);
  return week ? { openingHours: toOpeningHours(week), hours: describeWeek(week) } : { hours: openingHours };
}

/**
 * The address's country and region as a shop stores them: the place's own `addr:country` when it names one the
 * app knows, else the country of the city the import was started from; a region only where that country has it.
 */
function placeOf(draft: OsmShopDraft, importCountry: string): OsmShopFields {
  const country = countryOf(draft.country)?.code ?? countryOf(importCountry)?.code ?? DEFAULT_COUNTRY;
  const region = draft.region ? normalizeRegion(country, draft.region) : "";
  return {
    country,
    ...(region && regionName(country, region) ? { state: region } : {}),
    ...(draft.postalCode ? { postalCode: normalizePostalCode(draft.postalCode) } : {}),
  };
}

/** The shop fields a draft fills (the address as the form stores it: the city in capitals). */
export function shopFieldsOf(draft: OsmShopDraft, importCountry = DEFAULT_COUNTRY): OsmShopFields {
  const fields: OsmShopFields = {
    name: draft.name,
    streetAddress: draft.streetAddress,
    city: draft.city.toUpperCase(),
    ...placeOf(draft, importCountry),
    ...hoursOf(draft.openingHours),
  };
  if (draft.website) fields["website"] = draft.website;
  for (const key of ["dairyFree", "outdoorSeating", "indoorSeating", "wifi", "stepFreeAccess"] as const) {
    if (draft[key] !== undefined) fields[key] = draft[key];
  }
  return fields;
}

/**
 * The changes a later import makes to a shop: each field whose value is still the one the last import wrote (or
 * that it never wrote and the shop lacks), set to OpenStreetMap's new value. A field someone edited is kept.
 */
export function fieldsToUpdate(
  shop: Record<string, unknown>,
  lastImported: OsmShopFields,
  fresh: OsmShopFields,
): OsmShopFields {
  const changes: OsmShopFields = {};
  for (const [field, value] of Object.entries(fresh)) {
    const current = shop[field];
    const untouched = field in lastImported ? current === lastImported[field] : current === undefined || current === "";
    if (untouched && current !== value) changes[field] = value;
  }
  return changes;
}
