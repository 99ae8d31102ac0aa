// The opening-hours arguments of shops.create and shops.update, and what the shop stores from them.
import { ConvexError, v } from "convex/values";
import { normalizeWeek, toOpeningHours, weekError, type Week } from "../rules/openingHours";
import { weekFromTypedHours } from "../rules/typedHours";

const ranges = v.array(v.object({ open: v.string(), close: v.string() }));

/** A week of opening hours (rules/openingHours.ts): each day's ranges, an empty list for a closed day. */
export const weekValidator = v.object({ Mo: ranges, Tu: ranges, We: ranges, Th: ranges, Fr: ranges, Sa: ranges, Su: ranges });

/** Optional, so older callers keep working: left out keeps the stored hours, null clears them. */
export const openingHoursArg = v.optional(v.union(v.null(), weekValidator));

/** The `opening_hours` value to store for a week, after the same checks the forms make. */
export function storedOpeningHours(week: Week): string {
  const normalized = normalizeWeek(week);
  const problem = weekError(normalized);
  if (problem) throw new ConvexError(problem);
  return toOpeningHours(normalized);
}

/**
 * The typed "Hours" text as `opening_hours`, when no week was given and the text can be read for
 * sure ("Daily 7am-5pm"): one source of truth, so the panel never says "Hours not confirmed" above
 * hours it could read. Undefined when it cannot.
 */
export function openingHoursFromText(text: string): string | undefined {
  const week = weekFromTypedHours(text);
  return week && !weekError(week) ? toOpeningHours(week) : undefined;
}
