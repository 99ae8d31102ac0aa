// The opening-hours arguments of shops.create and shops.update, and what the shop stores from them.
import { ConvexError, v } from "convex/values";
import { normalizeWeek, toOpeningHours, weekError, type Week } from "../rules/openingHours";
import { weekFromTypedHours } from "../rules/typedHours";

const ranges = v.array(v.object({ open: v.string(), close: v.string() }));

/** A week of opening hours (rules/openingHours.ts): each day's ranges, an empty list for a closed day. */
export const weekValidator = v.object({
  Mo: ranges,
  Tu: ranges,
  We: ranges,
  Th: ranges,
  Fr: ranges,
  Sa: ranges,
  Su: ranges,
});

/** Optional, so older callers keep working: left out keeps the stored hours, null clears them. */
export const openingHoursArg = v.optional(v.union(v.null(), weekValidator));

/** The `opening_hours` value to store for a week, after the same checks the forms make. */
function storedOpeningHours(week: Week): string {
  const normalized = normalizeWeek(week);
  const problem = weekError(normalized);
  if (problem) throw new ConvexError(problem);
  return toOpeningHours(normalized);
}

/**
 * The `opening_hours` a shop stores: the week given, else the hours it keeps (`kept`), else its typed
 * "Hours" text when that can be read for sure ("Daily 7am-5pm"). One source of truth: the panel never
 * says "Hours not confirmed" above hours it could read. Undefined when there are none.
 */
export function openingHoursToStore(
  week: Week | null | undefined,
  typedHours: string,
  kept?: string,
): string | undefined {
  if (week) return storedOpeningHours(week);
  if (kept) return kept;
  const typed = weekFromTypedHours(typedHours);
  return typed && !weekError(typed) ? toOpeningHours(typed) : undefined;
}
