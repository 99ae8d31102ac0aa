// Notifications: what each kind says, and how many are kept. Shared by convex/model/notifications.ts
// and the UI.

/** Notifications kept per user; the oldest go when a new one would pass this. */
export const MAX_NOTIFICATIONS = 100;
/** Of those, at most this many name one person last: past it, that person's own oldest goes, nobody else's. */
export const MAX_NOTIFICATIONS_PER_ACTOR = 10;
/** People a grouped notification remembers besides the latest ("Ana and 3 others"); more are not added. */
export const MAX_GROUPED_ACTORS = 50;
/** A page of the notification list. */
export const NOTIFICATION_PAGE = 10;
/** The bell shows counts above this as "9+". */
export const BELL_COUNT_CAP = 9;

export type NotificationKind =
  "follow" | "review" | "helpful" | "moderation" | "listGone" | "plan" | "comment" | "mention" | "cheer";

/** Who a moderator's notice comes from: moderators act for the service, not as themselves. */
export const MODERATORS_NAME = "Brew Map moderators";

/**
 * The group a notification belongs to: its kind and subject (the shop reviewed, the review found
 * helpful; none for a follow). While a group's notification is unread, everyone else who does the
 * same joins it instead of adding one.
 */
export function notificationKey(kind: NotificationKind, subjectId?: string): string {
  return subjectId ? `${kind}:${subjectId}` : kind;
}

/** Who besides the named person: "and 3 others", or nothing. */
export function othersText(others: number): string {
  return others <= 0 ? "" : others === 1 ? "and 1 other" : `and ${others} others`;
}

/** The sentence after the actor's name; `onReview` false for a cheer of a shop someone added. */
export function notificationText(kind: NotificationKind, shopName = "a shop", onReview = true): string {
  switch (kind) {
    case "follow":
      return "started following you.";
    case "review":
      return `reviewed ${shopName}, a shop you added.`;
    case "helpful":
      return `found your review of ${shopName} helpful.`;
    case "comment":
      return `commented on your review of ${shopName}.`;
    case "mention":
      return `mentioned you in a comment on ${shopName}.`;
    case "cheer":
      return onReview ? `cheered your review of ${shopName}.` : `cheered ${shopName}, a shop you added.`;
    case "moderation":
    case "plan":
    case "listGone":
      return "";
  }
}

/**
 * What an editor is told when a list goes with its owner's account. It names the list, not the owner: the
 * account's name is erased first, and a notice kept after the erasure must not keep it.
 */
export function listGoneText(title: string): string {
  return `"${title}", a list you edited, was deleted with its owner's account.`;
}

/** The bell's badge: the count, or "9+" past BELL_COUNT_CAP; empty at zero. */
export function bellCount(unread: number): string {
  if (unread <= 0) return "";
  return unread > BELL_COUNT_CAP ? `${BELL_COUNT_CAP}+` : String(unread);
}

/** The bell's accessible name: "Notifications, 3 unread". */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : "Notifications";
}
