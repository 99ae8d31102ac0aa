import type { TableNames } from "../_generated/dataModel";
import type { EraseStep } from "./accountErasure";

// Every table with a field that holds a person's id (a `v.id("users")` anywhere in its validator), and what
// deleting the account and "Download my data" do with it (decision 20; GDPR Art. 17 and 20).
// tests/docs/personal-data.test.ts walks convex/schema.ts and fails on a table missing here;
// tests/backend/accounts/personal-data.test.ts erases a busy account and fails on a row left naming the person in a
// table not marked `kept`, and on an `exportedAs` key that "Download my data" leaves empty.

/** The keys of account.exportData's answer. */
export type ExportKey =
  | "account"
  | "reviews"
  | "following"
  | "followers"
  | "savedShops"
  | "shopsAdded"
  | "shopEdits"
  | "beanEdits"
  | "notifications"
  | "reportsMade"
  | "blocked"
  | "lists"
  | "listsEditing"
  | "listEntriesAdded"
  | "comments"
  | "cheers"
  | "plansOrganised"
  | "planMemberships"
  | "planVotes";

type Erasure = { erasedBy: EraseStep | "closeAccount" } | { kept: string };
type Export = { exportedAs: ExportKey } | { notExported: string };
export type PersonalTable = Erasure & Export;

export const PERSONAL_TABLES: Partial<Record<TableNames, PersonalTable>> = {
  authAccounts: { erasedBy: "closeAccount", notExported: "the password hash; the email is in `account`" },
  authSessions: { erasedBy: "closeAccount", notExported: "sign-in sessions, no content" },
  roomViewers: {
    kept: "gone within minutes: the presence sweep takes a person out of a room once their sessions there expire (decision 39)",
    notExported: "which panel or list page is open now, no content",
  },
  presenceSessions: {
    kept: "gone within minutes: the presence sweep removes sessions past their time to live (decision 39)",
    notExported: "open panels and list pages and when they stop counting, no content",
  },
  panelFiles: {
    kept: "which authors a shop's panel file shows: published again without them once erasure deletes their reviews (decision 42)",
    notExported: "a copy of what shop panels show, no content of the person's own",
  },
  badges: { erasedBy: "account", notExported: "counts of the reviews, photos and shops exported" },
  blocks: { erasedBy: "blocking", exportedAs: "blocked" },
  bigAccounts: {
    kept: "that an account once had 5,000 followers, no content: its reviews then stay read on open (decision 38)",
    notExported: "a mark the feed reads, no content",
  },
  bigFollows: {
    kept: "deleted with the follow it mirrors, by the follow's job (totals.followChanged), which erasure's unfollows run",
    notExported: "mirrors a follow, which is exported",
  },
  follows: { erasedBy: "following", exportedAs: "following" },
  shops: {
    kept: "a shop is everyone's; `submittedBy` stays and the name becomes FORMER_MEMBER (step shops)",
    exportedAs: "shopsAdded",
  },
  shopEdits: { kept: "the shop's history; renamed to FORMER_MEMBER (step shopEdits)", exportedAs: "shopEdits" },
  beans: { kept: "the shop's bean list is everyone's; `updatedBy` names the last editor", exportedAs: "beanEdits" },
  beanEdits: { kept: "the list's history; renamed to FORMER_MEMBER (step beanEdits)", exportedAs: "beanEdits" },
  savedShops: { erasedBy: "saved", exportedAs: "savedShops" },
  reviews: { erasedBy: "reviews", exportedAs: "reviews" },
  helpfulVotes: { erasedBy: "votes", notExported: "a mark on someone else's review, not the person's content" },
  photos: { erasedBy: "reviews", exportedAs: "reviews" },
  uploads: { erasedBy: "uploads", notExported: "files not yet attached, gone within the hour" },
  feedItems: { erasedBy: "feed", notExported: "copies of others' activity; the person's own is exported" },
  feedTotals: { erasedBy: "account", notExported: "a count of feed rows" },
  followerCounts: { erasedBy: "account", notExported: "a count of the followers exported" },
  notifications: { erasedBy: "notifications", exportedAs: "notifications" },
  notificationCounts: { erasedBy: "account", notExported: "a count of notifications" },
  reports: { erasedBy: "reports", exportedAs: "reportsMade" },
  reportedItems: {
    kept: "the moderation queue's item: `ownerId` is the reported author, kept for accountability",
    notExported: "others' reports about the person",
  },
  reporterRecords: {
    kept: "moderators' tally of how the person's reports were judged: two numbers, no content",
    notExported: "moderators' record, not the person's content",
  },
  moderationLog: { kept: "moderators' actions, kept for accountability", notExported: "moderators' record" },
  osmImports: {
    kept: "which moderator imported an area from OpenStreetMap, kept for accountability as the log is",
    notExported: "moderators' record",
  },
  lists: { erasedBy: "lists", exportedAs: "lists" },
  listEditors: { erasedBy: "listEditing", exportedAs: "listsEditing" },
  listEntries: { erasedBy: "listEntries", exportedAs: "listEntriesAdded" },
  listActivity: {
    erasedBy: "listActivity",
    notExported: "what friends' feeds say about the person's lists; the lists and entries are exported",
  },
  comments: { erasedBy: "comments", exportedAs: "comments" },
  cheers: { erasedBy: "cheers", exportedAs: "cheers" },
  plans: { erasedBy: "plans", exportedAs: "plansOrganised" },
  planMembers: { erasedBy: "planMemberships", exportedAs: "planMemberships" },
  planVotes: { erasedBy: "planMemberships", exportedAs: "planVotes" },
  suspensions: {
    kept: "the deletion's own row stays: an older token names this id until it expires (step account)",
    notExported: "moderators' decision, told to the person as a notification",
  },
};

/**
 * Rows of the components' tables (convex/convex.config.ts) that still name a deleted person, and why: the
 * components offer no way to find them by the person's id. Each holds ids and numbers, no content.
 */
export const COMPONENT_LEFTOVERS: Record<string, string> = {
  "rateLimiter/rateLimits": 'notifyPerActor buckets keyed "recipient:actor": found only by both ids',
  "feedCounts/btree": "the feed aggregate's empty tree for the person, its namespace",
};
