// Who uses the app: accounts with their taste profiles, badges, follows, blocks, sign-in attempts.
import { defineTable } from "convex/server";
import { v } from "convex/values";

export const peopleTables = {
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
    yourState: v.optional(v.string()), // a region code where yourCountry names regions (rules/countries.ts)
    // ISO 3166-1 alpha-2; absent on profiles from before countries (the addressCountries migration writes "US").
    yourCountry: v.optional(v.string()),
    about: v.optional(v.string()),
    // People (convex/model/people.ts): `following` kept by follows.follow/unfollow, reviews written (a copy of
    // badges.reviews) and "STATE|CITY" of the profile, for the people-to-follow index. `followers` is where the
    // follower count was kept before followerCounts (decision 37): read only as a row's starting value until the
    // followersToCounts migration has moved it.
    followers: v.optional(v.number()),
    following: v.optional(v.number()),
    reviewCount: v.optional(v.number()),
    // Established from this time on whatever its age (the demo accounts); see rules/trust.ts.
    establishedAt: v.optional(v.number()),
    homeKey: v.optional(v.string()),
    // Signed up after sign-up asked for a code: may not post until the email is verified
    // (rules/emailCodes.ts isEmailVerified; decision 26). Older accounts have none.
    emailCheckPending: v.optional(v.literal(true)),
    // A moderator (decision 20): granted from the command line (`moderation:grant`), never by the app.
    role: v.optional(v.literal("moderator")),
    // The account was deleted then: only this and the follow counters are left while its records are
    // erased in batches (convex/model/accountErasure.ts), then the document goes too.
    deletedAt: v.optional(v.number()),
  })
    .index("email", ["email"])
    .index("by_home_reviewCount", ["homeKey", "reviewCount"])
    .index("by_reviewCount", ["reviewCount"])
    // The people search box finds users by display name (`search.people` in convex/search.ts).
    .searchIndex("search_name", { searchField: "name" }),

  // How many people follow a person, kept by each follow's shared-totals job alone (decision 37): a follow reads
  // the followee's user document, which no job writes. No row: none (or the old users.followers).
  followerCounts: defineTable({
    userId: v.id("users"),
    followers: v.number(),
  }).index("by_user", ["userId"]),

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

  // Failed sign-ins and reset codes per normalised email (convex/authAttempts.ts): growing delays
  // instead of @convex-dev/auth's hour-long lock, which anyone could turn on anyone.
  authAttempts: defineTable({
    key: v.string(), // "signIn:<email>" | "resetCode:<email>"
    failures: v.number(),
    lastFailure: v.number(),
  }).index("by_key", ["key"]),

  // The last code of each kind sent to a normalised email (convex/emailCodes.ts, decision 26): when,
  // to which requester (a sign-in code answers only the browser that asked), and its wrong guesses.
  emailCodeSends: defineTable({
    key: v.string(), // "verify:<email>" | "signInCode:<email>" | "reset:<email>"
    sentAt: v.number(),
    requester: v.optional(v.string()), // sha-256 of the asking browser's random `attempt`
    guesses: v.number(),
  }).index("by_key", ["key"]),
};
