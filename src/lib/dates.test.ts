import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "@/lib/dates";

describe("dates", () => {
  const time = new Date(2026, 0, 5, 15, 4).getTime(); // local time, as the reader sees it

  it("shows a date as 'Jan 5, 2026' in the US", () => {
    expect(formatDate(time, "en-US")).toBe("Jan 5, 2026");
  });

  it("adds the time after the same date", () => {
    expect(formatDateTime(time, "en-US")).toBe("Jan 5, 2026, 3:04 PM");
  });

  it("reads the British way in an en-GB browser", () => {
    expect(formatDate(time, "en-GB")).toBe("5 Jan 2026");
    expect(formatDateTime(time, "en-GB")).toBe("5 Jan 2026, 15:04");
  });
});
