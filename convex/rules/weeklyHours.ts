// A shop's opening hours as a few bytes, for the map's tiles (convex/model/mapTiles.ts): the map
// filters "open now" on the server and the list of shops in view says each shop's status, without
// the `opening_hours` package. Times are wall-clock minutes of the shop's own week (Monday 00:00 is
// 0), read in the shop's time zone at the moment asked about, so daylight saving needs nothing stored.
import { DAYS, DAY_NAMES, endMinutes, openMinutes, parseOpeningHours, type Week } from "./openingHours";

const MINUTES_PER_DAY = 24 * 60;
export const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

/** An opening in minutes of the week: [opens, closes), `closes` past MINUTES_PER_WEEK for Sunday nights. */
export type WeeklyRange = readonly [opens: number, closes: number];

// The bytes: one group per set of days with the same hours, a day mask byte (bit 0 Monday) then
// 3 bytes a range: bit 23 "another range of this group follows", bits 12-22 the opening minute of
// the day, bits 0-11 the closing minute counted from the same midnight (past 1440 after midnight).
const MORE = 1 << 23;

/** A valid, normalised week (rules/openingHours.ts) as bytes: "Mo-Fr 07:00-18:00; Sa,Su 08:00-17:00" takes 8. */
export function encodeWeek(week: Week): Uint8Array {
  const groups = new Map<string, number>();
  for (const [i, day] of DAYS.entries()) {
    if (week[day].length === 0) continue;
    const key = JSON.stringify(week[day]);
    groups.set(key, (groups.get(key) ?? 0) | (1 << i));
  }
  const bytes: number[] = [];
  for (const [key, mask] of groups) {
    bytes.push(mask);
    const ranges = JSON.parse(key) as Week["Mo"];
    ranges.forEach((range, i) => {
      const packed = (i < ranges.length - 1 ? MORE : 0) | (openMinutes(range) << 12) | endMinutes(range);
      bytes.push(packed >>> 16, (packed >>> 8) & 0xff, packed & 0xff);
    });
  }
  return Uint8Array.from(bytes);
}

/** The bytes of a shop's stored `opening_hours` value; null when it has none (or one the day editor cannot show). */
export function encodeOpeningHours(openingHours: string | undefined): Uint8Array | null {
  const week = parseOpeningHours(openingHours);
  return week ? encodeWeek(week) : null;
}

