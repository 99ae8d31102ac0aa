import type { ListVisibility } from "@convex/rules/lists";

// How the list screens name a list's settings.

export const VISIBILITY_OPTIONS: { value: ListVisibility; label: string }[] = [
  { value: "public", label: "Public" },
  { value: "friends", label: "Friends" },
  { value: "private", label: "Private" },
];

/** Who sees a list, in a sentence under the choice and on the list's page. */
export const VISIBILITY_TEXT: Record<ListVisibility, string> = {
  public: "Anyone with the link can see it, people without an account too.",
  friends: "People you follow who follow you back can see it.",
  private: "Only you and the people editing it can see it.",
};

/** Who sees a list, as its page says it to anyone looking. */
export const SEEN_BY: Record<ListVisibility, string> = {
  public: "Anyone with the link can see it.",
  friends: "The owner's friends (people they follow who follow them back) can see it.",
  private: "Only the owner and the editors can see it.",
};

/** "12 shops", "1 shop", "No shops yet". */
export function shopCount(entries: number): string {
  if (entries <= 0) return "No shops yet";
  return entries === 1 ? "1 shop" : `${entries} shops`;
}
