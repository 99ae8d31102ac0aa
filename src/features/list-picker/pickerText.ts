import type { ListVisibility } from "@convex/rules/lists";

// How the shop panel's list parts and the profile's copy name a list's settings (as the list screens do).

export const VISIBILITY_CHOICES: { value: ListVisibility; label: string }[] = [
  { value: "private", label: "Private" },
  { value: "friends", label: "Friends" },
  { value: "public", label: "Public" },
];

export const VISIBILITY_LABEL: Record<ListVisibility, string> = {
  public: "Public",
  friends: "Friends",
  private: "Private",
};

/** "In 3 lists", "In 1 list". */
export const inListsLabel = (count: number, complete: boolean): string =>
  `In ${count}${complete ? "" : "+"} ${count === 1 ? "list" : "lists"}`;

/** "Private · 4 shops", "Friends · 1 shop · you edit it". */
export function listMeta(list: { visibility: ListVisibility; entries: number; owned?: boolean }): string {
  const shops = list.entries === 1 ? "1 shop" : `${list.entries} shops`;
  return [VISIBILITY_LABEL[list.visibility], shops, ...(list.owned === false ? ["you edit it"] : [])].join(" · ");
}

export const PILL =
  "inline-flex min-h-11 items-center gap-1.5 rounded-full border border-espresso bg-white px-3 py-2 font-semibold text-espresso hover:bg-latte-light focus-visible:outline-3 focus-visible:outline-latte";