/** The openings the bytes describe, in minutes of the week, sorted. */
export function decodeWeek(bytes: Uint8Array): WeeklyRange[] {
  const ranges: [number, number][] = [];
  for (let at = 0; at < bytes.length;) {
    const mask = bytes[at++]!;
    let more = true;
    while (more && at + 3 <= bytes.length) {
      const packed = (bytes[at]! << 16) | (bytes[at + 1]! << 8) | bytes[at + 2]!;
      at += 3;
      more = (packed & MORE) !== 0;
      const opens = (packed >>> 12) & 0x7ff;
      const closes = packed & 0xfff;
      DAYS.forEach((_, day) => {
        if (mask & (1 << day)) ranges.push([day * MINUTES_PER_DAY + opens, day * MINUTES_PER_DAY + closes]);
      });
    }
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

const inWeek = (minute: number) => ((minute % MINUTES_PER_WEEK) + MINUTES_PER_WEEK) % MINUTES_PER_WEEK;

/** Whether the shop is open at `minute` of its week (a Sunday night range runs on into Monday). */
export function isOpenAt(ranges: readonly WeeklyRange[], minute: number): boolean {
  const at = inWeek(minute);
  return ranges.some(
    ([opens, closes]) =>
      (at >= opens && at < closes) || (at + MINUTES_PER_WEEK >= opens && at + MINUTES_PER_WEEK < closes),
  );
}

/** Minutes from `minute` until the shop next opens or closes; null when that never happens (open all week). */
export function minutesToChange(ranges: readonly WeeklyRange[], minute: number): number | null {
  const at = inWeek(minute);
  const open = isOpenAt(ranges, at);
  const ahead = ranges
    .flatMap(([opens, closes]) => [opens, closes])
    .map((edge) => inWeek(edge - at))
    .filter((d) => d > 0)
    .sort((a, b) => a - b);
  return ahead.find((d) => isOpenAt(ranges, at + d) !== open) ?? null;
}

const WEEKDAY_INDEX: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };
const formatters = new Map<string, Intl.DateTimeFormat>();
/** The last answer per time zone: a list of shops asks about the same instant for each row. */
const lastAnswers = new Map<string, { instant: number; minute: number | null }>();

/**
 * The minute of the week a clock in `timeZone` shows at `instant` (ms since the epoch); null for a
 * time zone the runtime does not know.
 */
export function minuteOfWeekIn(timeZone: string, instant: number): number | null {
  const last = lastAnswers.get(timeZone);
  if (last?.instant === instant) return last.minute;
  const minute = computeMinuteOfWeekIn(timeZone, instant);
  lastAnswers.set(timeZone, { instant, minute });
  return minute;
}

function computeMinuteOfWeekIn(timeZone: string, instant: number): number | null {
  let formatter = formatters.get(timeZone);
  try {
    if (!formatter) {
      formatter = new Intl.DateTimeFormat("en-US", {
        timeZone,
        weekday: "short",
        hour: "numeric",
        minute: "numeric",
        hourCycle: "h23",
      });
      formatters.set(timeZone, formatter);
    }
    const parts: Record<string, string> = {};
    for (const part of formatter.formatToParts(instant)) parts[part.type] = part.value;
    const day = WEEKDAY_INDEX[parts.weekday ?? ""];
    if (day === undefined) return null;
    return day * MINUTES_PER_DAY + (Number(parts.hour) % 24) * 60 + Number(parts.minute);
  } catch {
    return null;
  }
}

/** "6 pm", "7:30 am", "midnight", "noon", from minutes after midnight. */
export function clockText(minuteOfDay: number): string {
  const h = Math.floor(minuteOfDay / 60) % 24;
  const m = minuteOfDay % 60;
  if (m === 0 && h === 0) return "midnight";
  if (m === 0 && h === 12) return "noon";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m === 0 ? "" : `:${String(m).padStart(2, "0")}`} ${h < 12 ? "am" : "pm"}`;
}

/**
 * The status line of a shop at `minute` of its week, as the shop panel and the list of shops in view
 * both say it: "Open now · closes 6 pm", "Open 24 hours", "Closed · opens 7 am tomorrow",
 * "Closed · opens 9 am Monday", "Closed · opens 9 am next Monday".
 */
export function weeklyStatus(ranges: readonly WeeklyRange[], minute: number): string {
  const at = inWeek(minute);
  const change = minutesToChange(ranges, at);
  if (isOpenAt(ranges, at)) {
    if (change === null || change > MINUTES_PER_DAY) return "Open 24 hours";
    return `Open now · closes ${clockText((at + change) % MINUTES_PER_DAY)}`;
  }
  if (change === null) return "Closed";
  const next = at + change;
  const days = Math.floor(next / MINUTES_PER_DAY) - Math.floor(at / MINUTES_PER_DAY);
  const weekday = DAY_NAMES[DAYS[Math.floor(next / MINUTES_PER_DAY) % 7]!];
  const when = days <= 0 ? "" : days === 1 ? " tomorrow" : `${days >= 7 ? " next" : ""} ${weekday}`;
  return `Closed · opens ${clockText(next % MINUTES_PER_DAY)}${when}`;
}

/**
 * "Open now": a shop's status line at `instant`, read in its own time zone, from its week's bytes (what
 * a map marker carries); null for a time zone the runtime does not know.
 */
export function weekStatusAt(week: Uint8Array, timeZone: string, instant: number): string | null {
  const minute = minuteOfWeekIn(timeZone, instant);
  return minute === null ? null : weeklyStatus(decodeWeek(week), minute);
}

/** The same from a shop's stored `opening_hours` value (the shop panel); null when it has none the app can read. */
export function openStatus(openingHours: string | null | undefined, timeZone: string, instant: number): string | null {
  const week = encodeOpeningHours(openingHours ?? undefined);
  return week ? weekStatusAt(week, timeZone, instant) : null;
}

// A tile keeps its markers' weeks as one binary column: for each marker in order, a length byte
// (0 for a shop without structured hours) and then that many bytes of its week.

/** Markers' weeks (null: no structured hours) as a tile's binary column. */
export function packWeeks(weeks: readonly (Uint8Array | null)[]): ArrayBuffer {
  const bytes = new Uint8Array(weeks.reduce((size, week) => size + 1 + (week?.length ?? 0), 0));
  let at = 0;
  for (const week of weeks) {
    bytes[at++] = week?.length ?? 0;
    if (week) bytes.set(week, at);
    at += week?.length ?? 0;
  }
  return bytes.buffer;
}

/** The weeks of a tile's `count` markers; null for a marker without hours or past the column's end. */
export function unpackWeeks(column: ArrayBuffer | undefined, count: number): (Uint8Array | null)[] {
  const bytes = column ? new Uint8Array(column) : new Uint8Array();
  const weeks: (Uint8Array | null)[] = [];
  for (let at = 0; weeks.length < count;) {
    const length = at < bytes.length ? bytes[at]! : 0;
    weeks.push(length > 0 && at + 1 + length <= bytes.length ? bytes.slice(at + 1, at + 1 + length) : null);
    at += 1 + length;
  }
  return weeks;
}
