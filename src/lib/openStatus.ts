// "Open now" from a shop's stored `opening_hours` value, evaluated in the shop's own time zone.
// It runs in the browser (the panel re-renders each minute), so the queries stay deterministic and
// cacheable. The `opening_hours` package reads dates in the JavaScript engine's local time, so the
// shop's wall-clock time for "now" is found with Intl and handed to it as a local Date with those
// fields; what it answers is read back the same way (by fields, never by offsets), so the viewer's
// own time zone plays no part.
import opening_hours from "opening_hours";
import { clockText } from "@convex/rules/weeklyHours";

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * A Date whose local fields (year … second) are the wall-clock time in `timeZone` at `instant`:
 * what a clock on the shop's wall shows, in the form the `opening_hours` package reads.
 * Throws a RangeError for a time zone Intl does not know.
 *
 * When that wall time does not exist in the viewer's own zone (the hour their clocks skip in
 * spring), it is the same weekday and time a week earlier instead: the stored hours are a weekly
 * schedule (rules/openingHours.ts), so the answer is the same.
 */
export function wallClock(instant: Date, timeZone: string): Date {
  const f: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") f[part.type] = Number(part.value);
  }
  const [year, month, day, hour, minute, second] = [f.year!, f.month! - 1, f.day!, f.hour! % 24, f.minute!, f.second!];
  const local = new Date(year, month, day, hour, minute, second);
  if (local.getHours() === hour && local.getMinutes() === minute) return local;
  return new Date(year, month, day - 7, hour, minute, second);
}

/** Days between the calendar dates of two local Dates, counted on their fields (no daylight-saving drift). */
function daysBetween(from: Date, to: Date): number {
  const day = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((day(to) - day(from)) / DAY_MS);
}

/** Wall-clock minutes from one local Date to a later one, counted on their fields. */
function minutesBetween(from: Date, to: Date): number {
  const ofDay = (d: Date) => d.getHours() * 60 + d.getMinutes();
  return daysBetween(from, to) * 24 * 60 + ofDay(to) - ofDay(from);
}

/** "6 pm", "7:30 am", "midnight", "noon". */
export function clockTime(date: Date): string {
  return clockText(date.getHours() * 60 + date.getMinutes());
}

/** "" today, " tomorrow", " Monday" this week, " next Monday" a week on. */
function whenSuffix(days: number, date: Date): string {
  if (days <= 0) return "";
  if (days === 1) return " tomorrow";
  return `${days >= 7 ? " next" : ""} ${WEEKDAYS[date.getDay()]}`;
}

type Evaluation = { open: boolean; local: Date; next: Date | undefined };

function evaluate(openingHours: string | null | undefined, timeZone: string, now: Date): Evaluation | null {
  if (!openingHours) return null;
  try {
    const hours = new opening_hours(openingHours, null);
    const local = wallClock(now, timeZone);
    return { open: hours.getState(local), local, next: hours.getNextChange(local) };
  } catch {
    return null; // a value the package cannot read, or an unknown time zone: treated as not confirmed
  }
}

/**
 * The shop panel's status line for `now`: "Open now · closes 6 pm", "Closed · opens 7 am tomorrow",
 * "Closed · opens 9 am Monday", "Open 24 hours"; null when the shop has no structured hours (the
 * panel then says MESSAGES.hoursNotConfirmed).
 */
export function openStatus(openingHours: string | null | undefined, timeZone: string, now: Date): string | null {
  const state = evaluate(openingHours, timeZone, now);
  if (!state) return null;
  const { open, local, next } = state;
  if (open) {
    // Open with no change ahead ("24/7"), or not closing within the next 24 hours.
    if (!next || minutesBetween(local, next) > 24 * 60) return "Open 24 hours";
    return `Open now · closes ${clockTime(next)}`;
  }
  if (!next) return "Closed";
  return `Closed · opens ${clockTime(next)}${whenSuffix(daysBetween(local, next), next)}`;
}

/** Whether the shop is open at `now`. A shop without structured hours never counts as open. */
export function isOpenNow(openingHours: string | null | undefined, timeZone: string, now: Date): boolean {
  return evaluate(openingHours, timeZone, now)?.open ?? false;
}
