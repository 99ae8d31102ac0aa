// A shop's opening hours per day of the week, as the add and edit forms collect them, and their
// OpenStreetMap `opening_hours` form (https://wiki.openstreetmap.org/wiki/Key:opening_hours), which
// is what the shop stores; "open now" is read from it by rules/weeklyHours.ts (the `opening_hours`
// package, in the tests, is the reference both are checked against).
// Shared by the forms (checked first) and the server.
import { MESSAGES } from "./messages";

/** Days in OpenStreetMap's two-letter codes, Monday first. */
export const DAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;
export type Day = (typeof DAYS)[number];

export const DAY_NAMES: Record<Day, string> = {
  Mo: "Monday",
  Tu: "Tuesday",
  We: "Wednesday",
  Th: "Thursday",
  Fr: "Friday",
  Sa: "Saturday",
  Su: "Sunday",
};

/**
 * One opening, "HH:MM" to "HH:MM" (24-hour clock). A range that closes at or before it opens runs
 * past midnight into the next day ("18:00"–"02:00"); "24:00" closes at the end of the day.
 */
export type TimeRange = { open: string; close: string };

/** Each day's openings, in order; an empty list is a closed day. */
export type Week = Record<Day, TimeRange[]>;

export const MAX_RANGES_PER_DAY = 3;

const MINUTES_PER_DAY = 24 * 60;
const OPEN_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const CLOSE_TIME = /^(?:([01]\d|2[0-3]):([0-5]\d)|(24):(00))$/;

/** Minutes after midnight of a valid time ("24:00" is 1440); NaN when it is not one. */
function minutes(time: string, pattern: RegExp): number {
  const match = pattern.exec(time);
  if (!match) return NaN;
  const [h, m] = match.slice(1).filter((part) => part !== undefined);
  return Number(h) * 60 + Number(m);
}

/** Where a range starts, in minutes after its day's midnight. */
export const openMinutes = (range: TimeRange) => minutes(range.open, OPEN_TIME);
/** Where a range ends, counted from the start of its own day: past 1440 when it runs past midnight. */
export function endMinutes(range: TimeRange): number {
  const open = openMinutes(range);
  const close = minutes(range.close, CLOSE_TIME);
  return close <= open ? close + MINUTES_PER_DAY : close;
}

export const nextDay = (day: Day): Day => DAYS[(DAYS.indexOf(day) + 1) % DAYS.length]!;
const previousDay = (day: Day): Day => DAYS[(DAYS.indexOf(day) + DAYS.length - 1) % DAYS.length]!;

/** A week with every day closed. */
export function closedWeek(): Week {
  return Object.fromEntries(DAYS.map((day) => [day, []])) as unknown as Week;
}

/** A week with every day open over the same ranges. */
export function sameEveryDay(ranges: TimeRange[]): Week {
  return Object.fromEntries(DAYS.map((day) => [day, ranges.map((range) => ({ ...range }))])) as unknown as Week;
}

/** "7:05" → "07:05"; anything that is not h:mm is left for the check to refuse. */
function padTime(time: string): string {
  const value = time.trim();
  return /^\d:\d\d$/.test(value) ? `0${value}` : value;
}

/**
 * The week as stored: times padded, a range closing at "00:00" closes at "24:00" (the end of its
 * day, not the start), and each day's ranges in opening order.
 */
export function normalizeWeek(week: Week): Week {
  const day = (ranges: TimeRange[]) =>
    ranges
      .map((range) => {
        const open = padTime(range.open);
        const close = padTime(range.close);
        return { open, close: close === "00:00" && open !== "00:00" ? "24:00" : close };
      })
      .sort((a, b) => (openMinutes(a) || 0) - (openMinutes(b) || 0));
  return Object.fromEntries(DAYS.map((d) => [d, day(week[d] ?? [])])) as unknown as Week;
}

/**
 * What is wrong with a (normalised) week, or null: each time is HH:MM, a range never closes when it
 * opens, at most MAX_RANGES_PER_DAY ranges a day, no overlaps within a day or from a range past
 * midnight into the next day's first, and at least one day open.
 */
