import { authTables } from "@convex-dev/auth/server";
import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";
import { geocodedPoint, moderationActionValidator, reportKindValidator, reviewDraftFields } from "./model/validators";

// Every entity of docs/product.md §3. Field names are camelCase versions of the first specification's;
// its name is noted where it differs enough to matter. Lists that grow with use (follows, photos, edits) are rows,
// not arrays inside one document.

const bean = v.object({
  name: v.string(),
  roast: v.string(), // Light | Medium | Dark
  notes: v.string(), // "chocolate, cherry, caramel"
  origin: v.string(),
});

/**
 * The markers of a map tile, as columns: marker i is (shopIds[i], names[i], lats[i], lngs[i], and
 * its share of each binary column). Columns name each field once per tile instead of once per
 * marker, which keeps a city view's read small (convex/model/mapTiles.ts turns them into markers and back).
 */
export const markerColumns = {
  shopIds: v.array(v.id("shops")),
  names: v.array(v.string()),
  // Only on tiles written before `traits`, which holds the roast style in 2 bits.
  roastStyles: v.optional(v.array(v.string())),
  lats: v.array(v.number()),
  lngs: v.array(v.number()),
  // Each marker's overall rating and review count, 4 bytes a marker (rules/ratings.ts): a number
  // column costs 9 bytes a marker. Absent on tiles written before ratings: no ratings shown.
  ratings: v.optional(v.bytes()),
  // What the map's filters ask of each marker: roast style, yes/no options and beverages, 3 bytes
  // a marker (rules/markerTraits.ts).
  traits: v.optional(v.bytes()),
  // Each marker's opening hours for "open now", a few bytes a marker (rules/weeklyHours.ts).
  weeks: v.optional(v.bytes()),
};

