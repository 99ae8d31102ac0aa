// Opening hours in words: how a stored week reads in the shop's edit history and as people write hours
// ("Daily 7 am–5 pm"). The week itself and its `opening_hours` form are rules/openingHours.ts.
import { DAYS, parseOpeningHours, type Day, type Week } from "./openingHours";
import type { FieldChange } from "./shopForm";

/** How opening hours read in a shop's edit history. */
export function displayOpeningHours(value: string | undefined): string {
  return value && value !== "" ? value : "Not set";
}

/** Stored `opening_hours` (or the history's "Not set") as people write hours: "Mo-Su 07:00-17:00" reads "Daily 7 am–5 pm". */
export function describeOpeningHours(value: string): string {
  const week = parseOpeningHours(value);
  return week ? describeWeek(week) : value;
}

/** The edit-history entry for a change of opening hours (none when they are the same). */
export function openingHoursChanges(before: string | undefined, after: string | undefined): FieldChange[] {
  const from = displayOpeningHours(before);
  const to = displayOpeningHours(after);
  return from === to ? [] : [{ field: "openingHours", before: from, after: to }];
}

const SHORT: Record<Day, string> = { Mo: "Mon", Tu: "Tue", We: "Wed", Th: "Thu", Fr: "Fri", Sa: "Sat", Su: "Sun" };

/** "07:00" as "7 am", "17:30" as "5:30 pm", "24:00" as "midnight". */
function spoken(time: string): string {
  const [h, m] = time.split(":").map(Number) as [number, number];
  if (h === 24 || (h === 0 && m === 0)) return "midnight";
  if (h === 12 && m === 0) return "noon";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m ? `:${String(m).padStart(2, "0")}` : ""} ${h < 12 ? "am" : "pm"}`;
}

/** Consecutive days as "Mon–Fri", single ones by name, "Daily" for all seven. */
function dayText(picked: Day[]): string {
  if (picked.length === 7) return "Daily";
  const runs: Day[][] = [];
  for (const day of picked) {
    const last = runs.at(-1);
    if (last && DAYS.indexOf(day) === DAYS.indexOf(last.at(-1)!) + 1) last.push(day);
    else runs.push([day]);
  }
  return runs
    .map((run) => (run.length > 2 ? `${SHORT[run[0]!]}–${SHORT[run.at(-1)!]}` : run.map((d) => SHORT[d]).join(", ")))
    .join(", ");
}

/** A week in words, as people write hours: "Daily 7 am–5 pm", "Mon–Fri 6 am–2 pm, Sat 8 am–4 pm, Sun closed". */
export function describeWeek(week: Week): string {
  if (DAYS.every((day) => week[day].length === 1 && week[day][0]!.open === "00:00" && week[day][0]!.close === "24:00"))
    return "Open 24 hours";
  const hoursOf = (day: Day) =>
    week[day].length === 0 ? "closed" : week[day].map((r) => `${spoken(r.open)}–${spoken(r.close)}`).join(", ");
  const groups = new Map<string, Day[]>();
  for (const day of DAYS) groups.set(hoursOf(day), [...(groups.get(hoursOf(day)) ?? []), day]);
  const open = [...groups].filter(([hours]) => hours !== "closed");
  const closed = groups.get("closed");
  return [
    ...open.map(([hours, which]) => `${dayText(which)} ${hours}`),
    ...(closed ? [`${dayText(closed)} closed`] : []),
  ].join(", ");
}