export function weekError(week: Week): string | null {
  for (const day of DAYS) {
    const ranges = week[day];
    const name = DAY_NAMES[day];
    if (ranges.length > MAX_RANGES_PER_DAY) return MESSAGES.hoursTooManyRanges(name, MAX_RANGES_PER_DAY);
    for (const range of ranges) {
      const open = openMinutes(range);
      const close = minutes(range.close, CLOSE_TIME);
      if (Number.isNaN(open) || Number.isNaN(close)) return MESSAGES.hoursBadTime(name);
      if (open === close % MINUTES_PER_DAY && !(open === 0 && close === MINUTES_PER_DAY))
        return MESSAGES.hoursEmptyRange(name);
    }
    const sorted = [...ranges].sort((a, b) => openMinutes(a) - openMinutes(b));
    for (let i = 1; i < sorted.length; i++) {
      if (openMinutes(sorted[i]!) < endMinutes(sorted[i - 1]!)) return MESSAGES.hoursOverlap(name);
    }
  }
  for (const day of DAYS) {
    const last = week[day].reduce((end, range) => Math.max(end, endMinutes(range)), 0);
    const next = nextDay(day);
    const firstNext = Math.min(...week[next].map(openMinutes));
    if (last > MINUTES_PER_DAY && firstNext + MINUTES_PER_DAY < last)
      return MESSAGES.hoursOverlapNextDay(DAY_NAMES[day], DAY_NAMES[next]);
  }
  if (DAYS.every((day) => week[day].length === 0)) return MESSAGES.hoursNoOpenDay;
  return null;
}

const spillsPastMidnight = (ranges: TimeRange[]) => ranges.some((range) => endMinutes(range) > MINUTES_PER_DAY);
const isAllDay = (ranges: TimeRange[]) =>
  ranges.length === 1 && ranges[0]!.open === "00:00" && ranges[0]!.close === "24:00";

/** "Mo,Tu" for two days, "Mo-Fr" for a run of three or more, runs joined by commas. */
function daySelector(days: Day[]): string {
  const indexes = days.map((day) => DAYS.indexOf(day)).sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < indexes.length;) {
    let j = i;
    while (j + 1 < indexes.length && indexes[j + 1] === indexes[j]! + 1) j++;
    const run = indexes.slice(i, j + 1).map((index) => DAYS[index]!);
    parts.push(run.length >= 3 ? `${run[0]}-${run[run.length - 1]}` : run.join(","));
    i = j + 1;
  }
  return parts.join(",");
}

/**
 * A valid, normalised week in `opening_hours` syntax: days with the same hours share a rule, in
 * week order, closed days last ("Mo-Fr 07:00-12:00,13:00-18:00; Sa 08:00-14:00; Su off"), and a
 * week open all day every day is "24/7".
 *
 * A normal rule (after ";") replaces everything earlier rules said about its days, including the
 * hours after midnight of a range that started the day before. So a rule for a day that follows
 * such a range is joined with "," (an additional rule, which adds instead of replacing), and a
 * closed day that follows one is said first, before the rule that runs into it.
 */
export function toOpeningHours(week: Week): string {
  if (DAYS.every((day) => isAllDay(week[day]))) return "24/7";
  const hoursOf = (day: Day) =>
    week[day].length === 0 ? "off" : week[day].map((r) => `${r.open}-${r.close}`).join(",");
  const groups = new Map<string, Day[]>();
  for (const day of DAYS) groups.set(hoursOf(day), [...(groups.get(hoursOf(day)) ?? []), day]);

  const followsSpill = (day: Day) => spillsPastMidnight(week[previousDay(day)]);
  const rules = [...groups].map(([hours, days]) => ({ hours, days }));
  const closedAfterNight = (rule: (typeof rules)[number]) => rule.hours === "off" && rule.days.some(followsSpill);
  const ordered = [
    ...rules.filter(closedAfterNight),
    ...rules.filter((rule) => rule.hours !== "off"),
    ...rules.filter((rule) => rule.hours === "off" && !closedAfterNight(rule)),
  ];
  const said = new Set<Day>();
  return ordered
    .map((rule, i) => {
      const additional = rule.days.some((day) => followsSpill(day) && said.has(previousDay(day)));
      rule.days.forEach((day) => said.add(day));
      const text = `${daySelector(rule.days)} ${rule.hours}`;
      return i === 0 ? text : `${additional ? ", " : "; "}${text}`;
    })
    .join("");
}

