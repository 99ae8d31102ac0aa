import { describe, expect, it } from "vitest";
import { describeWeek } from "./hoursText";
import { sameEveryDay, toOpeningHours } from "./openingHours";
import { weekFromTypedHours } from "./typedHours";

const read = (typed: string) => {
  const week = weekFromTypedHours(typed);
  return week && toOpeningHours(week);
};

describe("typed hours to a week", () => {
  it("reads the ways people write a coffee shop's hours", () => {
    expect(read("Daily 7am-5pm")).toBe("Mo-Su 07:00-17:00");
    expect(read("7am - 5pm daily")).toBe("Mo-Su 07:00-17:00");
    expect(read("Mon-Fri 6am-2pm")).toBe("Mo-Fr 06:00-14:00; Sa,Su off");
    expect(read("Mon-Fri 7-6, Sat-Sun 8-4")).toBe("Mo-Fr 07:00-18:00; Sa,Su 08:00-16:00");
    expect(read("Weekdays: 6:30am–7pm; Weekends 8 AM to 5 PM")).toBe("Mo-Fr 06:30-19:00; Sa,Su 08:00-17:00");
    expect(read("Tue-Sun 7-3; Mon closed")).toBe("Tu-Su 07:00-15:00; Mo off");
    expect(read("Daily 1-5pm")).toBe("Mo-Su 13:00-17:00");
    expect(read("Fri-Sat 18:00-02:00")).toBe("Mo-Th,Su off; Fr,Sa 18:00-02:00");
    expect(read("Open 24 hours")).toBe("24/7");
    expect(read("7am-noon")).toBe("Mo-Su 07:00-12:00");
  });

  it("returns null rather than guess", () => {
    for (const typed of [
      "",
      "  ",
      "Hours vary",
      "Mon-Fri 7am-6pm Sat 8-4",
      "Closed Sundays",
      "Mo 25-30",
      "Daily 7am",
    ]) {
      expect(weekFromTypedHours(typed), typed).toBeNull();
    }
  });
});

describe("a week in words", () => {
  it("says it as people write hours", () => {
    expect(describeWeek(weekFromTypedHours("Daily 7am-5pm")!)).toBe("Daily 7 am–5 pm");
    expect(describeWeek(weekFromTypedHours("Mon-Fri 6:30am-2pm, Sat 8-12")!)).toBe(
      "Mon–Fri 6:30 am–2 pm, Sat 8 am–noon, Sun closed",
    );
    expect(describeWeek(sameEveryDay([{ open: "00:00", close: "24:00" }]))).toBe("Open 24 hours");
  });
});
