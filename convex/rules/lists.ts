// Shared lists (docs/product.md, "Shared lists"): the limits of what a list holds, and who may see and change
// one. Pure, shared by convex/lists.ts and the list screens.
import { MESSAGES } from "./messages";
import { cleanText } from "./text";

export const LIST_TITLE_MAX = 80;
export const LIST_DESCRIPTION_MAX = 300;
export const LIST_NOTE_MAX = 200;
/** Shops one list holds at most: the editors' screen shows them all, so its read stays bounded. */
export const MAX_LIST_ENTRIES = 200;
/** Lists one person owns at most; "My lists" and a profile read them all. */
export const MAX_LISTS = 100;
/** Editors of one list at most, and lists one person edits that "My lists" shows. */
export const MAX_LIST_EDITORS = 20;
export const MAX_EDITED_LISTS = 100;
/** Lists holding a shop that its panel looks through (the newest additions first). */
export const LISTS_FOR_SHOP_SCAN = 100;
/** Characters of an invite link's secret: 24 base-62 characters, about 143 bits. */
export const LIST_LINK_LENGTH = 24;

export const LIST_VISIBILITIES = ["public", "friends", "private"] as const;
export type ListVisibility = (typeof LIST_VISIBILITIES)[number];

export type ListDraft = { title: string; description: string; visibility: ListVisibility; ranked: boolean };

/** A list's title and description as stored: invisible characters gone, ends trimmed. */
export function tidyListText<T extends { title?: string; description?: string }>(draft: T): T {
  return {
    ...draft,
    ...(draft.title === undefined ? {} : { title: cleanText(draft.title) }),
    ...(draft.description === undefined ? {} : { description: cleanText(draft.description) }),
  };
}

/** The first problem with a list's (tidied) title or description, or null. */
export function listProblem(draft: { title?: string; description?: string }): string | null {
  if (draft.title !== undefined && draft.title === "") return MESSAGES.listTitleRequired;
  if (draft.title !== undefined && draft.title.length > LIST_TITLE_MAX)
    return MESSAGES.listTitleTooLong(LIST_TITLE_MAX);
  if (draft.description !== undefined && draft.description.length > LIST_DESCRIPTION_MAX)
    return MESSAGES.listDescriptionTooLong(LIST_DESCRIPTION_MAX);
  return null;
}

/** A note as stored (tidied), and its problem. */
export const tidyNote = (note: string): string => cleanText(note);
export const noteProblem = (note: string): string | null =>
  note.length > LIST_NOTE_MAX ? MESSAGES.listNoteTooLong(LIST_NOTE_MAX) : null;

/**
 * What decides whether a viewer sees a list: who they are to it. `mutual`: they and the owner follow each other;
 * `blocked`: one of them blocked the other (optional: a visitor or the owner is never blocked).
 */
export type ViewerOfList = { userId: string | null; isEditor: boolean; mutual: boolean; blocked?: boolean };

/** A block between the viewer and the owner hides the list whatever it is. Public: anyone with the link, visitors too; friends: the owner's mutual follows; private: owner and editors. */
export function maySeeList(list: { ownerId: string; visibility: ListVisibility }, viewer: ViewerOfList): boolean {
  if (viewer.blocked === true) return false;
  if (list.visibility === "public") return true;
  if (viewer.userId === null) return false;
  if (viewer.userId === list.ownerId || viewer.isEditor) return true;
  return list.visibility === "friends" && viewer.mutual;
}

/** The owner and the editors add, remove, note and reorder entries. */
export function mayEditEntries(list: { ownerId: string }, viewer: { userId: string; isEditor: boolean }): boolean {
  return viewer.userId === list.ownerId || viewer.isEditor;
}
