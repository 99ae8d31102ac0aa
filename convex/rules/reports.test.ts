import { describe, expect, it } from "vitest";
import {
  MAX_MODERATION_REASON,
  MAX_REPORT_NOTE,
  REASONS_FOR,
  autoHideStatement,
  moderationReasonError,
  moderationStatement,
  reportError,
  subjectKey,
  subjectLabel,
  waitedText,
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
