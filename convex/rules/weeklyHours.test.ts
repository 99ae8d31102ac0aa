import fc from "fast-check";
import opening_hours from "opening_hours";
import { describe, expect, it } from "vitest";
import {
  DAYS,
  MAX_RANGES_PER_DAY,
  closedWeek,
  isOpenInWeek,
  normalizeWeek,
  sameEveryDay,
  toOpeningHours,
  weekError,
  type TimeRange,
  type Week,
} from "./openingHours";
import {
  MINUTES_PER_WEEK,
  clockText,
  decodeWeek,
  encodeOpeningHours,
  encodeWeek,
  isOpenAt,
  minuteOfWeekIn,
  minutesToChange,
  packWeeks,
  unpackWeeks,
  openStatus,
  weeklyStatus,
} from "./weeklyHours";

const r = (open: string, close: string): TimeRange => ({ open, close });
const week = (days: Partial<Week>): Week => ({ ...closedWeek(), ...days });
const weekdays = (ranges: TimeRange[], weekend: TimeRange[] = []): Week =>
  week({ Mo: ranges, Tu: ranges, We: ranges, Th: ranges, Fr: ranges, Sa: weekend, Su: weekend });
const at = (day: number, time: string) => day * 1440 + Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

describe("a week as bytes", () => {
  it("takes a byte a group of days and 3 a range", () => {
    expect(encodeWeek(weekdays([r("07:00", "18:00")], [r("08:00", "17:00")]))).toHaveLength(8);
    expect(encodeWeek(sameEveryDay([r("00:00", "24:00")]))).toHaveLength(4);
    expect(encodeWeek(week({ Mo: [r("07:00", "12:00"), r("13:00", "18:00")] }))).toHaveLength(7);
  });

  it("decodes to the week's openings in minutes of the week, nights past midnight running on", () => {
    expect(
      decodeWeek(encodeWeek(week({ Tu: [r("07:00", "12:00"), r("13:00", "18:00")], Su: [r("20:00", "02:00")] }))),
    ).toEqual([
      [at(1, "07:00"), at(1, "12:00")],
      [at(1, "13:00"), at(1, "18:00")],
      [at(6, "20:00"), at(7, "02:00")],
    ]);
  });

  it("reads a shop's stored opening_hours value; none or one the form cannot show gives null", () => {
    expect(decodeWeek(encodeOpeningHours("Mo-Fr 07:00-18:00; Sa,Su off")!)).toHaveLength(5);
    expect(encodeOpeningHours(undefined)).toBeNull();
    expect(encodeOpeningHours("sunrise-sunset")).toBeNull();
  });

  it("packs a tile's weeks into one column and back, shops without hours taking a byte", () => {
    const weeks = [encodeWeek(sameEveryDay([r("06:30", "19:00")])), null, encodeWeek(weekdays([r("07:00", "18:00")]))];
    const column = packWeeks(weeks);
    expect(column.byteLength).toBe(1 + 4 + 1 + 1 + 4);
    expect(unpackWeeks(column, 3)).toEqual(weeks);
    // A column shorter than the markers (a tile written before weeks): the rest have no hours.
    expect(unpackWeeks(undefined, 2)).toEqual([null, null]);
    expect(unpackWeeks(packWeeks(weeks.slice(0, 1)), 2)).toEqual([weeks[0], null]);
  });
});

