import { useId, useRef, type ReactNode } from "react";
import {
  DAYS,
  DAY_NAMES,
  MAX_RANGES_PER_DAY,
  sameEveryDay,
  type Day,
  type TimeRange,
  type Week,
} from "@convex/rules/openingHours";
import { weekFromTypedHours } from "@convex/rules/typedHours";

const DEFAULT_RANGE: TimeRange = { open: "08:00", close: "17:00" };
const WEEKDAYS: Day[] = ["Tu", "We", "Th", "Fr"];

// Two to a row at 375 px: each box shares the row ("07:00 AM" and the clock need about 8 rem).
const TIME_INPUT = "block min-h-11 w-full min-w-0 rounded-lg border border-grey bg-white px-2 py-1.5 text-black";
const SMALL_BUTTON =
  "inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-espresso underline decoration-latte underline-offset-2 hover:bg-latte-light";

const ordinal = (i: number) => (i === 0 ? "" : `, range ${i + 1}`);
const copyRanges = (ranges: TimeRange[]) => ranges.map((range) => ({ ...range }));
/** A range that closes at or before it opens runs past midnight (rules/openingHours.ts). */
const pastMidnight = ({ open, close }: TimeRange) =>
  open !== "" && close !== "" && close !== "00:00" && close !== "24:00" && close <= open;

/**
 * Opening hours per day of the week (stored as OpenStreetMap `opening_hours`). `null` is "not set":
 * the shop then shows "Hours not confirmed". Each day is Closed or up to MAX_RANGES_PER_DAY time
 * ranges; a range may close after midnight. Monday's hours copy to the weekdays or the whole week.
 * Ticked, it starts from the hours typed above (`typed`) when they can be read, else 8 am to 5 pm.
 */
export function OpeningHoursEditor({
  value,
  typed,
  onChange,
}: {
  value: Week | null;
  typed: string;
  onChange: (week: Week | null) => void;
}) {
  // Unticking and ticking again brings back what was entered.
  const stash = useRef<Week | null>(null);
  const toggle = (on: boolean) => {
    if (on) return onChange(stash.current ?? weekFromTypedHours(typed) ?? sameEveryDay([DEFAULT_RANGE]));
    stash.current = value;
    onChange(null);
  };
  const setDay = (day: Day, ranges: TimeRange[]) => value && onChange({ ...value, [day]: ranges });
  const copyMonday = (days: Day[]) =>
    value && onChange({ ...value, ...Object.fromEntries(days.map((day) => [day, copyRanges(value.Mo)])) });

  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-sm font-medium text-dark-grey">Opening hours by day</legend>
      <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={value !== null}
          onChange={(e) => toggle(e.target.checked)}
          className="size-4 accent-espresso"
        />
        Set the opening hours for each day
      </label>
      {value === null ? (
        <p className="text-xs text-dark-grey">
          {weekFromTypedHours(typed)
            ? "The hours typed above will be the shop's week; tick the box to check or change them day by day."
            : "Without them the shop shows \u201cHours not confirmed\u201d and never counts as open now."}
        </p>
      ) : (
        <div className="space-y-2">
          {DAYS.map((day) => (
            <DayHours key={day} day={day} ranges={value[day]} onChange={(ranges) => setDay(day, ranges)}>
              {day === "Mo" && (
                <div className="flex flex-wrap gap-x-2">
                  <button type="button" className={SMALL_BUTTON} onClick={() => copyMonday(WEEKDAYS)}>
                    Copy Monday to Tue–Fri
                  </button>
                  <button
                    type="button"
                    className={SMALL_BUTTON}
                    onClick={() => copyMonday(DAYS.filter((d) => d !== "Mo"))}
                  >
                    Copy Monday to all days
                  </button>
                </div>
              )}
            </DayHours>
          ))}
        </div>
      )}
    </fieldset>
  );
}

