import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clockTime, isOpenNow, openStatus, wallClock } from "./openStatus";

const WEEKDAYS = "Mo-Fr 07:00-18:00; Sa 08:00-14:00; Su off";
const NY = "America/New_York";
const LA = "America/Los_Angeles";
const at = (iso: string) => new Date(iso);

// The same answers whatever the viewer's own time zone: the tests run in several, including one
// east of UTC with daylight saving in January (Auckland) and one with a half-hour offset (Kolkata).
describe.each(["UTC", "America/New_York", "Europe/London", "Asia/Kolkata", "Pacific/Auckland"])("seen from %s", (viewerZone) => {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = viewerZone;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });

  it("reads the hours in the shop's own time zone: one instant, a shop in New York and one in Los Angeles", () => {
    // Wednesday 7 January 2026, 14:30 UTC: 09:30 in New York, 06:30 in Los Angeles.
    expect(openStatus(WEEKDAYS, NY, at("2026-01-07T14:30:00Z"))).toBe("Open now · closes 6 pm");
    expect(openStatus(WEEKDAYS, LA, at("2026-01-07T14:30:00Z"))).toBe("Closed · opens 7 am");
    expect(isOpenNow(WEEKDAYS, NY, at("2026-01-07T14:30:00Z"))).toBe(true);
    expect(isOpenNow(WEEKDAYS, LA, at("2026-01-07T14:30:00Z"))).toBe(false);
    // Thursday 00:30 UTC: still Wednesday 19:30 in New York (closed), 16:30 in Los Angeles (open).
    expect(openStatus(WEEKDAYS, NY, at("2026-01-08T00:30:00Z"))).toBe("Closed · opens 7 am tomorrow");
    expect(openStatus(WEEKDAYS, LA, at("2026-01-08T00:30:00Z"))).toBe("Open now · closes 6 pm");
    // Saturday 20:00 UTC: 15:00 in New York (closed until Monday), 12:00 in Los Angeles.
    expect(openStatus(WEEKDAYS, NY, at("2026-01-10T20:00:00Z"))).toBe("Closed · opens 7 am Monday");
    expect(openStatus(WEEKDAYS, LA, at("2026-01-10T20:00:00Z"))).toBe("Open now · closes 2 pm");
  });

  it("says when a closed shop opens next: later today, tomorrow, a weekday, or a week on", () => {
    expect(openStatus("Mo-Fr 09:00-17:00", NY, at("2026-01-10T15:00:00Z"))).toBe("Closed · opens 9 am Monday");
    expect(openStatus("Mo-Fr 09:00-17:00", NY, at("2026-01-09T23:00:00Z"))).toBe("Closed · opens 9 am Monday");
    expect(openStatus("Mo-Su 07:30-18:30", NY, at("2026-01-07T11:00:00Z"))).toBe("Closed · opens 7:30 am");
    expect(openStatus("Mo 09:00-17:00; Tu-Su off", NY, at("2026-01-05T23:00:00Z"))).toBe("Closed · opens 9 am next Monday");
    expect(openStatus("We-Su off; Mo,Tu 12:00-13:00", NY, at("2026-01-06T19:00:00Z"))).toBe("Closed · opens noon Monday");
  });

  it("handles a range past midnight: open after midnight until it closes, then closed until the evening", () => {
    // As rules/openingHours.ts writes it: the closed days first, so "Su off" does not cut Saturday night short.
    const lateNights = "Mo-We,Su off; Th 08:00-16:00; Fr,Sa 18:00-02:00";
    // Saturday 01:00 in New York (06:00 UTC): Friday night's range is still open.
    expect(openStatus(lateNights, NY, at("2026-01-10T06:00:00Z"))).toBe("Open now · closes 2 am");
    // Saturday 03:00: closed until 6 pm today.
    expect(openStatus(lateNights, NY, at("2026-01-10T08:00:00Z"))).toBe("Closed · opens 6 pm");
    // Friday 23:00: closes at 2 am (tomorrow's date, but within the night).
    expect(openStatus(lateNights, NY, at("2026-01-10T04:00:00Z"))).toBe("Open now · closes 2 am");
    // Sunday 01:30: Saturday night's range, though Sunday is a closed day.
    expect(openStatus(lateNights, NY, at("2026-01-11T06:30:00Z"))).toBe("Open now · closes 2 am");
    expect(openStatus(lateNights, NY, at("2026-01-11T08:00:00Z"))).toBe("Closed · opens 8 am Thursday");
  });

  it("says closed days and midnight closing plainly", () => {
    expect(openStatus(WEEKDAYS, NY, at("2026-01-11T17:00:00Z"))).toBe("Closed · opens 7 am tomorrow");
    expect(openStatus("Mo-Su 08:00-24:00", NY, at("2026-01-08T03:00:00Z"))).toBe("Open now · closes midnight");
  });

  it("says Open 24 hours for 24/7 and for a day that does not close within 24 hours", () => {
    expect(openStatus("24/7", NY, at("2026-01-07T14:30:00Z"))).toBe("Open 24 hours");
    const weekdaysAllDay = "Mo-Fr 00:00-24:00; Sa,Su off";
    expect(openStatus(weekdaysAllDay, NY, at("2026-01-06T15:00:00Z"))).toBe("Open 24 hours");
    // Friday 10:00: closes at the end of the day.
    expect(openStatus(weekdaysAllDay, NY, at("2026-01-09T15:00:00Z"))).toBe("Open now · closes midnight");
  });

  it("follows the shop's daylight-saving changes (US clocks changed on 8 March and 1 November 2026)", () => {
    const sundays = "Su 09:00-17:00; Mo-Sa off";
    // 16:30 UTC is 08:30 PST the Sunday before; on 8 March it is 09:30 PDT.
    expect(openStatus(sundays, LA, at("2026-03-01T16:30:00Z"))).toBe("Closed · opens 9 am");
    expect(openStatus(sundays, LA, at("2026-03-08T16:30:00Z"))).toBe("Open now · closes 5 pm");
    // On 1 November it is 08:30 PST again.
    expect(openStatus(sundays, LA, at("2026-10-25T16:30:00Z"))).toBe("Open now · closes 5 pm");
    expect(openStatus(sundays, LA, at("2026-11-01T16:30:00Z"))).toBe("Closed · opens 9 am");
    // The hour after the change in New York: 03:30 EDT on 8 March (07:30 UTC).
    expect(openStatus("Su 03:00-04:00; Mo-Sa off", NY, at("2026-03-08T07:30:00Z"))).toBe("Open now · closes 4 am");
  });

  it("gives null (Hours not confirmed) without structured hours, and never counts such a shop as open", () => {
    for (const value of [undefined, null, "", "this is not opening hours"]) {
      expect(openStatus(value, NY, at("2026-01-07T14:30:00Z"))).toBeNull();
      expect(isOpenNow(value, NY, at("2026-01-07T14:30:00Z"))).toBe(false);
    }
    expect(openStatus(WEEKDAYS, "Not/A_Zone", at("2026-01-07T14:30:00Z"))).toBeNull();
  });
});

