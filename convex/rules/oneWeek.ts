// A shop's typed "Hours" and its per-day week are one fact (docs/product.md §3, "One week"): the
// week is what open now, the panel and the list read; typed hours that can be read set it, and typed
// hours that cannot are a note beside it. So the two can never say different things.
import { describeWeek } from "./hoursText";
import { normalizeWeek, toOpeningHours, weekError, type Week } from "./openingHours";
import { weekFromTypedHours } from "./typedHours";

/** Whether two weeks are the same hours. */
export function sameWeek(a: Week, b: Week): boolean {
  return toOpeningHours(normalizeWeek(a)) === toOpeningHours(normalizeWeek(b));
}

/** The week typed hours say, when they can be read for sure and make a valid week; else null. */
export function weekOfTyped(typed: string | undefined): Week | null {
  const week = weekFromTypedHours(typed);
  return week && !weekError(week) ? week : null;
}

/**
 * The week a save stores: the week the typed hours say when they can be read (a week sent beside
 * them must be the same: "disagree" otherwise); else the week sent, else the stored one (`kept`,
 * when the save left the week out). Null: no week.
 */
export function weekToStore(typed: string, sent: Week | null | undefined, kept: Week | null): Week | null | "disagree" {
  const said = weekOfTyped(typed);
  if (said) return sent && !sameWeek(sent, said) ? "disagree" : said;
  return sent === undefined ? kept : sent;
}

/**
 * What the panel shows of the typed hours beside the week: nothing when they only say the week
 * (or are a stale wording of another), the text as a note when the week cannot say it ("closed on
 * holidays"), and the text itself when there is no week.
 */
export function typedHoursNote(typed: string, week: Week | null): string | null {
  if (typed.trim() === "") return null;
  if (!week) return typed;
  return weekFromTypedHours(typed) ? null : typed;
}

/**
 * The typed hours after a day of the week was edited: the week in words while the text said the
 * week (or was empty), so they stay in step; a note the week cannot say stays as it is. No week:
 * the words of the old one are cleared. While a time is half typed the text waits.
 */
export function typedAfterDayEdit(typed: string, week: Week | null): string {
  const inStep = typed.trim() === "" || weekFromTypedHours(typed) !== null;
  if (!inStep) return typed;
  if (!week) return "";
  const normalized = normalizeWeek(week);
  return weekError(normalized) ? typed : describeWeek(normalized); // half-typed times wait
}

/**
 * Whether the form must ask which is right: the typed hours read as a different week from the
 * days (a shop saved before they were one fact).
 */
export function hoursDisagree(typed: string, week: Week | null): boolean {
  const said = weekOfTyped(typed);
  return said !== null && week !== null && !sameWeek(said, week);
}
