import fc from "fast-check";
import { expect } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import type { createBackend, signUp } from "./backendHarness";
import { reviewCountsOf } from "./counts";

// Random use of the things people do together, for the consistency property test: comments and replies under
// reviews (added, and deleted by their author or refused for anyone else), cheers given and taken back, and
// coffee plans made, joined by link and voted on; then every count they keep is recounted from the rows.

type Actor = Awaited<ReturnType<typeof signUp>>;
type Backend = Awaited<ReturnType<typeof createBackend>>;

export type TogetherStep =
  | { kind: "comment"; by: number; review: number; reply: boolean }
  | { kind: "uncomment"; by: number; comment: number; byAuthor: boolean }
  | { kind: "cheer"; by: number; target: number; cheered: boolean }
  | { kind: "plan"; by: number }
  | { kind: "planJoin"; by: number; plan: number }
  | { kind: "planVote"; by: number; plan: number; option: number; answer: number };

const KINDS = new Set<string>(["comment", "uncomment", "cheer", "plan", "planJoin", "planVote"]);

export const isTogetherStep = (step: { kind: string }): step is TogetherStep => KINDS.has(step.kind);

const pick = (kind: string, fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.record({ kind: fc.constant(kind), ...fields }) as fc.Arbitrary<TogetherStep>;

export const randomTogetherSteps: { weight: number; arbitrary: fc.Arbitrary<TogetherStep> }[] = [
  { weight: 3, arbitrary: pick("comment", { by: fc.nat(), review: fc.nat(), reply: fc.boolean() }) },
  { weight: 1, arbitrary: pick("uncomment", { by: fc.nat(), comment: fc.nat(), byAuthor: fc.boolean() }) },
  {
    weight: 4,
    arbitrary: pick("cheer", {
      by: fc.nat(),
      target: fc.nat(),
      // Mostly given, sometimes taken back.
      cheered: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    }),
  },
  { weight: 1, arbitrary: pick("plan", { by: fc.nat() }) },
  { weight: 1, arbitrary: pick("planJoin", { by: fc.nat(), plan: fc.nat() }) },
  {
    weight: 2,
    arbitrary: pick("planVote", { by: fc.nat(), plan: fc.nat(), option: fc.nat(), answer: fc.nat({ max: 2 }) }),
  },
];

type World = {
  backend: Backend;
  users: Actor[];
  shops: Id<"shops">[];
  reviews: { id: Id<"reviews">; author: Actor }[];
  comments: { id: Id<"comments">; reviewId: Id<"reviews">; author: Actor }[];
  plans: { id: Id<"plans">; organiser: Actor }[];
};

async function refusedOrDone<T>(action: Promise<T>): Promise<T | undefined> {
  try {
    return await action;
  } catch (error) {
    if ((error as Error).name !== "ConvexError") throw error;
    return undefined;
  }
}

const ANSWERS = ["yes", "maybe", "no"] as const;

async function runPlanStep(world: World, step: TogetherStep & { kind: "plan" | "planJoin" | "planVote" }, who: Actor) {
  if (step.kind === "plan") {
    if (world.shops.length < 2) return;
    const id = await refusedOrDone(
      who.as.mutation(api.plans.create, {
        title: "Saturday coffee",
        shopIds: world.shops.slice(-2),
        times: [Date.now() + 86_400_000],
        invitees: [],
      }),
    );
    if (id !== undefined) world.plans.push({ id, organiser: who });
    return;
  }
  if (world.plans.length === 0) return;
  const plan = world.plans[step.plan % world.plans.length]!;
  if (step.kind === "planJoin") {
    const token = await refusedOrDone(plan.organiser.as.mutation(api.planMembers.createLink, { planId: plan.id }));
    if (token !== undefined) await refusedOrDone(who.as.mutation(api.planMembers.joinByLink, { token }));
    return;
  }
  const options = await world.backend.t.run((ctx) =>
    ctx.db
      .query("planOptions")
      .withIndex("by_plan", (q) => q.eq("planId", plan.id))
      .collect(),
  );
  if (options.length === 0) return;
  const optionId = options[step.option % options.length]!._id;
  await refusedOrDone(who.as.mutation(api.plans.vote, { planId: plan.id, optionId, answer: ANSWERS[step.answer]! }));
}

/** Runs one step through the real functions; a refusal the app explains is part of random use. */
export async function runTogetherStep(world: World, step: TogetherStep): Promise<void> {
  const who = world.users[step.by % world.users.length]!;
  if (step.kind === "plan" || step.kind === "planJoin" || step.kind === "planVote") {
    await runPlanStep(world, step, who);
  } else if (step.kind === "uncomment") {
    if (world.comments.length === 0) return;
    const index = step.comment % world.comments.length;
    const target = world.comments[index]!;
    const removed = await refusedOrDone(
      (step.byAuthor ? target.author : who).as.mutation(api.comments.remove, { commentId: target.id }),
    );
    if (removed !== undefined) world.comments.splice(index, 1);
  } else if (step.kind === "cheer") {
    // A review, or a shop (what a new-shop feed item cheers).
    const targets = [...world.reviews.map((review) => review.id), ...world.shops];
    const targetId = targets[step.target % targets.length]!;
    await refusedOrDone(who.as.mutation(api.cheers.set, { targetId, cheered: step.cheered }));
  } else {
    if (world.reviews.length === 0) return;
    const reviewId = world.reviews[step.review % world.reviews.length]!.id;
    const parent = step.reply ? world.comments.find((comment) => comment.reviewId === reviewId) : undefined;
    const id = await refusedOrDone(
      who.as.mutation(api.comments.add, { reviewId, parentId: parent?.id, text: "Agreed, lovely cup.", mentions: [] }),
    );
    if (id !== undefined) world.comments.push({ id, reviewId, author: who });
  }
}

/** Comments and plans that went with their review or their author. */
export function forgetGone(world: World, left?: Actor): void {
  const reviewIds = new Set(world.reviews.map((review) => review.id));
  for (let i = world.comments.length - 1; i >= 0; i--) {
    const comment = world.comments[i]!;
    if (comment.author === left || !reviewIds.has(comment.reviewId)) world.comments.splice(i, 1);
  }
  for (let i = world.plans.length - 1; i >= 0; i--) if (world.plans[i]!.organiser === left) world.plans.splice(i, 1);
}

/**
 * Every review's comment count is its comments in sight, every cheer total its cheers, a vote is one person's on
 * one option of a plan they are in, and nothing is left of a deleted review or plan.
 */
export async function recountTogether(backend: Backend): Promise<void> {
  await backend.t.run(async (ctx) => {
    const comments = await ctx.db.query("comments").collect();
    for (const review of await ctx.db.query("reviews").collect()) {
      const own = comments.filter((comment) => comment.reviewId === review._id && comment.hiddenAt === undefined);
      expect((await reviewCountsOf(ctx, review._id)).commentCount, `comment count of ${review._id}`).toBe(own.length);
    }
    for (const comment of comments) expect(await ctx.db.get("reviews", comment.reviewId)).not.toBeNull();
    const cheers = await ctx.db.query("cheers").collect();
    for (const total of await ctx.db.query("cheerTotals").collect()) {
      const count = cheers.filter((cheer) => cheer.targetId === total.targetId).length;
      expect(total.count, `cheers of ${total.targetId}`).toBe(count);
    }
    for (const cheer of cheers) {
      const total = await ctx.db
        .query("cheerTotals")
        .withIndex("by_target", (q) => q.eq("targetId", cheer.targetId))
        .unique();
      expect(total?.count ?? 0, `cheer total of ${cheer.targetId}`).toBeGreaterThan(0);
    }
    const votes = await ctx.db.query("planVotes").collect();
    expect(new Set(votes.map((vote) => `${vote.userId}:${vote.optionId}`)).size, "one vote per person and option").toBe(
      votes.length,
    );
    for (const vote of votes) {
      expect(await ctx.db.get("plans", vote.planId), `plan of vote ${vote._id}`).not.toBeNull();
      const member = await ctx.db
        .query("planMembers")
        .withIndex("by_plan_user", (q) => q.eq("planId", vote.planId).eq("userId", vote.userId))
        .unique();
      expect(member, `voter ${vote.userId} is in plan ${vote.planId}`).not.toBeNull();
    }
  });
}
