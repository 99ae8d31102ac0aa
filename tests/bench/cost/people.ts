// The cost rows of people: the signed-in user and profiles, badges, follows and the people lists,
// finding people, notifications, blocks, and the profile's custom recommendation.
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { notify } from "@convex/model/notifications";
import { RENAME_BATCH } from "@convex/model/renames";
import { NOTIFICATION_PAGE } from "@convex/rules/notifications";
import { FOLLOWEES_CHECKED, PEOPLE_PAGE, PROFILE_REVIEWS, SUGGESTION_CANDIDATES } from "@convex/rules/people";
import { RECOMMENDATION_CANDIDATE_SHOPS, RECOMMENDATION_SCAN_LIMIT } from "@convex/rules/recommend";
import { SIZES, type Dataset } from "../dataset";
import { asUser, t } from "./backend";
import {
  BLOCKED_IN_BENCH,
  CONSTANT,
  ownWrite,
  perItem,
  returned,
  returnedShops,
  type Budget,
  type Row,
  type WorstCase,
} from "./budgets";
import type { Measurement } from "../meter";
import { prepare as prepareLists } from "./lists";

/** A person's newest reviews, as their profile's first page shows them. */
const newestReviewsOf = (userId: Id<"users">) =>
  t.run(async (ctx) =>
    (
      await ctx.db
        .query("reviews")
        .withIndex("by_user", (q) => q.eq("userId", userId))
        .order("desc")
        .take(PROFILE_REVIEWS)
    ).map((review) => review._id),
  );

const mostFollowed = (d: Dataset) => [...d.followers.entries()].sort((a, b) => b[1] - a[1])[0]![0];

function followedReviewersBudget(m: Measurement): Budget {
  const shown = (m.result as { people: unknown[] }).people.length;
  return {
    limit: 2 * shown + FOLLOWEES_CHECKED + 2,
    rule: `2 × shown (${shown}) + ${FOLLOWEES_CHECKED} follows checked + shop + 1`,
  };
}

