// Opening hours as people type them in the shop form's "Hours" box ("Daily 7am-5pm", "Mon-Fri 6-2,
// Sat 8am-4pm") to the week the day-by-day editor holds. One source of truth: what the shop stores
// is the week; the typed text fills it when it can be read (`describeWeek` says a week in words).
import { DAYS, closedWeek, normalizeWeek, sameEveryDay, type Day, type TimeRange, type Week } from "./openingHours";

const DAY_WORDS: Record<string, Day> = {
  mo: "Mo",
  mon: "Mo",
  monday: "Mo",
  tu: "Tu",
  tue: "Tu",
  tues: "Tu",
  tuesday: "Tu",
  we: "We",
  wed: "We",
  weds: "We",
  wednesday: "We",
  th: "Th",
  thu: "Th",
  thur: "Th",
  thurs: "Th",
  thursday: "Th",
  fr: "Fr",
  fri: "Fr",
  friday: "Fr",
  sa: "Sa",
  sat: "Sa",
  saturday: "Sa",
  su: "Su",
  sun: "Su",
  sunday: "Su",
};
const ALL: Day[] = [...DAYS];
const GROUPS: Record<string, Day[]> = {
  daily: ALL,
  everyday: ALL,
  "every day": ALL,
  "7 days": ALL,
  weekdays: ["Mo", "Tu", "We", "Th", "Fr"],
  weekends: ["Sa", "Su"],
  weekend: ["Sa", "Su"],
};

/** "7", "7am", "7:30 pm", "19:00", "noon", "midnight" to "HH:MM"; `meridiem` fills in a bare hour. */
function clock(text: string, meridiem: "am" | "pm" | null): string | null {
  const word = text.trim().toLowerCase().replace(/\./g, "");
  if (word === "noon") return "12:00";
  if (word === "midnight") return "24:00";
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm|a|p)?$/.exec(word);
  if (!match) return null;
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  const half = match[3] ? (match[3].startsWith("a") ? "am" : "pm") : meridiem;
  if (minute > 59 || hour > 24) return null;
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === "pm" ? 12 : 0);
  }
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

const bareHour = (text: string) => /^\d{1,2}$/.test(text.trim());
const saysPm = (text: string) => /\d\s*p\.?m?\.?$/i.test(text.trim());

/**
 * "7am-5pm", "6:30 am – 7 pm", "19:00-02:00" (past midnight), and bare hours read as a coffee shop
 * means them: "7-5" is 7 am to 5 pm, "1-5pm" 1 pm to 5 pm, "7-5pm" 7 am to 5 pm.
 */
function timeRange(text: string): TimeRange | null {
  const parts = text.split(/\s*(?:-|–|—|\bto\b)\s*/i);
  if (parts.length !== 2) return null;
  const [first, second] = parts as [string, string];
  let open = clock(first, null);
  let close = clock(second, null);
  if (!open || !close) return null;
  if (bareHour(first) && saysPm(second)) {
    const afternoon = clock(first, "pm");
    if (afternoon && afternoon < close) open = afternoon;
  }
  if (bareHour(second) && close <= open) {
    const afternoon = clock(second, "pm");
    if (afternoon && afternoon > open) close = afternoon;
  }
  return open === close || open === "24:00" ? null : { open, close };
}

/** "Mon-Fri", "Sat & Sun", "Weekdays", "Tue,Thu", "Daily" to days; null when it is not days. */
function days(text: string): Day[] | null {
  const words = text.trim().toLowerCase().replace(/\./g, "").replace(/:$/, "");
  if (words === "") return null;
  if (GROUPS[words]) return GROUPS[words]!;
  const picked: Day[] = [];
  for (const part of words.split(/\s*(?:,|&|\/|\band\b)\s*/)) {
    if (part === "") continue;
    const span = part.split(/\s*(?:-|–|—|to|thru|through)\s*/);
    const from = DAY_WORDS[span[0]!];
    const to = span.length === 2 ? DAY_WORDS[span[1]!] : from;
    if (!from || !to || span.length > 2) return null;
    for (let i = DAYS.indexOf(from); ; i = (i + 1) % DAYS.length) {
      if (!picked.includes(DAYS[i]!)) picked.push(DAYS[i]!);
      if (DAYS[i] === to) break;
    }
  }
  return picked.length > 0 ? picked : null;
}

/**
 * The week typed hours describe, or null when they cannot be read for sure. Rules are separated by
 * ";", "," or new lines; each is days then hours ("Sat 8am-4pm"), hours then days ("7am-5pm daily"),
 * hours alone (every day), or days with "closed". Days before a comma join the next rule ("Mon, Wed
 * 7 am–5 pm"); hours alone after a rule add a later range to its days ("Sat 7-11 am, 1-5 pm"), which
 * is how `describeWeek` says a week, so a week said in words reads back as itself.
 * "Open 24 hours" / "24/7" is all day, every day.
 */
export function weekFromTypedHours(text: string | undefined | null): Week | null {
  const typed = (text ?? "").trim();
  if (typed === "") return null;
  if (/^(open\s+)?(24\/7|24 hours( a day)?|24h)(,? (daily|every day|7 days))?$/i.test(typed))
    return sameEveryDay([{ open: "00:00", close: "24:00" }]);
  const week = closedWeek();
  let said = false;
  let pending = ""; // days said before a comma
  let last: Day[] | null = null; // the days of the rule before, for a later range
  for (const piece of typed.split(/\s*(?:;|\n|,)\s*/)) {
    if (piece === "") continue;
    const rule = pending ? `${pending}, ${piece}` : piece;
    const closed = /^(.*?)[:\s]+(closed|off)$/i.exec(rule);
    if (closed) {
      const which = days(closed[1]!);
      if (!which) return null;
      for (const day of which) week[day] = [];
      [pending, last] = ["", null];
      continue;
    }
    if (!/\d|noon|midnight/i.test(piece)) {
      if (!days(rule)) return null;
      pending = rule;
      continue;
    }
    const read = ruleOf(rule);
    if (!read) return null;
    if (read.days === null && last && !pending) {
      if (!addLater(week, last, read.range)) return null;
    } else {
      last = read.days ?? ALL;
      for (const day of last) week[day] = [{ ...read.range }];
    }
    [pending, said] = ["", true];
  }
  return said && pending === "" ? normalizeWeek(week) : null;
}

/** "Sat 8am-4pm", "7am-5pm daily" or "7am-5pm": its days (null when none are said) and its hours. */
function ruleOf(rule: string): { days: Day[] | null; range: TimeRange } | null {
  const match = /^(?:(.*?[a-z.])[:\s]+)?(\d.*?|noon.*?)(?:\s+(daily|every day|weekdays|weekends))?$/i.exec(rule);
  if (!match) return null;
  const named = match[1] ?? match[3];
  const which = named ? days(named) : null;
  const range = timeRange(match[2]!);
  if ((named && !which) || !range) return null;
  return { days: which, range };
}

/** A later range on the days of the rule before; false (do not guess) when it does not start after their last. */
function addLater(week: Week, which: Day[], range: TimeRange): boolean {
  for (const day of which) {
    const before = week[day].at(-1);
    if (!before || range.open <= before.close || before.close <= before.open) return false;
    week[day].push({ ...range });
  }
  return true;
}
