import { describe, expect, it } from "vitest";
import { SESSION_ID_PATTERN, WATCHERS_CAP, listViewersText, watchersText } from "./presence";

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
