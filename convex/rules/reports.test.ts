import { describe, expect, it } from "vitest";
import {
  ESTABLISHED_REPORT_WEIGHT,
  NEW_ACCOUNT_REPORT_WEIGHT,
  SYSTEM_FLAG_WEIGHT,
  MAX_MODERATION_REASON,
  MAX_REPORT_NOTE,
  REASONS_FOR,
  autoHideStatement,
  moderationReasonError,
  moderationStatement,
  reportError,
  reportWeight,
  reportsOutcome,
  subjectKey,
  subjectLabel,
  waitedText,
  waitingText,
} from "./reports";

describe("reports", () => {
  it("take a reason the kind offers, and a note of bounded length", () => {
    expect(reportError("shop", "closed", "")).toBeNull();
    expect(reportError("review", "closed", "")).toBe("Please choose a reason.");
    expect(reportError("review", "", "")).toBe("Please choose a reason.");
    expect(reportError("profile", "spam", "x".repeat(MAX_REPORT_NOTE))).toBeNull();
    expect(reportError("profile", "spam", "x".repeat(MAX_REPORT_NOTE + 1))).toMatch(/under 500 characters/);
    expect(REASONS_FOR.shop).toContain("closed");
    expect(subjectKey("photo", "abc")).toBe("photo:abc");
  });

  it("need a moderator's reason, since the author is told it", () => {
    expect(moderationReasonError("  ")).toMatch(/give a reason/);
    expect(moderationReasonError("Spam")).toBeNull();
    expect(moderationReasonError("x".repeat(MAX_MODERATION_REASON + 1))).toMatch(/under 300/);
  });

  it("say to the author what was done to what, and why", () => {
    expect(moderationStatement("hide", subjectLabel("review", "Thinking Cup"), " Ads ")).toBe(
      "A moderator hid your review of Thinking Cup. Reason: Ads",
    );
    expect(moderationStatement("suspend", subjectLabel("profile"), "Spam")).toBe(
      "A moderator suspended your account over your profile. Reason: Spam",
    );
    expect(moderationStatement("close", subjectLabel("shop", "Gone Beans"), "Closed in May")).toBe(
      "A moderator marked Gone Beans, a shop you added, as permanently closed. Reason: Closed in May",
    );
    expect(autoHideStatement(subjectLabel("photo", "Thinking Cup"))).toBe(
      "Your photo of Thinking Cup is hidden until a moderator looks at it: several members reported it.",
    );
  });

  it("say how long an item has waited", () => {
    const now = Date.UTC(2026, 10, 27, 12);
    expect(waitedText(now - 20_000, now)).toBe("just now");
    expect(waitedText(now - 5 * 60_000, now)).toBe("5 min");
    expect(waitedText(now - 3 * 3_600_000, now)).toBe("3 h");
    expect(waitedText(now - 50 * 3_600_000, now)).toBe("2 d");
  });
});

describe("report weights (decision 27)", () => {
  it("count a new account's report for little and an established reporter's in full", () => {
    expect(reportWeight(false, null)).toBe(NEW_ACCOUNT_REPORT_WEIGHT);
    expect(reportWeight(true, null)).toBe(ESTABLISHED_REPORT_WEIGHT);
    expect(reportWeight(true, { upheld: 5, dismissed: 0 })).toBe(ESTABLISHED_REPORT_WEIGHT);
    // A good record does not lift a new account: it is the account's age and review that vouch for it.
    expect(reportWeight(false, { upheld: 9, dismissed: 0 })).toBe(NEW_ACCOUNT_REPORT_WEIGHT);
  });

  it("weigh an established reporter less the more of their reports moderators dismissed", () => {
    expect(reportWeight(true, { upheld: 0, dismissed: 1 })).toBe(5);
    expect(reportWeight(true, { upheld: 0, dismissed: 4 })).toBe(2);
    expect(reportWeight(true, { upheld: 3, dismissed: 1 })).toBe(8);
    // Never below a new account's, never below zero whatever the record holds.
    expect(reportWeight(true, { upheld: 0, dismissed: 1000 })).toBe(NEW_ACCOUNT_REPORT_WEIGHT);
    expect(reportWeight(true, { upheld: -3, dismissed: -3 })).toBe(ESTABLISHED_REPORT_WEIGHT);
  });

  it("keep one regular's report above what eleven throwaway accounts pile on an item each", () => {
    expect(ESTABLISHED_REPORT_WEIGHT).toBeGreaterThan(2 * NEW_ACCOUNT_REPORT_WEIGHT);
    expect(SYSTEM_FLAG_WEIGHT).toBeGreaterThan(50 * ESTABLISHED_REPORT_WEIGHT);
  });

  it("say which actions uphold the reports and which dismiss them", () => {
    expect(["hide", "remove", "suspend", "close"].map((a) => reportsOutcome(a as never))).toEqual([
      "upheld",
      "upheld",
      "upheld",
      "upheld",
    ]);
    expect(["dismiss", "restore", "reopen"].map((a) => reportsOutcome(a as never))).toEqual([
      "dismissed",
      "dismissed",
      "dismissed",
    ]);
  });

  it("say how many items wait", () => {
    expect(waitingText(0)).toBe("Nothing waits");
    expect(waitingText(1)).toBe("1 item waits");
    expect(waitingText(51)).toBe("51 items wait");
  });
});
