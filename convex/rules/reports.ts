// Reports and moderation (decision 20): what can be reported and why, what a moderator
// can do to each kind of item, and what the author is told. Shared by convex/ and the UI.

export const REPORT_KINDS = ["review", "photo", "shop", "profile", "comment"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_REASONS = {
  spam: "Spam",
  offensive: "Offensive or harassing",
  offTopic: "Not about this shop",
  wrongInfo: "Wrong information",
  closed: "Permanently closed",
  other: "Other",
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;

/** The reasons offered for each kind, in the order shown. */
export const REASONS_FOR: Record<ReportKind, readonly ReportReason[]> = {
  review: ["spam", "offensive", "offTopic", "other"],
  photo: ["spam", "offensive", "offTopic", "other"],
  shop: ["spam", "offensive", "wrongInfo", "closed", "other"],
  profile: ["spam", "offensive", "other"],
  comment: ["spam", "offensive", "other"],
};

/** A report's optional note, and a moderator's reason. */
export const MAX_REPORT_NOTE = 500;
export const MAX_MODERATION_REASON = 300;
/** Different established accounts whose "permanently closed" reports mark a shop closed. */
export const CLOSED_AFTER_REPORTS = 2;
/** Established accounts (rules/trust.ts) whose reports hide a review or photo until a moderator looks. */
export const AUTO_HIDE_REPORTERS = 3;
/** Open items per page of the moderation queue (each reads about REPORTS_SHOWN + 4 documents); Load more shows the next. */
export const MODERATION_PAGE = 20;
/** Reports shown per item in the queue (the count is of all of them). */
export const REPORTS_SHOWN = 10;

/** One key per reported thing: "review:<id>". */
export function subjectKey(kind: ReportKind, id: string): string {
  return `${kind}:${id}`;
}

// The queue's order (decision 27): an item weighs what its reports since it opened weigh. A new
// account's report counts for little (eleven throwaway accounts cannot bury one regular's report), an
// established reporter's in full, scaled down by how often moderators dismissed that reporter's reports.

/** What an established reporter's report weighs with a clean record (rules/trust.ts). */
export const ESTABLISHED_REPORT_WEIGHT = 10;
/** What a report from an account that is not established weighs, whatever its record. */
export const NEW_ACCOUNT_REPORT_WEIGHT = 1;
/** What the app's own flag weighs (model/moderation.ts flagForModerators): above any pile of reports likely. */
export const SYSTEM_FLAG_WEIGHT = 1000;

/** What moderators made of one reporter's earlier reports. */
export type ReporterRecord = { upheld: number; dismissed: number };

/**
 * What one report adds to its item's weight. An established reporter's weight is scaled by the share of
 * their reports that held, counting one held report in their favour so a first dismissal does not halve
 * it: 10 with a clean record, 5 after one dismissal and none upheld, 2 after four. Never below a new
 * account's report.
 */
export function reportWeight(established: boolean, record: ReporterRecord | null): number {
  if (!established) return NEW_ACCOUNT_REPORT_WEIGHT;
  const upheld = Math.max(0, record?.upheld ?? 0);
  const dismissed = Math.max(0, record?.dismissed ?? 0);
  const held = (1 + upheld) / (1 + upheld + dismissed);
  return Math.max(NEW_ACCOUNT_REPORT_WEIGHT, Math.round(ESTABLISHED_REPORT_WEIGHT * held));
}

/** What a moderator's action says of the reports that brought the item: they held, or they did not. */
export function reportsOutcome(action: ModerationAction): "upheld" | "dismissed" {
  return action === "dismiss" || action === "restore" || action === "reopen" ? "dismissed" : "upheld";
}

/** "3 items wait", for the queue's heading. */
export function waitingText(count: number): string {
  if (count <= 0) return "Nothing waits";
  return count === 1 ? "1 item waits" : `${count} items wait`;
}

export type ModerationAction = "dismiss" | "hide" | "restore" | "remove" | "suspend" | "close" | "reopen";

/** What a moderator can do to each kind: hiding is for what people wrote or posted on a shop. */
export const ACTIONS_FOR: Record<ReportKind, readonly ModerationAction[]> = {
  review: ["dismiss", "hide", "restore", "remove", "suspend"],
  photo: ["dismiss", "hide", "restore", "remove", "suspend"],
  shop: ["dismiss", "close", "reopen"],
  profile: ["dismiss", "suspend"],
  comment: ["dismiss", "hide", "restore", "remove", "suspend"],
};

export const ACTION_LABELS: Record<ModerationAction, string> = {
  dismiss: "Dismiss",
  hide: "Hide",
  restore: "Restore",
  remove: "Remove",
  suspend: "Suspend account",
  close: "Mark closed",
  reopen: "Reopen",
};

/** What a report must hold; null when it may be stored. */
export function reportError(kind: ReportKind, reason: string, note: string): string | null {
  if (!(REASONS_FOR[kind] as readonly string[]).includes(reason)) return "Please choose a reason.";
  if (note.length > MAX_REPORT_NOTE) return `Please keep the note under ${MAX_REPORT_NOTE} characters.`;
  return null;
}

/** What a moderator's reason must hold; null when it may be stored. */
export function moderationReasonError(reason: string): string | null {
  if (reason.trim() === "") return "Please give a reason: the author is told it.";
  if (reason.length > MAX_MODERATION_REASON) return `Please keep the reason under ${MAX_MODERATION_REASON} characters.`;
  return null;
}

/** What the thing is, as its author reads it: "your review of Thinking Cup". */
export function subjectLabel(kind: ReportKind, shopName?: string): string {
  switch (kind) {
    case "review":
      return shopName ? `your review of ${shopName}` : "your review";
    case "photo":
      return shopName ? `your photo of ${shopName}` : "your photo";
    case "shop":
      return shopName ? `${shopName}, a shop you added` : "a shop you added";
    case "profile":
      return "your profile";
    case "comment":
      return shopName ? `your comment on a review of ${shopName}` : "your comment";
  }
}

/** The statement of reasons the author receives (a notification): "A moderator hid your review of X. Reason: spam." */
export function moderationStatement(action: ModerationAction, label: string, reason: string): string {
  // "Gone Beans, a shop you added" closes its aside before the sentence goes on.
  if (action === "close")
    return `A moderator marked ${label}${label.includes(",") ? "," : ""} as permanently closed. Reason: ${reason.trim()}`;
  const did = {
    dismiss: "kept",
    hide: "hid",
    restore: "restored",
    remove: "removed",
    suspend: "suspended your account over",
    close: "closed",
    reopen: "reopened",
  }[action];
  return `A moderator ${did} ${label}. Reason: ${reason.trim()}`;
}

/** What a shop's submitter is told when people's reports marked it closed. */
export function closedByReportsStatement(shopName: string): string {
  return `${shopName}, a shop you added, is now marked permanently closed: ${CLOSED_AFTER_REPORTS} members reported it. If it is still open, edit the shop and tick "It is open": a moderator will check.`;
}

/** Why an established member's edit put a closed shop in the queue (the moderator may Reopen it). */
export const REOPEN_REQUEST_FLAG = "A member's edit says this closed shop is open again.";

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What the author is told when reports hid their review or photo before any moderator looked. */
export function autoHideStatement(label: string): string {
  return `${capitalized(label)} is hidden until a moderator looks at it: several members reported it.`;
}

/** How long an item has waited: "3 h", "2 d", "just now". */
export function waitedText(since: number, now: number): string {
  const minutes = Math.max(0, Math.floor((now - since) / 60_000));
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? `${hours} h` : `${Math.floor(hours / 24)} d`;
}
