import { describe, expect, it } from "vitest";
import {
  LIST_DESCRIPTION_MAX,
  LIST_NOTE_MAX,
  LIST_TITLE_MAX,
  listProblem,
  mayEditEntries,
  maySeeList,
  noteProblem,
  tidyListText,
  tidyNote,
} from "./lists";
import { MESSAGES } from "./messages";

describe("a list's texts", () => {
  it("needs a title and keeps each text within its limit", () => {
    expect(listProblem({ title: "Espresso crawl", description: "" })).toBeNull();
    expect(listProblem(tidyListText({ title: " \u200b ", description: "" }))).toBe(MESSAGES.listTitleRequired);
    expect(listProblem({ title: "x".repeat(LIST_TITLE_MAX) })).toBeNull();
    expect(listProblem({ title: "x".repeat(LIST_TITLE_MAX + 1) })).toBe(MESSAGES.listTitleTooLong(LIST_TITLE_MAX));
    expect(listProblem({ description: "x".repeat(LIST_DESCRIPTION_MAX + 1) })).toBe(
      MESSAGES.listDescriptionTooLong(LIST_DESCRIPTION_MAX),
    );
    // An update names only what changes: no title, no title problem.
    expect(listProblem({})).toBeNull();
  });

  it("tidies texts before counting, and limits a note", () => {
    expect(tidyListText({ title: "  Flat whites  " })).toEqual({ title: "Flat whites" });
    expect(tidyNote("  try the cortado ")).toBe("try the cortado");
    expect(noteProblem("x".repeat(LIST_NOTE_MAX))).toBeNull();
    expect(noteProblem("x".repeat(LIST_NOTE_MAX + 1))).toBe(MESSAGES.listNoteTooLong(LIST_NOTE_MAX));
  });
});

describe("who sees and edits a list", () => {
  const owner = "owner";
  const visitor = { userId: null, isEditor: false, mutual: false };
  const stranger = { userId: "stranger", isEditor: false, mutual: false };
  const friend = { userId: "friend", isEditor: false, mutual: true };
  const editor = { userId: "editor", isEditor: true, mutual: false };
  const self = { userId: owner, isEditor: false, mutual: false };
  const sees = (visibility: "public" | "friends" | "private") =>
    [visitor, stranger, friend, editor, self].map((viewer) => maySeeList({ ownerId: owner, visibility }, viewer));

  it("shows a public list to everyone, a friends' list to mutual follows, a private one to its people", () => {
    expect(sees("public")).toEqual([true, true, true, true, true]);
    expect(sees("friends")).toEqual([false, false, true, true, true]);
    expect(sees("private")).toEqual([false, false, false, true, true]);
  });

  it("lets the owner and the editors change entries, nobody else", () => {
    expect(mayEditEntries({ ownerId: owner }, { userId: owner, isEditor: false })).toBe(true);
    expect(mayEditEntries({ ownerId: owner }, { userId: "editor", isEditor: true })).toBe(true);
    expect(mayEditEntries({ ownerId: owner }, { userId: "friend", isEditor: false })).toBe(false);
  });
});
