import { describe, expect, it } from "vitest";
import {
  LOOKING_READ,
  PRESENCE_RENEW_AFTER_MS,
  PRESENCE_TTL_MS,
  SESSION_ID_PATTERN,
  WATCHERS_CAP,
  listViewersText,
  othersLooking,
  presenceExpiry,
  shouldRenew,
  watchersText,
} from "./presence";

describe("watchersText", () => {
  it("reads the count of other viewers", () => {
    expect(watchersText(0, false)).toBe("No one else is looking at this shop right now.");
    expect(watchersText(1, false)).toBe("1 other person is looking at this shop right now.");
    expect(watchersText(3, false)).toBe("3 other people are looking at this shop right now.");
    expect(watchersText(WATCHERS_CAP, true)).toBe(`${WATCHERS_CAP}+ other people are looking at this shop right now.`);
  });

  it("takes browser-made session ids only", () => {
    expect(SESSION_ID_PATTERN.test("0f3a9c2e6b1d4f7a8e9c0b1d2e3f4a5b")).toBe(true);
    expect(SESSION_ID_PATTERN.test("short")).toBe(false);
    expect(SESSION_ID_PATTERN.test("has|pipes|in|it|x")).toBe(false);
  });
});

describe("listViewersText", () => {
  it("names who else has the list open, then counts the rest", () => {
    expect(listViewersText([], 0, false)).toBe("");
    expect(listViewersText(["Ana"], 0, false)).toBe("Ana is looking at this list too.");
    expect(listViewersText(["Ana", "Ben"], 0, false)).toBe("Ana and Ben are looking at this list too.");
    expect(listViewersText(["Ana"], 2, false)).toBe("Ana and 2 others are looking at this list too.");
    expect(listViewersText(["Ana", "Ben"], 1, false)).toBe("Ana, Ben and 1 other are looking at this list too.");
    expect(listViewersText(["Ana", "Ben"], 18, true)).toBe("Ana, Ben and 18+ others are looking at this list too.");
  });
});

describe("othersLooking", () => {
  it("takes the viewer and the people they blocked out of the shared count", () => {
    expect(othersLooking({ looking: 0, full: false }, { here: false, blockedHere: 0 })).toEqual({
      others: 0,
      capped: false,
    });
    expect(othersLooking({ looking: 1, full: false }, { here: true, blockedHere: 0 })).toEqual({
      others: 0,
      capped: false,
    });
    expect(othersLooking({ looking: 4, full: false }, { here: true, blockedHere: 1 })).toEqual({
      others: 2,
      capped: false,
    });
    // A count that only the viewer's own query made odd never goes below nothing.
    expect(othersLooking({ looking: 1, full: false }, { here: true, blockedHere: 2 }).others).toBe(0);
  });

  it("reads a full room as the cap and more", () => {
    expect(othersLooking({ looking: LOOKING_READ, full: true }, { here: true, blockedHere: 0 })).toEqual({
      others: WATCHERS_CAP,
      capped: true,
    });
    expect(othersLooking({ looking: LOOKING_READ, full: true }, { here: false, blockedHere: 2 })).toEqual({
      others: WATCHERS_CAP,
      capped: true,
    });
    expect(othersLooking({ looking: WATCHERS_CAP, full: false }, { here: false, blockedHere: 0 })).toEqual({
      others: WATCHERS_CAP,
      capped: false,
    });
  });
});

describe("presence time to live", () => {
  it("expires a session PRESENCE_TTL_MS after it joined, and renews only past PRESENCE_RENEW_AFTER_MS", () => {
    expect(presenceExpiry(1_000)).toBe(1_000 + PRESENCE_TTL_MS);
    expect(shouldRenew(0, PRESENCE_RENEW_AFTER_MS - 1)).toBe(false);
    expect(shouldRenew(0, PRESENCE_RENEW_AFTER_MS)).toBe(true);
    expect(PRESENCE_RENEW_AFTER_MS).toBeLessThan(PRESENCE_TTL_MS);
  });
});
