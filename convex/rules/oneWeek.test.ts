import { describe, expect, it } from "vitest";
import { describeWeek } from "./hoursText";
import { closedWeek, sameEveryDay, toOpeningHours, type Week } from "./openingHours";
import { hoursDisagree, typedAfterDayEdit, typedHoursNote, weekOfTyped, weekToStore } from "./oneWeek";
import { weekFromTypedHours } from "./typedHours";

const DAILY_7_5 = sameEveryDay([{ open: "07:00", close: "17:00" }]);
const hoursOf = (week: Week | null | "disagree") => (week && week !== "disagree" ? toOpeningHours(week) : week);

describe("one week: the typed hours and the days", () => {
  it("stores the week the typed hours say, over the stored one and beside the same one sent", () => {
    expect(hoursOf(weekToStore("Daily 6am-8pm", undefined, DAILY_7_5))).toBe("Mo-Su 06:00-20:00");
    expect(hoursOf(weekToStore("Daily 6am-8pm", null, null))).toBe("Mo-Su 06:00-20:00");
    const same = sameEveryDay([{ open: "06:00", close: "20:00" }]);
    expect(hoursOf(weekToStore("Daily 6am-8pm", same, DAILY_7_5))).toBe("Mo-Su 06:00-20:00");
  });

  it("refuses a week sent beside typed hours that say another", () => {
    expect(weekToStore("Daily 6am-8pm", DAILY_7_5, DAILY_7_5)).toBe("disagree");
  });

  it("keeps the week sent, or the stored one, beside typed hours it cannot read", () => {
    expect(hoursOf(weekToStore("Call ahead on holidays", undefined, DAILY_7_5))).toBe("Mo-Su 07:00-17:00");
    expect(hoursOf(weekToStore("Call ahead on holidays", null, DAILY_7_5))).toBeNull();
    expect(hoursOf(weekToStore("Varies", DAILY_7_5, null))).toBe("Mo-Su 07:00-17:00");
  });

  it("shows the typed hours only as a note the week cannot say", () => {
    expect(typedHoursNote("Daily 7am-5pm", DAILY_7_5)).toBeNull();
    expect(typedHoursNote("Daily 6am-8pm", DAILY_7_5)).toBeNull(); // a stale wording never shows
    expect(typedHoursNote("Closed on holidays", DAILY_7_5)).toBe("Closed on holidays");
    expect(typedHoursNote("Daily 7am-5pm", null)).toBe("Daily 7am-5pm");
  });

  it("rewrites typed hours that said the week when a day changes, and leaves a note alone", () => {
    const weekend = { ...DAILY_7_5, Su: [] };
    expect(typedAfterDayEdit("Daily 7am-5pm", weekend)).toBe("Mon–Sat 7 am–5 pm, Sun closed");
    expect(typedAfterDayEdit("", weekend)).toBe("Mon–Sat 7 am–5 pm, Sun closed");
    expect(typedAfterDayEdit("Closed on holidays", weekend)).toBe("Closed on holidays");
    expect(typedAfterDayEdit("Daily 7am-5pm", null)).toBe("");
    expect(typedAfterDayEdit("Daily 7am-5pm", { ...DAILY_7_5, Mo: [{ open: "", close: "" }] })).toBe("Daily 7am-5pm");
  });

  it("asks which is right only when the typed hours read as another week", () => {
    expect(hoursDisagree("Daily 6am-8pm", DAILY_7_5)).toBe(true);
    expect(hoursDisagree("Daily 7am-5pm", DAILY_7_5)).toBe(false);
    expect(hoursDisagree("Hours vary", DAILY_7_5)).toBe(false);
    expect(hoursDisagree("Daily 6am-8pm", null)).toBe(false);
  });

  it("reads back every week it says in words as the same week", () => {
    const split = {
      ...closedWeek(),
      Mo: [
        { open: "07:00", close: "11:00" },
        { open: "13:00", close: "17:00" },
      ],
    };
    const weeks: Week[] = [
      DAILY_7_5,
      { ...DAILY_7_5, Tu: [], Th: [] },
      { ...DAILY_7_5, Mo: [{ open: "06:30", close: "14:00" }], We: [{ open: "12:00", close: "24:00" }] },
      split,
      { ...closedWeek(), Fr: [{ open: "18:00", close: "02:00" }], Sa: [{ open: "18:00", close: "02:00" }] },
      sameEveryDay([{ open: "00:00", close: "24:00" }]),
    ];
    for (const week of weeks) {
      const words = describeWeek(week);
      expect(weekFromTypedHours(words) && toOpeningHours(weekFromTypedHours(words)!), words).toBe(toOpeningHours(week));
      expect(weekOfTyped(words), words).not.toBeNull();
    }
  });
});
