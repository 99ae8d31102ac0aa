import { describe, expect, it } from "vitest";
import { MESSAGES } from "./messages";
import {
  PLAN_END_DELAY,
  PLAN_TIME_AHEAD,
  bestOption,
  planEnd,
  planProblem,
  tallyText,
  tidyPlanTitle,
  type Tally,
} from "./plans";

const NOW = Date.UTC(2026, 10, 28, 12);
const HOUR = 3_600_000;
const draft = (overrides: Partial<Parameters<typeof planProblem>[0]> = {}) => ({
  title: "Saturday catch-up",
  shopIds: ["a", "b"],
  times: [NOW + HOUR],
  ...overrides,
});

describe("a plan's draft", () => {
  it("is fine with a title, two to five shops and one to four future times", () => {
    expect(planProblem(draft(), NOW)).toBeNull();
    expect(
      planProblem(draft({ shopIds: ["a", "b", "c", "d", "e"], times: [1, 2, 3, 4].map((h) => NOW + h * HOUR) }), NOW),
    ).toBeNull();
  });

  it("needs a title of at most 80 characters, counted once tidied", () => {
    expect(planProblem(draft({ title: "" }), NOW)).toBe(MESSAGES.planTitleRequired);
    expect(planProblem(draft({ title: tidyPlanTitle("  \u200b ") }), NOW)).toBe(MESSAGES.planTitleRequired);
    expect(planProblem(draft({ title: "x".repeat(80) }), NOW)).toBeNull();
    expect(planProblem(draft({ title: "x".repeat(81) }), NOW)).toBe(MESSAGES.planTitleTooLong(80));
  });

  it("takes two to five different shops", () => {
    expect(planProblem(draft({ shopIds: ["a"] }), NOW)).toBe(MESSAGES.planShopCount(2, 5));
    expect(planProblem(draft({ shopIds: ["a", "b", "c", "d", "e", "f"] }), NOW)).toBe(MESSAGES.planShopCount(2, 5));
    expect(planProblem(draft({ shopIds: ["a", "a"] }), NOW)).toBe(MESSAGES.planShopTwice);
  });

  it("takes one to four different times, each in the future and within a year", () => {
    expect(planProblem(draft({ times: [] }), NOW)).toBe(MESSAGES.planTimeCount(1, 4));
    expect(planProblem(draft({ times: [1, 2, 3, 4, 5].map((h) => NOW + h * HOUR) }), NOW)).toBe(
      MESSAGES.planTimeCount(1, 4),
    );
    expect(planProblem(draft({ times: [NOW] }), NOW)).toBe(MESSAGES.planTimePast);
    expect(planProblem(draft({ times: [NOW - HOUR] }), NOW)).toBe(MESSAGES.planTimePast);
    expect(planProblem(draft({ times: [Number.NaN] }), NOW)).toBe(MESSAGES.planTimePast);
    expect(planProblem(draft({ times: [NOW + PLAN_TIME_AHEAD + 1] }), NOW)).toBe(MESSAGES.planTimeTooFar);
    expect(planProblem(draft({ times: [NOW + HOUR, NOW + HOUR] }), NOW)).toBe(MESSAGES.planTimeTwice);
  });
});

describe("when a plan ends", () => {
  it("is a day after the chosen time", () => {
    expect(planEnd({ chosenTime: NOW + HOUR }, [NOW + 5 * HOUR])).toBe(NOW + HOUR + PLAN_END_DELAY);
  });

  it("is a day after the last candidate time while nobody chose", () => {
    expect(planEnd({}, [NOW + 5 * HOUR, NOW + HOUR])).toBe(NOW + 5 * HOUR + PLAN_END_DELAY);
  });
});

describe("the best option by the votes", () => {
  const option = (id: string, yes: number, maybe: number, no: number) => ({ id, tally: { yes, maybe, no } as Tally });

  it("weighs yes 2 and maybe 1", () => {
    expect(bestOption([option("a", 1, 0, 0), option("b", 0, 3, 0)])?.id).toBe("b");
    expect(bestOption([option("a", 2, 0, 0), option("b", 0, 3, 0)])?.id).toBe("a");
  });

  it("breaks a tie of score by more yes, then fewer no, then the first listed", () => {
    expect(bestOption([option("a", 0, 2, 0), option("b", 1, 0, 0)])?.id).toBe("b");
    expect(bestOption([option("a", 1, 0, 2), option("b", 1, 0, 1)])?.id).toBe("b");
    expect(bestOption([option("a", 1, 1, 0), option("b", 1, 1, 0)])?.id).toBe("a");
  });

  it("is none while nobody said yes or maybe", () => {
    expect(bestOption([option("a", 0, 0, 3), option("b", 0, 0, 0)])).toBeNull();
    expect(bestOption([])).toBeNull();
  });
});

describe("a tally", () => {
  it("reads as the answers given, leaving out the ones nobody gave", () => {
    expect(tallyText({ yes: 3, maybe: 1, no: 0 })).toBe("3 yes · 1 maybe");
    expect(tallyText({ yes: 0, maybe: 0, no: 2 })).toBe("2 no");
    expect(tallyText({ yes: 0, maybe: 0, no: 0 })).toBe("No votes yet");
  });
});
