import { describe, expect, it } from "vitest";
import { BELL_COUNT_CAP, bellCount, bellLabel, notificationKey, notificationText, othersText } from "./notifications";

describe("notifications", () => {
  it("groups an event by kind and subject, and names the others", () => {
    expect(notificationKey("follow")).toBe("follow");
    expect(notificationKey("helpful", "r9")).toBe("helpful:r9");
    expect([othersText(0), othersText(1), othersText(3)]).toEqual(["", "and 1 other", "and 3 others"]);
  });

  it("says what happened", () => {
    expect(notificationText("follow")).toBe("started following you.");
    expect(notificationText("review", "Thinking Cup")).toBe("reviewed Thinking Cup, a shop you added.");
    expect(notificationText("helpful", "Thinking Cup")).toBe("found your review of Thinking Cup helpful.");
  });

  it("shows the bell's count, capped, and names it", () => {
    expect(bellCount(0)).toBe("");
    expect(bellCount(3)).toBe("3");
    expect(bellCount(BELL_COUNT_CAP + 1)).toBe(`${BELL_COUNT_CAP}+`);
    expect(bellLabel(0)).toBe("Notifications");
    expect(bellLabel(12)).toBe("Notifications, 12 unread");
  });
});
