import fc from "fast-check";
import opening_hours from "opening_hours";
import { describe, expect, it } from "vitest";
import { openingHoursChanges } from "./hoursText";
import { MESSAGES } from "./messages";
import {
  DAYS,
  MAX_RANGES_PER_DAY,
  closedWeek,
  isOpenInWeek,
  normalizeWeek,
  parseOpeningHours,
  sameEveryDay,
  toOpeningHours,
  weekError,
  type TimeRange,
  type Week,
} from "./openingHours";

const r = (open: string, close: string): TimeRange => ({ open, close });

function week(days: Partial<Week>): Week {
  return { ...closedWeek(), ...days };
}

const WEEKDAYS_7_TO_6 = week({
  Mo: [r("07:00", "18:00")],
  Tu: [r("07:00", "18:00")],
  We: [r("07:00", "18:00")],
  Th: [r("07:00", "18:00")],
  Fr: [r("07:00", "18:00")],
  Sa: [r("08:00", "14:00")],
});

describe("week → opening_hours", () => {
  it("groups days with the same hours, in week order, and says closed days", () => {
    expect(toOpeningHours(WEEKDAYS_7_TO_6)).toBe("Mo-Fr 07:00-18:00; Sa 08:00-14:00; Su off");
  });

  it("writes several ranges a day, two-day groups and days apart", () => {
    const split = [r("07:00", "12:00"), r("13:00", "18:00")];
    expect(
      toOpeningHours(week({ Mo: split, We: split, Fr: split, Sa: [r("09:00", "13:00")], Su: [r("09:00", "13:00")] })),
    ).toBe("Mo,We,Fr 07:00-12:00,13:00-18:00; Sa,Su 09:00-13:00; Tu,Th off");
  });

  it("writes a week open all day every day as 24/7", () => {
    expect(toOpeningHours(sameEveryDay([r("00:00", "24:00")]))).toBe("24/7");
    expect(toOpeningHours(week({ Mo: [r("00:00", "24:00")] }))).toBe("Mo 00:00-24:00; Tu-Su off");
  });

  it("keeps the hours after midnight of a range that runs into the next day", () => {
    // "Tu 08:00-12:00" after ";" would replace Monday night's 00:00-02:00 on Tuesday: joined with "," instead.
    expect(toOpeningHours(week({ Mo: [r("18:00", "02:00")], Tu: [r("08:00", "12:00")] }))).toBe(
      "Mo 18:00-02:00, Tu 08:00-12:00; We-Su off",
    );
    // A closed day after a late night is said first, so it does not close the night early.
    expect(toOpeningHours(week({ Fr: [r("17:00", "01:00")], Sa: [r("17:00", "01:00")] }))).toBe(
      "Mo-Th,Su off; Fr,Sa 17:00-01:00",
    );
  });

  it("normalises times: a range closing at 00:00 closes at the end of its day, h:mm is padded, ranges sorted", () => {
    expect(normalizeWeek(week({ Mo: [r("13:00", "00:00"), r("7:00", "12:00")] })).Mo).toEqual([
      r("07:00", "12:00"),
      r("13:00", "24:00"),
    ]);
  });
});

describe("opening_hours → week", () => {
  it("reads back what toOpeningHours writes", () => {
    expect(parseOpeningHours("Mo-Fr 07:00-18:00; Sa 08:00-14:00; Su off")).toEqual(WEEKDAYS_7_TO_6);
    expect(parseOpeningHours("24/7")).toEqual(sameEveryDay([r("00:00", "24:00")]));
    expect(parseOpeningHours("Mo 18:00-02:00, Tu 08:00-12:00; We-Su off")).toEqual(
      week({ Mo: [r("18:00", "02:00")], Tu: [r("08:00", "12:00")] }),
    );
  });

  it("reads what people commonly write in this form: later rules override, wrapping day ranges, 'closed'", () => {
    expect(parseOpeningHours("Mo-Su 08:00-17:00; We closed; Sa-Mo 10:00-16:00")).toEqual(
      week({
        Mo: [r("10:00", "16:00")],
        Tu: [r("08:00", "17:00")],
        Th: [r("08:00", "17:00")],
        Fr: [r("08:00", "17:00")],
        Sa: [r("10:00", "16:00")],
        Su: [r("10:00", "16:00")],
      }),
    );
  });

  it("gives null for nothing or for what the day editor cannot show", () => {
    for (const value of [
      undefined,
      null,
      "",
      "  ",
      "sunrise-sunset",
      "Mo-Fr 08:00-12:00; PH off",
      "Jan Mo 08:00-12:00",
      "7am-5pm",
    ]) {
      expect(parseOpeningHours(value)).toBeNull();
    }
  });
});