export default defineSchema({
  ...authTables,

  // BrewUsers: the auth user document carries the taste profile.
  users: defineTable({
    // Fields @convex-dev/auth manages.
    name: v.optional(v.string()),
    image: v.optional(v.string()),
    email: v.optional(v.string()),
    emailVerificationTime: v.optional(v.number()),
    phone: v.optional(v.string()),
    phoneVerificationTime: v.optional(v.number()),
    isAnonymous: v.optional(v.boolean()),
    // BrewUsers fields.
    firstName: v.optional(v.string()),
    lastName: v.optional(v.string()),
    isActive: v.optional(v.boolean()),
    selectedRoast: v.optional(v.string()),
    cafeDrink: v.optional(v.string()),
    cafeMilk: v.optional(v.string()),
    cafeTemp: v.optional(v.string()),
    favCafe: v.optional(v.string()),
    homeDrink: v.optional(v.string()),
    homeMilk: v.optional(v.string()),
    homeTemp: v.optional(v.string()),
    yourCity: v.optional(v.string()),
    yourState: v.optional(v.string()),
    about: v.optional(v.string()),
    // People (convex/model/people.ts): follow counts kept by follows.follow/unfollow, reviews written
    // (a copy of badges.reviews) and "STATE|CITY" of the profile, for the people-to-follow index.
    followers: v.optional(v.number()),
    following: v.optional(v.number()),
    reviewCount: v.optional(v.number()),
    // Established from this time on whatever its age (the demo accounts); see rules/trust.ts.
    establishedAt: v.optional(v.number()),
    homeKey: v.optional(v.string()),
    // A moderator (decision 20): granted from the command line (`moderation:grant`), never by the app.
    role: v.optional(v.literal("moderator")),
    // The account was deleted then: only this and the follow counters are left while its records are
    // erased in batches (convex/model/accountErasure.ts), then the document goes too.
    deletedAt: v.optional(v.number()),
  })
    .index("email", ["email"])
    .index("by_home_reviewCount", ["homeKey", "reviewCount"])
    .index("by_reviewCount", ["reviewCount"])
    // The people search box finds users by display name (convex/people.ts).
    .searchIndex("search_name", { searchField: "name" }),

  // BrewBadges: counters kept in the same mutation as the records they count.
  badges: defineTable({
    userId: v.id("users"),
    cafes: v.number(),
    photos: v.number(),
    reviews: v.number(),
    cities: v.array(v.string()), // distinct "CITY, ST" of the shops the user added
  }).index("by_user", ["userId"]),

  // Friends: one row per (follower → followee).
  // Blocks: one row per (blocker → blocked); the blocker no longer sees the blocked person's content.
  blocks: defineTable({
    blockerId: v.id("users"),
    blockedId: v.id("users"),
  })
    .index("by_blocker_blocked", ["blockerId", "blockedId"])
    .index("by_blocked", ["blockedId"]),

  follows: defineTable({
    followerId: v.id("users"),
    followeeId: v.id("users"),
  })
    .index("by_follower_followee", ["followerId", "followeeId"])
    // Whom a user follows, newest first (profile lists, the shop panel's followed reviewers).
    // eslint-disable-next-line @convex-dev/no-duplicate-indexes
    .index("by_follower", ["followerId"])
    .index("by_followee", ["followeeId"]),

  // CoffeeShops + Coordinates + CoffeeShopWebsites in one document.
  shops: defineTable({
    publicId: v.string(), // 12-digit public id (shop_id of docs/product.md §3); every other table's shopId is Id<"shops">
    name: v.string(),
    submittedBy: v.id("users"),
    submitterName: v.string(),
    streetAddress: v.string(),
    addressKey: v.string(), // streetAddress as the duplicate check compares it (rules/address.ts)
    city: v.string(), // upper case
    state: v.string(), // 2 letters, upper case
    // The yes/no traits are absent until someone answers them (the add form starts them unanswered).
    roastsOwnBeans: v.optional(v.boolean()),
    hours: v.string(),
    // Opening hours per day in OpenStreetMap `opening_hours` syntax ("Mo-Fr 07:00-18:00; Su off",
    // rules/openingHours.ts); absent when nobody entered them ("Hours not confirmed").
    openingHours: v.optional(v.string()),
    // The IANA time zone at lat/lng ("America/New_York"), set with the coordinates; hours are read in it.
    timeZone: v.optional(v.string()),
    website: v.string(),
    beverages: v.array(v.string()),
    roastStyle: v.string(), // light | medium | dark
    dairyFree: v.optional(v.boolean()),
    glutenFriendly: v.optional(v.boolean()),
    mealOptions: v.optional(v.boolean()),
    bakeryOptions: v.optional(v.boolean()),
    about: v.string(),
    lat: v.number(),
    lng: v.number(),
    // Bumped on every edit; an edit names the version it started from (conflict detection).
    version: v.number(),
    // Permanently closed since then (reports or a moderator, convex/model/shopClosure.ts): off the map
    // and the list unless the filters ask; a later edit or a moderator reopens it.
    closedAt: v.optional(v.number()),
    // The review count and the sums of their Coffee, Vibe and Staff ratings, kept in the review's
    // own mutation (convex/model/ratings.ts); averages are worked out on read (rules/ratings.ts).
    // Absent on a shop nobody has reviewed.
    ratingTotals: v.optional(
      v.object({ reviews: v.number(), coffee: v.number(), vibe: v.number(), staff: v.number() }),
    ),
  })
    .index("by_publicId", ["publicId"])
    .index("by_state_city_name", ["state", "city", "name"])
    .index("by_address", ["state", "city", "addressKey"])
    .index("by_submitter", ["submittedBy"])
    // A city search fits the town's shops in view from its outermost ones (shops.cityExtent).
    .index("by_state_city_lat", ["state", "city", "lat"])
    .index("by_state_city_lng", ["state", "city", "lng"])
    // The map's search box finds shops by name (convex/search.ts).
    .searchIndex("search_name", { searchField: "name", filterFields: ["state", "city"] }),

  // The map's markers: one document per 0.01° × 0.01° tile that has shops, holding what each of
  // its markers shows and where (convex/model/mapTiles.ts keeps it in the shop's own mutation).
  // A city view reads a few dozen small tiles instead of hundreds of whole shops.
  mapTiles: defineTable({
    lngCell: v.number(),
    lngCellCoarse: v.number(),
    latCell: v.number(),
    ...markerColumns,
  })
    .index("by_lngCell_latCell", ["lngCell", "latCell"])
    .index("by_lngCellCoarse_latCell", ["lngCellCoarse", "latCell"]),

  // The states and cities that have shops, with how many, kept with the shops (convex/model/places.ts):
  // the dropdowns read one range of this small table instead of skipping along the shops.
  places: defineTable({
    level: v.union(v.literal("state"), v.literal("city")),
    state: v.string(),
    city: v.string(), // "" on a state's row
    shops: v.number(),
  }).index("by_level_state_city", ["level", "state", "city"]),

  // Who changed what on a shop, and when (_creationTime).
  shopEdits: defineTable({
    shopId: v.id("shops"),
    editorId: v.id("users"),
    editorName: v.string(),
    changes: v.array(v.object({ field: v.string(), before: v.string(), after: v.string() })),
  })
    .index("by_shop", ["shopId"])
    // An editor's edits (credited to "A former member" when their account is deleted).
    .index("by_editor", ["editorId"]),

  // CoffeeBeans: the bag list of one shop (bounded, 50 entries at most).
  beans: defineTable({
    shopId: v.id("shops"),
    beans: v.array(bean),
    updatedBy: v.id("users"),
  }).index("by_shop", ["shopId"]),

  // Who changed a shop's bean list, and when (_creationTime). Whole lists, so any version can be
  // restored in one step; `restoredFrom` marks a restore (of the list before that edit).
  beanEdits: defineTable({
    shopId: v.id("shops"),
    editorId: v.id("users"),
    editorName: v.string(),
    before: v.array(bean),
    after: v.array(bean),
    restoredFrom: v.optional(v.id("beanEdits")),
  })
    .index("by_shop", ["shopId"])
    .index("by_editor", ["editorId"]),

  // ShopReviews.
  reviews: defineTable({
    shopId: v.id("shops"),
    // The running count per shop (review_id of docs/product.md §3), given a moment after it is written (convex/totals.ts).
    number: v.optional(v.number()),
    shopName: v.string(),
    city: v.string(), // copied from the shop for recommendation lookups
    state: v.string(),
    userId: v.id("users"),
    userName: v.string(),
    ...reviewDraftFields,
    photos: v.array(v.id("_storage")),
    // The reviewer's favourites when the review was written.
    userFavDrink: v.string(),
    userFavTemp: v.string(),
    userFavMilk: v.string(),
    userFavRoast: v.string(),
    userFavProcess: v.string(),
    // When the author last edited it (it keeps its place: lists sort by creation); absent if never.
    editedAt: v.optional(v.number()),
    // Its "Helpful" votes (helpfulVotes rows), counted in the vote's mutation; absent means none.
    helpfulCount: v.optional(v.number()),
    // The mean of its three ratings to one decimal (rules/ratings.ts reviewOverall), for sorting by rating.
    overall: v.optional(v.number()),
    // Hidden by a moderator (or by AUTO_HIDE_REPORTERS reports) since then: out of every list, count,
    // rating, badge, tile and feed until restored (convex/model/moderation.ts). Its author still sees it.
    hiddenAt: v.optional(v.number()),
  })
    // A shop's reviews newest first; by_shop_user finds one reviewer's (the shop panel's followed reviewers).
    // eslint-disable-next-line @convex-dev/no-duplicate-indexes
    .index("by_shop", ["shopId"])
    .index("by_shop_user", ["shopId", "userId"])
    // A user's reviews by time (feed backfill, renames); by_user_hidden their shown ones (profile list, newest first) or hidden ones.
    // eslint-disable-next-line @convex-dev/no-duplicate-indexes
    .index("by_user", ["userId"])
    .index("by_place_taste", ["state", "city", "roast", "bev", "temp", "drinkRating"])
    // The panel's other orders (reviews.listForShop): most helpful, highest and lowest rated.
    .index("by_shop_helpful", ["shopId", "helpfulCount"])
    .index("by_shop_overall", ["shopId", "overall"])
    .index("by_user_hidden", ["userId", "hiddenAt"]),

  // "Helpful" votes: one per voter and review, never on one's own (convex/model/helpfulVotes.ts).
  // `counted: false`: the voter was not established when voting (rules/trust.ts), so the vote is the
  // voter's own mark and not in the review's helpfulCount. Absent (votes before trust): counted.
  helpfulVotes: defineTable({
    reviewId: v.id("reviews"),
    userId: v.id("users"),
    counted: v.optional(v.boolean()),
  })
    .index("by_review_user", ["reviewId", "userId"])
    // A voter's votes (taken back when their account is deleted).
    .index("by_user", ["userId"]),

  // Shop photos, one row each, in upload order (docs/product.md §3, photos). `storageId` is the photo
  // (the large file, as the review lists it); `smallStorageId` the small copy lists show, absent on a
  // photo stored before there were two sizes until the backfill reaches it (docs/decisions/0016-two-photo-sizes.md).
  photos: defineTable({
    shopId: v.id("shops"),
    reviewId: v.id("reviews"),
    userId: v.id("users"),
    storageId: v.id("_storage"),
    smallStorageId: v.optional(v.id("_storage")),
    // Hidden by a moderator since then (the review's other photos stay); its author still sees it.
    hiddenAt: v.optional(v.number()),
  })
    .index("by_shop", ["shopId"])
    .index("by_review", ["reviewId"])
    .index("by_storage", ["storageId"])
    .index("by_small", ["smallStorageId"]),

  // Uploads waiting to be attached to a review: who uploaded what (ownership check), with the small copy.
  uploads: defineTable({
    userId: v.id("users"),
    storageId: v.id("_storage"),
    smallStorageId: v.optional(v.id("_storage")),
  })
    .index("by_storage", ["storageId"])
    .index("by_small", ["smallStorageId"])
    .index("by_user", ["userId"]),

  // Popular-drink counters per shop: one row per lowercased temp|milk|bev|roast|process of reviews
  // rated 4 or more, so the shop panel reads the top drink without scanning reviews.
  drinkStats: defineTable({
    shopId: v.id("shops"),
    key: v.string(),
    temp: v.string(),
    milk: v.string(),
    bev: v.string(),
    roast: v.string(),
    process: v.string(),
    count: v.number(),
    lastReviewAt: v.number(),
  })
    .index("by_shop_key", ["shopId", "key"])
    .index("by_shop_rank", ["shopId", "count", "lastReviewAt"]),

  // Geocoding answers, so the same query never costs twice.
  geocodeCache: defineTable({
    key: v.string(),
    result: v.union(v.null(), geocodedPoint),
    provider: v.string(),
  }).index("by_key", ["key"]),

  // When each rate-limited geocoding provider may next be called (Nominatim: 1 request a second).
  geocodeThrottle: defineTable({
    provider: v.string(),
    nextSlotAt: v.number(),
  }).index("by_provider", ["provider"]),

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
    ),
  )
    .index("by_viewer_time", ["viewerId", "time"])
    .index("by_viewer_author", ["viewerId", "authorId"])
    .index("by_activity_viewer", ["activityId", "viewerId"])
    .index("by_time", ["time"]),

  // A background step (a scheduled batch of a chain) that failed (convex/jobs.ts): kept until a retry
  // succeeds ("recovered") or the retries run out ("gaveUp"), so no failure ends a chain unseen.
  jobFailures: defineTable({
    jobId: v.id("_scheduled_functions"), // the first run that failed
    name: v.string(), // the function, "feed:fanOutBatch"
    args: v.any(), // its arguments, to run it again
    attempts: v.number(), // runs that failed so far
    state: v.union(v.literal("retrying"), v.literal("recovered"), v.literal("gaveUp")),
    retryJobId: v.optional(v.id("_scheduled_functions")),
    error: v.optional(v.string()),
    lastFailedAt: v.number(),
  })
    .index("by_job", ["jobId"])
    .index("by_retry", ["retryJobId"])
    .index("by_state", ["state", "lastFailedAt"]),

  // Failed sign-ins and reset codes per normalised email (convex/authAttempts.ts): growing delays
  // instead of @convex-dev/auth's hour-long lock, which anyone could turn on anyone.
  authAttempts: defineTable({
    key: v.string(), // "signIn:<email>" | "resetCode:<email>"
    failures: v.number(),
    lastFailure: v.number(),
  }).index("by_key", ["key"]),

  // What happened to a user's things (convex/model/notifications.ts): someone followed them, reviewed
  // a shop they added, found their review helpful. Names are as they were then. `key` names the event
  // ("follow:<actor>") so a repeat while the first is unread is not told twice. At most
  // MAX_NOTIFICATIONS per user: the oldest go.
  notifications: defineTable({
    userId: v.id("users"),
    kind: v.union(v.literal("follow"), v.literal("review"), v.literal("helpful"), v.literal("moderation")),
    key: v.string(),
    // A moderator's statement of reasons (kind "moderation", rules/reports.ts moderationStatement).
    statement: v.optional(v.string()),
    // The latest person, and the others of the group, newest first (absent on rows stored before groups).
    actorId: v.id("users"),
    actorName: v.string(),
    others: v.optional(v.array(v.id("users"))),
    shopId: v.optional(v.id("shops")),
    shopName: v.optional(v.string()),
    reviewId: v.optional(v.id("reviews")),
  })
    // Newest first (the list); by_user_key finds a group's notification; by_user_actor one person's share.
    // eslint-disable-next-line @convex-dev/no-duplicate-indexes
    .index("by_user", ["userId"])
    .index("by_user_key", ["userId", "key"])
    .index("by_user_actor", ["userId", "actorId"]),

  // Reports (convex/reports.ts): one per person per item; `subject` is "kind:id" (rules/reports.ts).
  reports: defineTable({
    reporterId: v.id("users"),
    subject: v.string(),
    reason: v.string(),
    note: v.optional(v.string()),
    // Whether the reporter was established (rules/trust.ts) when reporting: only those hide an item.
    established: v.boolean(),
  })
    .index("by_reporter_subject", ["reporterId", "subject"])
    .index("by_subject", ["subject"]),

  // One row per reported item: what the moderation queue lists. `open` until a moderator acts; a
  // new report opens it again. `ownerId` is the author, who is told what a moderator did.
  reportedItems: defineTable({
    subject: v.string(),
    kind: reportKindValidator,
    itemId: v.string(),
    ownerId: v.optional(v.id("users")),
    reports: v.number(),
    establishedReporters: v.number(),
    firstReportedAt: v.number(),
    open: v.boolean(),
  })
    .index("by_subject", ["subject"])
    // The queue: open items, most reported first (ties are ordered oldest first in memory).
    .index("by_open_reports", ["open", "reports"]),

  // Every moderator action (and automatic hide), newest last: who, when (_creationTime), what, why.
  moderationLog: defineTable({
    moderatorId: v.optional(v.id("users")), // absent: hidden automatically by reports
    action: moderationActionValidator,
    subject: v.string(),
    ownerId: v.optional(v.id("users")),
    reason: v.string(),
  }),

  // Suspended accounts: they cannot post, vote, follow or report (model/session.ts refuses their writes).
  // A row of their own, so a write's check reads one index range and not the much-patched user document.
  // A deleted account keeps one (`deleted`), so a token issued before the deletion can write nothing.
  suspensions: defineTable({
    userId: v.id("users"),
    reason: v.string(),
    moderatorId: v.optional(v.id("users")),
    deleted: v.optional(v.boolean()),
  }).index("by_user", ["userId"]),

  // Each user's notification counter: how many rows, how many unread, and up to when they have read.
  notificationCounts: defineTable({
    userId: v.id("users"),
    total: v.number(),
    unread: v.number(),
    readUpTo: v.number(), // _creationTime of the newest notification seen
  }).index("by_user", ["userId"]),

  // "Want to try" and "Favourite" shops, one row per user, shop and list.
  savedShops: defineTable({
    userId: v.id("users"),
    shopId: v.id("shops"),
    list: v.union(v.literal("wantToTry"), v.literal("favourite")),
  })
    .index("by_user_list", ["userId", "list"])
    .index("by_user_shop", ["userId", "shopId"]),

  // How many feedItems rows each viewer has (one read for "Page X of Y"), kept with the rows.
  feedTotals: defineTable({
    viewerId: v.id("users"),
    rows: v.number(),
  }).index("by_viewer", ["viewerId"]),
});
