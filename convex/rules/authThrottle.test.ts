import { describe, expect, it } from "vitest";
import { FREE_FAILURES, MAX_DELAY_MS, delayAfter, waitMs } from "./authThrottle";

describe("growing delays after failed attempts", () => {
  it("lets the first few failures through, then doubles the wait up to a cap", () => {
    expect(delayAfter(0)).toBe(0);
    expect(delayAfter(FREE_FAILURES - 1)).toBe(0);
    expect(delayAfter(FREE_FAILURES)).toBe(1000);
    expect(delayAfter(FREE_FAILURES + 1)).toBe(2000);
    expect(delayAfter(FREE_FAILURES + 4)).toBe(16_000);
    expect(delayAfter(FREE_FAILURES + 40)).toBe(MAX_DELAY_MS);
  });

  it("counts the wait from the last failure, never longer than the cap", () => {
    const now = 1_000_000;
    expect(waitMs(null, now)).toBe(0);
    expect(waitMs({ failures: FREE_FAILURES + 2, lastFailure: now - 1000 }, now)).toBe(3000);
    expect(waitMs({ failures: FREE_FAILURES + 2, lastFailure: now - 10_000 }, now)).toBe(0);
    expect(waitMs({ failures: 1_000, lastFailure: now }, now)).toBe(MAX_DELAY_MS);
  });
});
