import { describe, expect, it } from "vitest";
import {
  cheersLabel,
  commentCounter,
  commentError,
  commentsLabel,
  mentionAt,
  mentionParts,
  mentionsInText,
  withMention,
} from "./comments";
import { MESSAGES } from "./messages";

describe("comment rules", () => {
  it("refuses an empty or over-long comment, saying how long it is", () => {
    expect(commentError("")).toBe(MESSAGES.commentEmpty);
    expect(commentError("a".repeat(1000))).toBeNull();
    expect(commentError("a".repeat(1234))).toBe(MESSAGES.commentTooLong("1,000", "1,234"));
  });

  it("words the counts", () => {
    expect([0, 1, 3, 1200].map(commentsLabel)).toEqual(["Comment", "1 comment", "3 comments", "1,200 comments"]);
    expect([0, 1, 2].map(cheersLabel)).toEqual(["Cheer", "1 cheer", "2 cheers"]);
    expect(commentCounter(12)).toBe("12 / 1,000");
  });

  it("finds the mention being typed at the caret, and only after a space or at the start", () => {
    expect(mentionAt("Hi @An", 6)).toEqual({ start: 3, query: "An" });
    expect(mentionAt("@", 1)).toEqual({ start: 0, query: "" });
    expect(mentionAt("Hi @Ana Re", 10)).toEqual({ start: 3, query: "Ana Re" });
    expect(mentionAt("mail me@home", 12)).toBeNull();
    expect(mentionAt("Hi @An there", 6)).toEqual({ start: 3, query: "An" });
    expect(mentionAt("Hi there", 8)).toBeNull();
  });

  it("puts the chosen name in place of what was typed", () => {
    expect(withMention("Hi @An!", { start: 3, query: "An" }, "Ana Reyes")).toEqual({
      text: "Hi @Ana Reyes !",
      caret: 14,
    });
  });

  it("keeps only the mentions still in the text, each once", () => {
    const ana = { userId: "u1", name: "Ana Reyes" };
    const ben = { userId: "u2", name: "Ben Ortiz" };
    expect(mentionsInText("@Ana Reyes hi", [ana, ben, ana])).toEqual([ana]);
  });

  it("cuts the text into plain parts and linked mentions, the longest name first", () => {
    const ana = { userId: "u1", name: "Ana" };
    const anaR = { userId: "u2", name: "Ana Reyes" };
    expect(mentionParts("Hi @Ana Reyes and @Ana.", [ana, anaR])).toEqual([
      { text: "Hi " },
      { text: "@Ana Reyes", userId: "u2" },
      { text: " and " },
      { text: "@Ana", userId: "u1" },
      { text: "." },
    ]);
  });
});