function DayHours({
  day,
  ranges,
  onChange,
  children,
}: {
  day: Day;
  ranges: TimeRange[];
  onChange: (ranges: TimeRange[]) => void;
  children?: ReactNode;
}) {
  const name = DAY_NAMES[day];
  const closed = ranges.length === 0;
  const id = useId();
  // Ticking Closed and unticking it again brings back the day's ranges.
  const stash = useRef<TimeRange[]>([DEFAULT_RANGE]);
  const setClosed = (on: boolean) => {
    if (!on) return onChange(copyRanges(stash.current));
    stash.current = ranges;
    onChange([]);
  };
  const setRange = (i: number, range: TimeRange) => onChange(ranges.map((r, j) => (j === i ? range : r)));

  return (
    <fieldset className="min-w-0 rounded-lg bg-white p-2 ring-1 ring-black/5 sm:p-3">
      <legend className="sr-only">{name}</legend>
      <div className="flex flex-wrap items-center justify-between gap-x-3">
        <span aria-hidden="true" className="font-semibold text-espresso">
          {name}
        </span>
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={closed}
            onChange={(e) => setClosed(e.target.checked)}
            aria-label={`Closed on ${name}`}
            className="size-4 accent-espresso"
          />
          Closed
        </label>
      </div>
      {!closed && (
        <ul className="space-y-2">
          {ranges.map((range, i) => (
            <TimeRangeRow
              key={i}
              name={name}
              dayId={id}
              index={i}
              range={range}
              onChange={(next) => setRange(i, next)}
              onRemove={ranges.length > 1 ? () => onChange(ranges.filter((_, j) => j !== i)) : undefined}
            />
          ))}
        </ul>
      )}
      {!closed && ranges.length < MAX_RANGES_PER_DAY && (
        <button
          type="button"
          className={SMALL_BUTTON}
          aria-label={`Add hours on ${name}`}
          onClick={() => onChange([...ranges, { open: "", close: "" }])}
        >
          Add hours
        </button>
      )}
      {children}
    </fieldset>
  );
}

/** One opening range of a day: opens, closes (a close at or before the open runs to the next day). */
function TimeRangeRow({
  name,
  dayId: id,
  index: i,
  range,
  onChange,
  onRemove,
}: {
  name: string;
  /** The day's id, which the ids of the range's controls start with. */
  dayId: string;
  index: number;
  range: TimeRange;
  onChange: (range: TimeRange) => void;
  /** Absent while it is the day's only range. */
  onRemove?: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center gap-2">
      <div className="grid max-w-[20rem] flex-1 basis-full grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2 sm:basis-auto">
        <label className="sr-only" htmlFor={`${id}-open-${i}`}>
          {`${name} opens${ordinal(i)}`}
        </label>
        <input
          id={`${id}-open-${i}`}
          type="time"
          required
          value={range.open}
          onChange={(e) => onChange({ ...range, open: e.target.value })}
          className={TIME_INPUT}
        />
        <span aria-hidden="true" className="text-sm text-dark-grey">
          to
        </span>
        <label className="sr-only" htmlFor={`${id}-close-${i}`}>
          {`${name} closes${ordinal(i)}`}
        </label>
        <input
          id={`${id}-close-${i}`}
          type="time"
          required
          value={range.close === "24:00" ? "00:00" : range.close}
          onChange={(e) => onChange({ ...range, close: e.target.value })}
          aria-describedby={pastMidnight(range) ? `${id}-next-${i}` : undefined}
          className={TIME_INPUT}
        />
      </div>
      {pastMidnight(range) && (
        <span id={`${id}-next-${i}`} className="text-xs text-dark-grey">
          (next day)
        </span>
      )}
      {onRemove && (
        <button
          type="button"
          className={SMALL_BUTTON}
          aria-label={`Remove ${name} ${range.open}–${range.close}`}
          onClick={onRemove}
        >
          Remove
        </button>
      )}
    </li>
  );
}