describe("the shop's wall clock", () => {
  it("is the shop's local time, whatever the viewer's zone", () => {
    const clock = wallClock(at("2026-07-01T03:15:00Z"), LA);
    expect([clock.getDate(), clock.getHours(), clock.getMinutes()]).toEqual([30, 20, 15]);
  });

  it("stays right when the shop's time does not exist in the viewer's zone (their spring-forward hour)", () => {
    const before = process.env.TZ;
    process.env.TZ = "Europe/London"; // clocks skip 01:00-02:00 on 29 March 2026
    try {
      // 05:30 UTC on Sunday 29 March is 01:30 in New York: a time London skips that night.
      const clock = wallClock(at("2026-03-29T05:30:00Z"), NY);
      expect([clock.getDay(), clock.getHours(), clock.getMinutes()]).toEqual([0, 1, 30]);
      expect(openStatus("Su 01:00-02:00; Mo-Sa off", NY, at("2026-03-29T05:30:00Z"))).toBe("Open now · closes 2 am");
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it("formats times as people say them", () => {
    expect([0, 7, 12, 18].map((h) => clockTime(new Date(2026, 0, 1, h)))).toEqual(["midnight", "7 am", "noon", "6 pm"]);
    expect(clockTime(new Date(2026, 0, 1, 13, 5))).toBe("1:05 pm");
  });
});