const DAY_TOKEN = "(?:Mo|Tu|We|Th|Fr|Sa|Su)";
const DAY_PART = new RegExp(`^(${DAY_TOKEN})(?:-(${DAY_TOKEN}))?$`);
const RULE = new RegExp(`^(${DAY_TOKEN}(?:-${DAY_TOKEN})?(?:,${DAY_TOKEN}(?:-${DAY_TOKEN})?)*)\\s+(.+)$`);
const TIME_RANGE = /^(\d{1,2}:\d\d)-(\d{1,2}:\d\d)$/;

function parseDays(selector: string): Day[] | null {
  const days: Day[] = [];
  for (const part of selector.split(",")) {
    const match = DAY_PART.exec(part);
    if (!match) return null;
    const from = DAYS.indexOf(match[1] as Day);
    const to = match[2] ? DAYS.indexOf(match[2] as Day) : from;
    for (let i = from; ; i = (i + 1) % DAYS.length) {
      days.push(DAYS[i]!);
      if (i === to) break;
    }
  }
  return days;
}

/**
 * The week an `opening_hours` value describes, for the edit form: the subset `toOpeningHours`
 * writes ("24/7"; rules of days and comma-separated HH:MM-HH:MM ranges or "off"/"closed", joined by
 * ";" or by "," for additional rules). Null for anything else (the form then starts unset).
 */
export function parseOpeningHours(value: string | undefined | null): Week | null {
  const text = value?.trim() ?? "";
  if (text === "") return null;
  if (text === "24/7") return sameEveryDay([{ open: "00:00", close: "24:00" }]);
  const week = closedWeek();
  for (const normal of text.split(/\s*;\s*/)) {
    // "," also separates days and time ranges; between rules it follows a time or "off" and precedes a day.
    const rules = normal.split(new RegExp(`(?<=\\d|off|closed),\\s*(?=${DAY_TOKEN})`));
    for (const [i, rule] of rules.entries()) {
      const match = RULE.exec(rule.trim());
      if (!match) return null;
      const days = parseDays(match[1]!);
      if (!days) return null;
      const hours = match[2]!.trim();
      const ranges: TimeRange[] = [];
      if (hours !== "off" && hours !== "closed") {
        for (const part of hours.split(/\s*,\s*/)) {
          const range = TIME_RANGE.exec(part);
          if (!range) return null;
          ranges.push({ open: range[1]!, close: range[2]! });
        }
      }
      for (const day of days) {
        if (i > 0 && ranges.length > 0) week[day] = [...week[day], ...ranges];
        else week[day] = ranges.map((r) => ({ ...r }));
      }
    }
  }
  return normalizeWeek(week);
}

/**
 * Whether a week has a day open at `minute` (minutes after Monday 00:00, 0 to 7 × 1440), counting ranges past
 * midnight: what a week means, read straight from the form's ranges. The app says "open now" with
 * rules/weeklyHours.ts; the tests check its bytes and the `opening_hours` text against this.
 */
export function isOpenInWeek(week: Week, minute: number): boolean {
  const week7 = DAYS.length * MINUTES_PER_DAY;
  return DAYS.some((day, i) =>
    week[day].some((range) => {
      const start = i * MINUTES_PER_DAY + openMinutes(range);
      const end = i * MINUTES_PER_DAY + endMinutes(range);
      const at = ((minute % week7) + week7) % week7;
      return (at >= start && at < end) || (at + week7 >= start && at + week7 < end);
    }),
  );
}
