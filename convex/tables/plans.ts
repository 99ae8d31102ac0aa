// Coffee plans (docs/product.md, "Coffee plans"): an organiser proposes shops and times, the people they invite
// vote, and the organiser chooses. Every write to these tables is in convex/model/plans.ts and convex/plans.ts.
import { defineTable } from "convex/server";
import { v } from "convex/values";

export const planStatus = v.union(v.literal("open"), v.literal("decided"));
export const planAnswer = v.union(v.literal("yes"), v.literal("maybe"), v.literal("no"));
export const planJoin = v.union(v.literal("organiser"), v.literal("invite"), v.literal("link"));

export const plansTables = {
  // The plan's own settings, written by its organiser only: votes are rows of their own, so a voter never
  // rewrites this document and two voters never conflict. An ended plan is one whose `endsAt` has passed
  // (rules/plans.ts planEnd); the hourly job then sets `ended`, for "My plans" and the organiser's count.
  plans: defineTable({
    organiserId: v.id("users"),
    title: v.string(), // rules/plans.ts PLAN_TITLE_MAX
    status: planStatus,
    ended: v.boolean(),
    chosenShopId: v.optional(v.id("shops")),
    chosenTime: v.optional(v.number()),
    // The secret of the invite link while the organiser keeps one open; absent when revoked.
    linkToken: v.optional(v.string()),
    endsAt: v.number(),
  })
    .index("by_organiser_ended", ["organiserId", "ended"])
    .index("by_link", ["linkToken"])
    .index("by_ended_ends", ["ended", "endsAt"]),

  // A candidate: a shop or a time, fixed when the plan is made, lettered in the order made.
  planOptions: defineTable(
    v.union(
      v.object({ planId: v.id("plans"), kind: v.literal("shop"), shopId: v.id("shops") }),
      v.object({ planId: v.id("plans"), kind: v.literal("time"), time: v.number() }),
    ),
  ).index("by_plan", ["planId"]),

  // Who is in a plan, and how they came: the organiser, an invitation, or the link.
  planMembers: defineTable({
    planId: v.id("plans"),
    userId: v.id("users"),
    joinedBy: planJoin,
  })
    .index("by_plan_user", ["planId", "userId"])
    .index("by_user", ["userId"]),

  // One person's answer on one option: its own document, so two voters never write the same one.
  planVotes: defineTable({
    planId: v.id("plans"),
    userId: v.id("users"),
    optionId: v.id("planOptions"),
    answer: planAnswer,
  })
    .index("by_plan_user_option", ["planId", "userId", "optionId"])
    .index("by_user", ["userId"]),
};