export const PEOPLE_ROWS: Record<string, Row> = {
  "users:me": {
    screen: "every signed-in screen: who is signed in and the bell's count",
    args: () => ({}),
    budget: () => ({ limit: 2, rule: "caller + notification counter" }),
    naive: [],
  },
  "users:updateProfile": {
    screen: "edit profile",
    args: () => ({ favCafe: "Bench Cafe" }),
    budget: () => ({ limit: 2, rule: "caller, read then patched" }),
    naive: [],
  },
  "badges:forUser": {
    screen: "profile: badges",
    args: (d) => ({ userId: d.busiestReviewer }),
    budget: () => ({ limit: 1, rule: "1" }),
    naive: ["badges"],
  },
  "follows:isFollowing": {
    screen: "other-user page: follow button",
    args: (d) => ({ userId: d.users[1] }),
    budget: () => ({ limit: 2, rule: "2" }),
    naive: ["follows"],
  },
  "follows:follow": {
    screen: "other-user page: Follow (their last 30 days are copied by scheduled batches)",
    args: (d) => ({ userId: d.busyAuthor.userId }),
    budget: ownWrite,
    naive: [],
  },
  "follows:unfollow": {
    screen: "other-user page: Unfollow (their rows leave in scheduled batches)",
    args: (d) => ({ userId: d.busyAuthor.userId }),
    budget: ownWrite,
    naive: [],
  },
  "follows:followers": {
    screen: "profile: followers list, a page of 10 (the most followed user)",
    args: (d) => ({ userId: mostFollowed(d), paginationOpts: { numItems: PEOPLE_PAGE, cursor: null } }),
    budget: perItem(2),
    naive: ["follows", "users"],
  },
  "follows:following": {
    screen: `profile: following list, a page of 10 (someone following ${SIZES.heavyFollows})`,
    args: (d) => ({ userId: d.keenestFollower, paginationOpts: { numItems: PEOPLE_PAGE, cursor: null } }),
    budget: perItem(2),
    naive: ["follows", "users"],
  },
  "search:people": {
    screen: "feed: find people by name",
    args: () => ({ text: "Bench User1" }),
    budget: perItem(2),
    naive: ["users"],
  },
  "people:profile": {
    screen: "both profile pages: the person, badges, follow counts and first reviews (the busiest reviewer)",
    args: (d) => ({ userId: d.busiestReviewer }),
    // Their user document, followerCounts row (decision 37), badge counters, and each review of the first page with
    // its reviewTotals and cheerTotals rows (decisions 37 and 45), one more to know whether more follow.
    budget: () => ({
      limit: 3 + 3 * PROFILE_REVIEWS + 1,
      rule: `user + followerCounts row + badges + 3 × ${PROFILE_REVIEWS} reviews + 1`,
    }),
    naive: ["badges", "follows", "reviews"],
  },
  "people:mine": {
    // The first bench user's three lists (lists.ts) and their newest reviews, seen by a typical follower.
    prepare: prepareLists,
    screen: "another person's page, the viewer's part: following, blocked, their lists, cheers on the reviews shown",
    as: (d) => d.typicalFollower,
    args: async (d) => ({ userId: d.users[0]!, reviewIds: await newestReviewsOf(d.users[0]!) }),
    budget: (m) => {
      const { lists } = m.result as { lists: unknown[] };
      return {
        limit: 2 + PROFILE_REVIEWS + 8 * lists.length + CONSTANT,
        rule: `follow + block + cheers of the reviews shown (${PROFILE_REVIEWS}) + 8 × lists shown (${lists.length}) + ${CONSTANT}`,
      };
    },
    naive: [],
  },
  "people:suggestions": {
    screen: "empty feed: people to follow (city's top reviewers, then everywhere's)",
    args: () => ({}),
    budget: (m) => ({
      limit: 2 * returned(m) + 2 * SUGGESTION_CANDIDATES + 1,
      rule: `2 × shown (${returned(m)}) + 2 × ${SUGGESTION_CANDIDATES} candidates + caller`,
    }),
    naive: ["users", "follows", "reviews"],
  },
  "people:followedReviewers": {
    screen: `shop panel: people you follow who reviewed it (someone following ${SIZES.heavyFollows}, the busiest shop)`,
    as: (d) => d.keenestFollower,
    args: (d) => ({ shopId: d.busiestShop._id }),
    budget: followedReviewersBudget,
    naive: ["follows", "reviews"],
  },
  "notifications:list": {
    screen: "bell: a page of 10 notifications",
    prepare: (d) =>
      t.run(async (ctx) => {
        for (const actor of d.users.slice(1, 2 * NOTIFICATION_PAGE))
          await notify(ctx, d.users[0]!, actor, { kind: "follow" });
      }),
    args: () => ({ paginationOpts: { numItems: NOTIFICATION_PAGE, cursor: null } }),
    budget: perItem(2),
    naive: [],
  },
  "notifications:markRead": {
    screen: "bell: what was shown is read",
    args: () => ({ upTo: Date.now() }),
    budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }),
    naive: [],
  },
  "blocks:block": {
    screen: "other-user page: Block (both follows end, their notifications go)",
    args: (d) => ({ userId: d.users[d.users.length - 1]! }),
    budget: ownWrite,
    naive: [],
  },
  "blocks:unblock": {
    screen: "profile: Unblock",
    args: (d) => ({ userId: d.users[d.users.length - 1]! }),
    budget: ownWrite,
    naive: [],
  },
  "blocks:mine": {
    screen: `every signed-in screen that lists others' content: the people the viewer blocked (here ${BLOCKED_IN_BENCH})`,
    prepare: async (d) => {
      for (const userId of d.users.slice(-1 - BLOCKED_IN_BENCH, -1))
        await asUser(d.users[0]!).mutation(api.blocks.block, { userId });
    },
    args: () => ({}),
    budget: perItem(2),
    naive: [],
  },
  "recommendations:forMe": {
    screen: "profile: custom recommendation",
    args: (d) => ({ state: d.busyCity.state, city: d.busyCity.city, roast: "Medium", drink: "Latte", temp: "Hot" }),
    // Every preference matches here; one that matches nothing relaxes in up to three more scans of the
    // same limit (rules/recommend.ts RELAXATIONS), each bounded the same way.
    budget: (m) => ({
      limit: RECOMMENDATION_SCAN_LIMIT + RECOMMENDATION_CANDIDATE_SHOPS + 1,
      rule: `scan limit ${RECOMMENDATION_SCAN_LIMIT} + ${RECOMMENDATION_CANDIDATE_SHOPS} shops ranked by rating + caller (${returnedShops(m)} returned; a relaxed search: up to 3 more scans)`,
    }),
    naive: ["reviews", "shops"],
  },
};

export const PEOPLE_WORST_CASES: WorstCase[] = [
  {
    name: "people:followedReviewers (typical)",
    fn: "people:followedReviewers",
    row: {
      screen: "shop panel: people you follow who reviewed it (someone following the median number, the busiest shop)",
      as: (d) => d.typicalFollower,
      args: (d) => ({ shopId: d.busiestShop._id }),
      budget: followedReviewersBudget,
      naive: ["follows", "reviews"],
    },
  },
  {
    name: "blocks:mine (typical)",
    fn: "blocks:mine",
    row: {
      screen: "the people the viewer blocked, for someone who blocked nobody (most people)",
      as: (d) => d.typicalFollower,
      args: () => ({}),
      budget: perItem(2),
      naive: [],
    },
  },
  {
    name: "users:updateProfile (rename)",
    fn: "users:updateProfile",
    row: {
      screen: `edit profile: a new last name (the user's reviews and shops take it in scheduled batches of ${RENAME_BATCH})`,
      args: () => ({ lastName: "Renamed" }),
      budget: ownWrite,
      naive: [],
    },
  },
];
