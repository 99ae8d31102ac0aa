// The opening-hours arguments of shops.create and shops.update, and what the shop stores from them.
import { ConvexError, v } from "convex/values";
import { MESSAGES } from "../rules/messages";
import { normalizeWeek, parseOpeningHours, toOpeningHours, weekError, type Week } from "../rules/openingHours";
import { weekOfTyped, weekToStore } from "../rules/oneWeek";

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
 * The `opening_hours` a shop stores: one week with its typed "Hours" (rules/oneWeek.ts). Typed hours
 * that can be read are the week, and a different week sent beside them is refused, so a stale pair
 * is never saved; else the week sent, else the one it keeps (`kept`). Undefined when there is none.
 */
export function openingHoursToStore(
  week: Week | null | undefined,
  typedHours: string,
  kept?: string,
): string | undefined {
  const keptWeek = parseOpeningHours(kept);
  // Stored hours the day editor cannot show stay as they are until a week replaces them.
  if (week === undefined && kept && !keptWeek && !weekOfTyped(typedHours)) return kept;
  const stored = weekToStore(typedHours, week, keptWeek);
  if (stored === "disagree") throw new ConvexError(MESSAGES.hoursDisagree);
  return stored ? storedOpeningHours(stored) : undefined;
}