describe("week checks", () => {
  it("accepts a usual week, a day open all day and a range past midnight", () => {
    expect(weekError(WEEKDAYS_7_TO_6)).toBeNull();
    expect(weekError(week({ Mo: [r("00:00", "24:00")] }))).toBeNull();
    expect(weekError(week({ Fr: [r("18:00", "02:00")], Sa: [r("02:00", "04:00")] }))).toBeNull();
    expect(weekError(sameEveryDay([r("06:00", "10:00"), r("11:00", "14:00"), r("17:00", "23:30")]))).toBeNull();
  });

  it.each([
    [week({ Mo: [r("7am", "18:00")] }), MESSAGES.hoursBadTime("Monday")],
    [week({ Tu: [r("07:00", "25:00")] }), MESSAGES.hoursBadTime("Tuesday")],
    [week({ We: [r("24:00", "02:00")] }), MESSAGES.hoursBadTime("Wednesday")],
    [week({ Th: [r("07:60", "08:00")] }), MESSAGES.hoursBadTime("Thursday")],
    [week({ Fr: [r("", "")] }), MESSAGES.hoursBadTime("Friday")],
    [week({ Sa: [r("09:00", "09:00")] }), MESSAGES.hoursEmptyRange("Saturday")],
    [week({ Su: [r("00:00", "00:00")] }), MESSAGES.hoursEmptyRange("Sunday")],
    [
      week({ Mo: [r("06:00", "07:00"), r("08:00", "09:00"), r("10:00", "11:00"), r("12:00", "13:00")] }),
      MESSAGES.hoursTooManyRanges("Monday", MAX_RANGES_PER_DAY),
    ],
    [week({ Mo: [r("07:00", "12:00"), r("11:00", "18:00")] }), MESSAGES.hoursOverlap("Monday")],
    [week({ Mo: [r("20:00", "02:00"), r("21:00", "22:00")] }), MESSAGES.hoursOverlap("Monday")],
    [week({ Mo: [r("18:00", "02:00")], Tu: [r("01:00", "12:00")] }), MESSAGES.hoursOverlapNextDay("Monday", "Tuesday")],
    [week({ Su: [r("22:00", "06:00")], Mo: [r("05:00", "12:00")] }), MESSAGES.hoursOverlapNextDay("Sunday", "Monday")],
    [closedWeek(), MESSAGES.hoursNoOpenDay],
  ])("refuses %j", (value, message) => {
    expect(weekError(normalizeWeek(value))).toBe(message);
  });
});

describe("edit history", () => {
  it("records a change of opening hours, including setting and clearing them", () => {
    expect(openingHoursChanges("Mo-Su 07:00-18:00", "Mo-Su 07:00-18:00")).toEqual([]);
    expect(openingHoursChanges(undefined, undefined)).toEqual([]);
    expect(openingHoursChanges(undefined, "24/7")).toEqual([
      { field: "openingHours", before: "Not set", after: "24/7" },
    ]);
    expect(openingHoursChanges("24/7", undefined)).toEqual([
      { field: "openingHours", before: "24/7", after: "Not set" },
    ]);
  });
});

// Any valid week: each day 0 to 3 ranges on a quarter-hour grid, the last one sometimes past midnight.
const QUARTERS = 96;
const hhmm = (quarter: number) =>
  `${String(Math.floor(quarter / 4)).padStart(2, "0")}:${String((quarter % 4) * 15).padStart(2, "0")}`;
const dayArbitrary = fc
  .record({
    points: fc.uniqueArray(fc.integer({ min: 0, max: QUARTERS }), { minLength: 0, maxLength: 2 * MAX_RANGES_PER_DAY }),
    spill: fc.boolean(),
    spillTo: fc.integer({ min: 1, max: QUARTERS - 1 }),
  })
  .map(({ points, spill, spillTo }) => {
    const sorted = [...points].sort((a, b) => a - b).slice(0, points.length - (points.length % 2));
    const ranges: TimeRange[] = [];
    for (let i = 0; i < sorted.length; i += 2) ranges.push(r(hhmm(sorted[i]!), hhmm(sorted[i + 1]!)));
    const last = sorted.length > 0 ? sorted[sorted.length - 2]! : 0;
    if (spill && ranges.length > 0 && spillTo < last) ranges[ranges.length - 1]!.close = hhmm(spillTo);
    return ranges;
  });
const weekArbitrary = fc
  .tuple(...DAYS.map(() => dayArbitrary))
  .map((days) => normalizeWeek(Object.fromEntries(DAYS.map((day, i) => [day, days[i]!])) as unknown as Week))
  .filter((value) => weekError(value) === null);

describe("round trips", () => {
  it("reads back every valid week it writes", () => {
    fc.assert(
      fc.property(weekArbitrary, (value) => {
        expect(parseOpeningHours(toOpeningHours(value))).toEqual(value);
      }),
      { numRuns: 300 },
    );
  });

  it("means to the opening_hours package what the week means, every quarter hour, including the nights past midnight", () => {
    // Monday 5 January 2026, 00:00 local time: a week with no daylight-saving change in the zones tests run in.
    const monday = new Date(2026, 0, 5);
    fc.assert(
      fc.property(weekArbitrary, (value) => {
        const hours = new opening_hours(toOpeningHours(value), null);
        for (let minute = 0; minute < 7 * 24 * 60; minute += 15) {
          const at = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate(), 0, minute);
          if (hours.getState(at) !== isOpenInWeek(value, minute)) {
            throw new Error(`${toOpeningHours(value)} at minute ${minute}: package says ${hours.getState(at)}`);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
