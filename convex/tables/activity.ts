// What reaches people: the feed, notifications, and the record of background steps that failed.
import { defineTable } from "convex/server";
import { v } from "convex/values";

export const activityTables = {
  // Friends' activity, written ahead (fan-out on write): one row per viewer and review or new shop
  // of someone they follow, `time` being the activity's creation time. The feedCounts aggregate
  // orders each viewer's rows by time; rows change only through convex/model/feedRows.ts.
  feedItems: defineTable(
    v.union(
      v.object({
        viewerId: v.id("users"),
        authorId: v.id("users"),
        time: v.number(),
        kind: v.literal("review"),
        activityId: v.id("reviews"),
      }),
      v.object({
        viewerId: v.id("users"),
        authorId: v.id("users"),
        time: v.number(),
        kind: v.literal("shop"),
        activityId: v.id("shops"),
      }),
      // A list made public or shops added to one (listActivity), shown only while the viewer may see the list.
      v.object({
        viewerId: v.id("users"),
        authorId: v.id("users"),
        time: v.number(),
        kind: v.literal("list"),
        activityId: v.id("listActivity"),
      }),
    ),
  )
    .index("by_viewer_time", ["viewerId", "time"])
    .index("by_viewer_author", ["viewerId", "authorId"])
    .index("by_activity_viewer", ["activityId", "viewerId"])
    .index("by_time", ["time"]),

  // What a person did to a shared list that their followers' feeds tell (model/listFeed.ts): made it public, or
  // added shops to a public or friends list. Additions by one person to one list within one hour are one row,
  // its count and latest shops updated, so an editor adding 30 shops makes one feed item, not 30.
  listActivity: defineTable({
    listId: v.id("lists"),
    actorId: v.id("users"),
    kind: v.union(v.literal("public"), v.literal("added")),
    hour: v.number(), // Math.floor(time / HOUR) of the first addition
    count: v.number(), // shops added in the group
    shopIds: v.array(v.id("shops")), // the latest few added, newest last (rules/listFeed.ts LIST_FEED_SHOPS)
  })
    .index("by_actor_list", ["actorId", "listId", "kind", "hour"])
    // In time order: a follow's backfill reads a person's last 30 days of list news newest first.
    // eslint-disable-next-line @convex-dev/no-duplicate-indexes
    .index("by_actor", ["actorId"])
    .index("by_list", ["listId"]),

  // How many feedItems rows each viewer has (one read for "Page X of Y"), kept with the rows.
  feedTotals: defineTable({
    viewerId: v.id("users"),
    rows: v.number(),
  }).index("by_viewer", ["viewerId"]),

  // What happened to a user's things (convex/model/notifications.ts): someone followed them, reviewed
  // a shop they added, found their review helpful. Names are as they were then. `key` names the event
  // ("follow:<actor>") so a repeat while the first is unread is not told twice. At most
  // MAX_NOTIFICATIONS per user: the oldest go.
  notifications: defineTable({
    userId: v.id("users"),
    kind: v.union(
      v.literal("follow"),
      v.literal("review"),
      v.literal("helpful"),
      v.literal("moderation"),
      // Conversations (convex/comments.ts, convex/cheers.ts): a comment on the person's review, a
      // mention of them in a comment, a cheer of their review or of a shop they added.
      v.literal("comment"),
      v.literal("mention"),
      v.literal("cheer"),
      v.literal("plan"),
      // A shared list the person edited went with its owner's account (its sentence in `statement`).
      v.literal("listGone"),
    ),
    key: v.string(),
    // A moderator's statement of reasons (kind "moderation", rules/reports.ts moderationStatement).
    statement: v.optional(v.string()),
    // The latest person, and the others of the group, newest first (absent on rows stored before groups).
    // A moderators' notice names nobody (absent; rows stored before decision 27 hold an id the list leaves out).
    actorId: v.optional(v.id("users")),
    actorName: v.string(),
    others: v.optional(v.array(v.id("users"))),
    shopId: v.optional(v.id("shops")),
    shopName: v.optional(v.string()),
    reviewId: v.optional(v.id("reviews")),
    // A coffee plan's notice (kind "plan", model/planNotices.ts): the plan, and the time chosen for it.
    planId: v.optional(v.id("plans")),
    planTime: v.optional(v.number()),
  })
    // Newest first (the list); by_user_key finds a group's notification; by_user_actor one person's share.
    // eslint-disable-next-line @convex-dev/no-duplicate-indexes
    .index("by_user", ["userId"])
    .index("by_user_key", ["userId", "key"])
    .index("by_user_actor", ["userId", "actorId"]),

  // Each user's notification counter: how many rows, how many unread, and up to when they have read.
  notificationCounts: defineTable({
    userId: v.id("users"),
    total: v.number(),
    unread: v.number(),
    readUpTo: v.number(), // _creationTime of the newest notification seen
  }).index("by_user", ["userId"]),

  // A background step (a scheduled batch of a chain) that failed, written when it failed
  // (model/backgroundSteps.ts): kept until a retry succeeds ("recovered") or the retries run out
  // ("gaveUp"), so no failure ends a chain unseen.
  jobFailures: defineTable({
    jobId: v.optional(v.id("_scheduled_functions")), // the step runner's run that died, when the backstop found it
    kind: v.optional(v.union(v.literal("mutation"), v.literal("action"))), // absent: a mutation
    name: v.string(), // the function, "feed:fanOutBatch"
    args: v.any(), // its arguments, to run it again
    attempts: v.number(), // runs that failed so far
    state: v.union(v.literal("retrying"), v.literal("recovered"), v.literal("gaveUp")),
    retryJobId: v.optional(v.id("_scheduled_functions")),
    error: v.optional(v.string()),
    lastFailedAt: v.number(),
  })
    .index("by_job", ["jobId"])
    .index("by_state", ["state", "lastFailedAt"]),

  // An account with BIG_ACCOUNT_FOLLOWERS or more (decision 38): its reviews from `since` are read when a
  // follower opens the feed, not copied into every follower's feed. Set by the follow job that crossed it.
  bigAccounts: defineTable({
    userId: v.id("users"),
    since: v.number(),
  }).index("by_user", ["userId"]),

  // A follow of a big account, kept beside the follow by its job (model/bigAccounts.ts), so a feed page finds
  // the big accounts its viewer follows in one small range, however many people they follow.
  bigFollows: defineTable({
    viewerId: v.id("users"),
    authorId: v.id("users"),
  })
    .index("by_viewer", ["viewerId", "authorId"])
    .index("by_author", ["authorId"]),
};
