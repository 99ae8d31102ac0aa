// Notifications: what each kind says, and how many are kept. Shared by convex/model/notifications.ts
// and the UI.

/** Notifications kept per user; the oldest go when a new one would pass this. */
export const MAX_NOTIFICATIONS = 100;
/** A page of the notification list. */
export const NOTIFICATION_PAGE = 10;
/** The bell shows counts above this as "9+". */
export const BELL_COUNT_CAP = 9;

export type NotificationKind = "follow" | "review" | "helpful";

/** The event a notification tells, as one key per actor and subject: a repeat of it while unread is not told again. */
export function notificationKey(kind: NotificationKind, actorId: string, subjectId?: string): string {
  return subjectId ? `${kind}:${actorId}:${subjectId}` : `${kind}:${actorId}`;
}

/** The sentence after the actor's name. */
export function notificationText(kind: NotificationKind, shopName = "a shop"): string {
  switch (kind) {
    case "follow":
      return "started following you.";
    case "review":
      return `reviewed ${shopName}, a shop you added.`;
    case "helpful":
      return `found your review of ${shopName} helpful.`;
  }
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