describe("open at a minute of the week", () => {
  const late = week({ Fr: [r("17:00", "01:00")], Sa: [r("17:00", "01:00")], Su: [r("18:00", "02:00")] });
  const ranges = decodeWeek(encodeWeek(late));

  it("counts the hours after midnight, Sunday night's into Monday", () => {
    expect(isOpenAt(ranges, at(4, "16:59"))).toBe(false);
    expect(isOpenAt(ranges, at(4, "17:00"))).toBe(true);
    expect(isOpenAt(ranges, at(5, "00:30"))).toBe(true);
    expect(isOpenAt(ranges, at(5, "01:00"))).toBe(false);
    expect(isOpenAt(ranges, at(0, "01:30"))).toBe(true);
    expect(isOpenAt(ranges, at(0, "02:00"))).toBe(false);
  });

  it("finds the next change, skipping edges where it stays open", () => {
    const allWeek = decodeWeek(encodeWeek(sameEveryDay([r("00:00", "24:00")])));
    expect(minutesToChange(allWeek, at(2, "10:00"))).toBeNull();
    const joined = decodeWeek(encodeWeek(week({ Mo: [r("20:00", "24:00")], Tu: [r("00:00", "03:00")] })));
    expect(minutesToChange(joined, at(0, "21:00"))).toBe(6 * 60);
    expect(minutesToChange(ranges, at(6, "23:00"))).toBe(3 * 60);
  });

  const dayArbitrary = fc.array(
    fc.tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 96 })).map(([a, b]): TimeRange => {
      const time = (q: number) =>
        `${String(Math.floor(q / 4) % 24).padStart(2, "0")}:${String((q % 4) * 15).padStart(2, "0")}`;
      return { open: time(a), close: b === 96 ? "24:00" : time(b) };
    }),
    { maxLength: MAX_RANGES_PER_DAY },
  );
  const weekArbitrary = fc
    .tuple(...DAYS.map(() => dayArbitrary))
    .map((days) => normalizeWeek(Object.fromEntries(DAYS.map((day, i) => [day, days[i]!])) as unknown as Week))
    .filter((value) => weekError(value) === null);

  it("means what the week means, at every quarter hour", () => {
    fc.assert(
      fc.property(weekArbitrary, (value) => {
        const decoded = decodeWeek(encodeWeek(value));
        for (let minute = 0; minute < MINUTES_PER_WEEK; minute += 15)
          expect(isOpenAt(decoded, minute)).toBe(isOpenInWeek(value, minute));
      }),
      { numRuns: 200 },
    );
  });

  it("changes state when and only when the opening_hours package says it does", () => {
    // Monday 5 January 2026, local time: a week with no daylight-saving change in the zones tests run in.
    const monday = new Date(2026, 0, 5);
    const local = (minute: number) => new Date(monday.getFullYear(), monday.getMonth(), monday.getDate(), 0, minute);
    fc.assert(
      fc.property(weekArbitrary, fc.integer({ min: 0, max: MINUTES_PER_WEEK - 1 }), (value, minute) => {
        const hours = new opening_hours(toOpeningHours(value), null);
        const next = hours.getNextChange(local(minute), local(minute + MINUTES_PER_WEEK));
        const expected = next ? Math.round((next.getTime() - local(minute).getTime()) / 60_000) : null;
        expect(minutesToChange(decodeWeek(encodeWeek(value)), minute)).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });
});

describe("the status line", () => {
  const ranges = decodeWeek(encodeWeek(weekdays([r("07:00", "18:00")], [r("08:00", "14:00")])));

  it("says the same as the shop panel", () => {
    expect(weeklyStatus(ranges, at(2, "09:30"))).toBe("Open now · closes 6 pm");
    expect(weeklyStatus(ranges, at(2, "06:30"))).toBe("Closed · opens 7 am");
    expect(weeklyStatus(ranges, at(2, "19:30"))).toBe("Closed · opens 7 am tomorrow");
    expect(weeklyStatus(ranges, at(5, "15:00"))).toBe("Closed · opens 8 am tomorrow");
    expect(weeklyStatus(decodeWeek(encodeWeek(weekdays([r("07:00", "18:00")]))), at(5, "15:00"))).toBe(
      "Closed · opens 7 am Monday",
    );
    expect(weeklyStatus(decodeWeek(encodeWeek(week({ Mo: [r("09:00", "17:00")] }))), at(0, "18:00"))).toBe(
      "Closed · opens 9 am next Monday",
    );
    expect(weeklyStatus(decodeWeek(encodeWeek(sameEveryDay([r("00:00", "24:00")]))), at(3, "03:00"))).toBe(
      "Open 24 hours",
    );
    expect(weeklyStatus(decodeWeek(encodeWeek(sameEveryDay([r("07:00", "01:00")]))), at(3, "23:00"))).toBe(
      "Open now · closes 1 am",
    );
    expect(weeklyStatus(decodeWeek(encodeWeek(sameEveryDay([r("12:00", "24:00")]))), at(3, "23:00"))).toBe(
      "Open now · closes midnight",
    );
  });

  it("writes clock times as people say them", () => {
    expect([0, 12 * 60, 7 * 60 + 30, 18 * 60, 23 * 60 + 5].map(clockText)).toEqual([
      "midnight",
      "noon",
      "7:30 am",
      "6 pm",
      "11:05 pm",
    ]);
  });
});

describe("the minute of the week a shop's clock shows", () => {
  it("follows the shop's time zone and its daylight saving, whatever the runtime's own zone", () => {
    // Wednesday 7 January 2026, 14:30 UTC: 09:30 in New York, 06:30 in Los Angeles, 23:30 in Tokyo.
    const winter = Date.parse("2026-01-07T14:30:00Z");
    expect(minuteOfWeekIn("America/New_York", winter)).toBe(at(2, "09:30"));
    expect(minuteOfWeekIn("America/Los_Angeles", winter)).toBe(at(2, "06:30"));
    expect(minuteOfWeekIn("Asia/Tokyo", winter)).toBe(at(2, "23:30"));
    // Wednesday 8 July 2026, 14:30 UTC: 10:30 in New York (EDT).
    expect(minuteOfWeekIn("America/New_York", Date.parse("2026-07-08T14:30:00Z"))).toBe(at(2, "10:30"));
    // Sunday 8 March 2026, 07:30 UTC: 03:30 EDT, just after New York's clocks skipped 02:00-03:00.
    expect(minuteOfWeekIn("America/New_York", Date.parse("2026-03-08T07:30:00Z"))).toBe(at(6, "03:30"));
    expect(minuteOfWeekIn("America/New_York", Date.parse("2026-03-08T06:59:00Z"))).toBe(at(6, "01:59"));
    // Midnight is minute 0 of the day, never hour 24.
    expect(minuteOfWeekIn("UTC", Date.parse("2026-01-05T00:00:00Z"))).toBe(0);
  });

  it("gives null for a time zone the runtime does not know", () => {
    expect(minuteOfWeekIn("Mars/Olympus_Mons", Date.now())).toBeNull();
  });
});

// "Open now" as the shop panel says it (the list of shops in view uses the same rule from the marker's
// bytes). The shop's clock is read with Intl in the shop's own zone and never through a local Date, so
// the viewer's own time zone plays no part.
const WEEKDAY_HOURS = "Mo-Fr 07:00-18:00; Sa 08:00-14:00; Su off";
const NY = "America/New_York";
const LA = "America/Los_Angeles";
const instant = (iso: string) => Date.parse(iso);

describe("a shop's status line", () => {
  it("reads the hours in the shop's own time zone: one instant, a shop in New York and one in Los Angeles", () => {
    // Wednesday 7 January 2026, 14:30 UTC: 09:30 in New York, 06:30 in Los Angeles.
    expect(openStatus(WEEKDAY_HOURS, NY, instant("2026-01-07T14:30:00Z"))).toBe("Open now · closes 6 pm");
    expect(openStatus(WEEKDAY_HOURS, LA, instant("2026-01-07T14:30:00Z"))).toBe("Closed · opens 7 am");
    // Thursday 00:30 UTC: still Wednesday 19:30 in New York (closed), 16:30 in Los Angeles (open).
    expect(openStatus(WEEKDAY_HOURS, NY, instant("2026-01-08T00:30:00Z"))).toBe("Closed · opens 7 am tomorrow");
    expect(openStatus(WEEKDAY_HOURS, LA, instant("2026-01-08T00:30:00Z"))).toBe("Open now · closes 6 pm");
    // Saturday 20:00 UTC: 15:00 in New York (closed until Monday), 12:00 in Los Angeles.
    expect(openStatus(WEEKDAY_HOURS, NY, instant("2026-01-10T20:00:00Z"))).toBe("Closed · opens 7 am Monday");
    expect(openStatus(WEEKDAY_HOURS, LA, instant("2026-01-10T20:00:00Z"))).toBe("Open now · closes 2 pm");
  });

  it("says when a closed shop opens next: later today, tomorrow, a weekday, or a week on", () => {
    expect(openStatus("Mo-Fr 09:00-17:00", NY, instant("2026-01-10T15:00:00Z"))).toBe("Closed · opens 9 am Monday");
    expect(openStatus("Mo-Fr 09:00-17:00", NY, instant("2026-01-09T23:00:00Z"))).toBe("Closed · opens 9 am Monday");
    expect(openStatus("Mo-Su 07:30-18:30", NY, instant("2026-01-07T11:00:00Z"))).toBe("Closed · opens 7:30 am");
    expect(openStatus("Mo 09:00-17:00; Tu-Su off", NY, instant("2026-01-05T23:00:00Z"))).toBe(
      "Closed · opens 9 am next Monday",
    );
    expect(openStatus("We-Su off; Mo,Tu 12:00-13:00", NY, instant("2026-01-06T19:00:00Z"))).toBe(
      "Closed · opens noon Monday",
    );
  });

  it("handles a range past midnight: open after midnight until it closes, then closed until the evening", () => {
    // As rules/openingHours.ts writes it: the closed days first, so "Su off" does not cut Saturday night short.
    const lateNights = "Mo-We,Su off; Th 08:00-16:00; Fr,Sa 18:00-02:00";
    // Saturday 01:00 in New York (06:00 UTC): Friday night's range is still open.
    expect(openStatus(lateNights, NY, instant("2026-01-10T06:00:00Z"))).toBe("Open now · closes 2 am");
    // Saturday 03:00: closed until 6 pm today.
    expect(openStatus(lateNights, NY, instant("2026-01-10T08:00:00Z"))).toBe("Closed · opens 6 pm");
    // Friday 23:00: closes at 2 am (tomorrow's date, but within the night).
    expect(openStatus(lateNights, NY, instant("2026-01-10T04:00:00Z"))).toBe("Open now · closes 2 am");
    // Sunday 01:30: Saturday night's range, though Sunday is a closed day.
    expect(openStatus(lateNights, NY, instant("2026-01-11T06:30:00Z"))).toBe("Open now · closes 2 am");
    expect(openStatus(lateNights, NY, instant("2026-01-11T08:00:00Z"))).toBe("Closed · opens 8 am Thursday");
  });

  it("says closed days and midnight closing plainly", () => {
    expect(openStatus(WEEKDAY_HOURS, NY, instant("2026-01-11T17:00:00Z"))).toBe("Closed · opens 7 am tomorrow");
    expect(openStatus("Mo-Su 08:00-24:00", NY, instant("2026-01-08T03:00:00Z"))).toBe("Open now · closes midnight");
  });

  it("says Open 24 hours for 24/7 and for a day that does not close within 24 hours", () => {
    expect(openStatus("24/7", NY, instant("2026-01-07T14:30:00Z"))).toBe("Open 24 hours");
    const weekdaysAllDay = "Mo-Fr 00:00-24:00; Sa,Su off";
    expect(openStatus(weekdaysAllDay, NY, instant("2026-01-06T15:00:00Z"))).toBe("Open 24 hours");
    // Friday 10:00: closes at the end of the day.
    expect(openStatus(weekdaysAllDay, NY, instant("2026-01-09T15:00:00Z"))).toBe("Open now · closes midnight");
  });

  it("follows the shop's daylight-saving changes (US clocks changed on 8 March and 1 November 2026)", () => {
    const sundays = "Su 09:00-17:00; Mo-Sa off";
    // 16:30 UTC is 08:30 PST the Sunday before; on 8 March it is 09:30 PDT.
    expect(openStatus(sundays, LA, instant("2026-03-01T16:30:00Z"))).toBe("Closed · opens 9 am");
    expect(openStatus(sundays, LA, instant("2026-03-08T16:30:00Z"))).toBe("Open now · closes 5 pm");
    // On 1 November it is 08:30 PST again.
    expect(openStatus(sundays, LA, instant("2026-10-25T16:30:00Z"))).toBe("Open now · closes 5 pm");
    expect(openStatus(sundays, LA, instant("2026-11-01T16:30:00Z"))).toBe("Closed · opens 9 am");
    // The hour after the change in New York: 03:30 EDT on 8 March (07:30 UTC).
    expect(openStatus("Su 03:00-04:00; Mo-Sa off", NY, instant("2026-03-08T07:30:00Z"))).toBe("Open now · closes 4 am");
  });

  it("stays right when the shop's time does not exist in the viewer's zone", () => {
    // 05:30 UTC on Sunday 29 March 2026 is 01:30 in New York, an hour London's clocks skip that night.
    expect(openStatus("Su 01:00-02:00; Mo-Sa off", NY, instant("2026-03-29T05:30:00Z"))).toBe("Open now · closes 2 am");
  });

  it("gives null (Hours not confirmed) without structured hours or for an unknown time zone", () => {
    for (const value of [undefined, null, "", "this is not opening hours"]) {
      expect(openStatus(value, NY, instant("2026-01-07T14:30:00Z"))).toBeNull();
    }
    expect(openStatus(WEEKDAY_HOURS, "Not/A_Zone", instant("2026-01-07T14:30:00Z"))).toBeNull();
  });
});
