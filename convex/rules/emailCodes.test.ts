import { describe, expect, it } from "vitest";
import { GUESSES_PER_CODE, RESEND_AFTER_MS, codeTakesGuess, isEmailVerified, resendWaitMs } from "./emailCodes";

describe("email codes", () => {
  it("sends again only a few minutes after the last code to the address", () => {
    const now = 10_000_000;
    expect(resendWaitMs(null, now)).toBe(0);
    expect(resendWaitMs(now - 1000, now)).toBe(RESEND_AFTER_MS - 1000);
    expect(resendWaitMs(now - RESEND_AFTER_MS, now)).toBe(0);
  });

  it("lets one code take a few wrong guesses, then none", () => {
    expect(codeTakesGuess(null)).toBe(false);
    expect(codeTakesGuess({ guesses: 0 })).toBe(true);
    expect(codeTakesGuess({ guesses: GUESSES_PER_CODE - 1 })).toBe(true);
    expect(codeTakesGuess({ guesses: GUESSES_PER_CODE })).toBe(false);
  });

  it("counts accounts made before verification, and proved ones, as verified", () => {
    expect(isEmailVerified({})).toBe(true);
    expect(isEmailVerified({ emailCheckPending: true })).toBe(false);
    expect(isEmailVerified({ emailCheckPending: true, emailVerificationTime: 1 })).toBe(true);
  });
});
