import fc from "fast-check";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { createBackend, establish, signUp } from "./backendHarness";
import { firstList, forgetListsOf, isListStep, randomListSteps, runListStep, type ListStep } from "./randomLists";
import { forgetGone, isTogetherStep, randomTogetherSteps, runTogetherStep, type TogetherStep } from "./randomTogether";
import { REVIEW, pngBytes, shopInput, uploadPhoto } from "./testData";

// Random use of the app for the consistency property test (tests/backend/integrity/consistency.test.ts): sign-ups,
// shops, reviews with photos and follows, edits and deletes of reviews (by their author or, refused, by someone else)
// and helpful votes, blocks and unblocks and a moderator's dismissals, hides, restores and removals of reported
// reviews, a moderator vouching for a member, account deletions and shared lists (tests/support/randomLists.ts),
// each step through the real functions.

export type Step =
  | { kind: "signUp" }
  | { kind: "shop"; by: number; city: number }
  | {
      kind: "review";
      by: number;
      shop: number;
      photos: number;
      rating: number;
      vibe: number;
      staff: number;
      // Ratings and text only, every drink detail unanswered (docs/product.md §5).
      light: boolean;
    }
  | { kind: "follow"; by: number; whom: number; unfollow: boolean }
  | {
      kind: "edit";
      review: number;
      byAuthor: boolean;
      by: number;
      keep: number;
      add: number;
      drink: number;
      rating: number;
      vibe: number;
      staff: number;
    }
  | { kind: "delete"; review: number; byAuthor: boolean; by: number }
  | { kind: "vote"; review: number; by: number; helpful: boolean }
  | { kind: "block"; by: number; whom: number; unblock: boolean }
  | { kind: "moderate"; review: number; by: number; action: "dismiss" | "hide" | "restore" | "remove" }
  | { kind: "vouch"; whom: number }
  | { kind: "leave"; by: number }
  | ListStep
  | TogetherStep;

const DRINKS = ["Latte", "Cortado", "Espresso"] as const;

const CITIES = [
  { city: "Boston", state: "MA", lat: 42.3601, lng: -71.0589 },
  { city: "Cambridge", state: "MA", lat: 42.3736, lng: -71.1097 },
  { city: "Portland", state: "ME", lat: 43.6591, lng: -70.2568 },
];

/** One thing someone does, with its actors, targets and values as numbers that wrap around what exists. */
export const randomStep: fc.Arbitrary<Step> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: "signUp" as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("shop" as const), by: fc.nat(), city: fc.nat() }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("review" as const),
      by: fc.nat(),
      shop: fc.nat(),
      photos: fc.integer({ min: 0, max: 3 }),
      rating: fc.integer({ min: 1, max: 5 }),
      vibe: fc.integer({ min: 1, max: 5 }),
      staff: fc.integer({ min: 1, max: 5 }),
      light: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("follow" as const),
      by: fc.nat(),
      whom: fc.nat(),
      unfollow: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("edit" as const),
      review: fc.nat(),
      byAuthor: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      by: fc.nat(),
      keep: fc.nat({ max: 7 }), // which of the first three photos stay (bits)
      add: fc.integer({ min: 0, max: 2 }),
      drink: fc.nat(),
      rating: fc.integer({ min: 1, max: 5 }),
      vibe: fc.integer({ min: 1, max: 5 }),
      staff: fc.integer({ min: 1, max: 5 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("delete" as const),
      review: fc.nat(),
      byAuthor: fc.boolean(),
      by: fc.nat(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant("vote" as const), review: fc.nat(), by: fc.nat(), helpful: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("block" as const), by: fc.nat(), whom: fc.nat(), unblock: fc.boolean() }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("moderate" as const),
      review: fc.nat(),
      by: fc.nat(),
      action: fc.constantFrom("dismiss" as const, "hide" as const, "restore" as const, "remove" as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("vouch" as const), whom: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("leave" as const), by: fc.nat() }) },
  ...randomListSteps,
  ...randomTogetherSteps,
);

type Actor = Awaited<ReturnType<typeof signUp>>;

/** A ConvexError is a refusal the app explains (rate limit, follow yourself, ...); anything else is a bug. */
async function allowRefusal<T>(action: Promise<T>): Promise<T | undefined> {
  try {
    return await action;
  } catch (error) {
    if ((error as Error).name !== "ConvexError") throw error;
    return undefined;
  }
}

async function addShop(by: Actor, n: number, cityIndex: number): Promise<Id<"shops"> | null> {
  const place = CITIES[cityIndex % CITIES.length]!;
  try {
    const { _id } = await by.as.mutation(
      api.shops.create,
      shopInput({
        name: `Consistency Coffee ${n}`,
        streetAddress: `${n} Random Walk`,
        city: place.city,
        state: place.state,
        lat: place.lat,
        lng: place.lng,
      }),
    );
    return _id;
  } catch (error) {
    if ((error as Error).name !== "ConvexError") throw error;
    return null;
  }
}

/**
 * Runs the steps on a fresh backend through the real functions, from two accounts (one established), a moderator and
 * one shop; returns who and what is left, and the accounts deleted on the way.
 */
export async function runSteps(steps: Step[]) {
  const backend = await createBackend();
  const users: Actor[] = [await signUp(backend), await signUp(backend)];
  // One established account (its votes count) and the rest new (theirs do not).
  await establish(backend, users[0]!.userId);
  const moderator = await signUp(backend);
  await backend.t.run((ctx) => ctx.db.patch("users", moderator.userId, { role: "moderator" }));
  const shops: Id<"shops">[] = [(await addShop(users[0]!, 0, 0))!];
  const reviews: { id: Id<"reviews">; author: Actor }[] = [];
  const gone: Id<"users">[] = [];
  const world = {
    backend,
    users,
    shops,
    reviews,
    lists: [await firstList(users[0]!)],
    comments: [],
    plans: [],
  } as Parameters<typeof runTogetherStep>[0] & { lists: Awaited<ReturnType<typeof firstList>>[] };
  let photoSeed = 0;
  const upload = async (author: Actor, count: number) => {
    const photos: Id<"_storage">[] = [];
    for (let i = 0; i < count; i++) photos.push(await uploadPhoto(backend, author, pngBytes(++photoSeed)));
    return photos;
  };
  for (const [n, s] of steps.entries()) {
    forgetGone(world);
    if (isListStep(s)) await runListStep(world, s, n);
    else if (isTogetherStep(s)) await runTogetherStep(world, s);
    else if (s.kind === "signUp") users.push(await signUp(backend));
    else if (s.kind === "shop") {
      const shopId = await addShop(users[s.by % users.length]!, n + 1, s.city);
      if (shopId) shops.push(shopId);
    } else if (s.kind === "review") {
      const author = users[s.by % users.length]!;
      const photos = await upload(author, s.photos);
      const id = await allowRefusal(
        author.as.mutation(api.reviews.create, {
          shopId: shops[s.shop % shops.length]!,
          ...(s.light ? { text: REVIEW.text } : REVIEW),
          drinkRating: s.rating,
          shopRating: s.vibe,
          staffRating: s.staff,
          photos,
        }),
      );
      if (id !== undefined && !reviews.some((r) => r.id === id)) reviews.push({ id, author });
    } else if (s.kind === "edit" || s.kind === "delete" || s.kind === "vote") {
      if (reviews.length === 0) continue;
      const index = s.review % reviews.length;
      const target = reviews[index]!;
      const who = s.kind !== "vote" && s.byAuthor ? target.author : users[s.by % users.length]!;
      if (s.kind === "vote") {
        await allowRefusal(who.as.mutation(api.helpfulVotes.set, { reviewId: target.id, helpful: s.helpful }));
      } else if (s.kind === "delete") {
        const removed = await allowRefusal(who.as.mutation(api.reviews.remove, { reviewId: target.id }));
        if (removed === null) reviews.splice(index, 1);
      } else {
        const current = await backend.t.run((ctx) => ctx.db.get("reviews", target.id));
        const kept = (current?.photos ?? []).filter((_, i) => i >= 3 || (s.keep & (1 << i)) !== 0);
        const added = await upload(who, s.add);
        await allowRefusal(
          who.as.mutation(api.reviews.update, {
            reviewId: target.id,
            ...REVIEW,
            // One drink past the list: the details cleared, a review of ratings and text only.
            ...(s.drink % (DRINKS.length + 1) === DRINKS.length
              ? { bev: undefined, milk: undefined, temp: undefined, roast: undefined, process: undefined }
              : { bev: DRINKS[s.drink % DRINKS.length]! }),
            drinkRating: s.rating,
            shopRating: s.vibe,
            staffRating: s.staff,
            text: `Edited at step ${n}.`,
            photos: [...kept, ...added],
          }),
        );
      }
    } else if (s.kind === "leave") {
      // Someone deletes their account (two people always stay): everything of theirs goes in batches.
      if (users.length <= 2) continue;
      const index = s.by % users.length;
      const leaving = users[index]!;
      await leaving.as.action(api.account.remove, { password: leaving.params.password });
      users.splice(index, 1);
      gone.push(leaving.userId);
      for (let i = reviews.length - 1; i >= 0; i--) if (reviews[i]!.author === leaving) reviews.splice(i, 1);
      forgetListsOf(world, leaving);
      forgetGone(world, leaving);
    } else if (s.kind === "moderate") {
      // Someone reports a review (refused on their own), then the moderator acts on it.
      if (reviews.length === 0) continue;
      const index = s.review % reviews.length;
      const target = reviews[index]!;
      await allowRefusal(
        users[s.by % users.length]!.as.mutation(api.reports.create, {
          kind: "review",
          itemId: target.id,
          reason: "spam",
        }),
      );
      const done = await allowRefusal(
        moderator.as.mutation(api.moderation.act, {
          subject: `review:${target.id}`,
          action: s.action,
          reason: `Step ${n}`,
        }),
      );
      if (done === null && s.action === "remove") reviews.splice(index, 1);
    } else if (s.kind === "vouch") {
      // The moderator vouches for someone: their reviews not counted yet join the ratings (decision 28).
      const whom = users[s.whom % users.length]!;
      await allowRefusal(moderator.as.mutation(api.trust.establish, { userId: whom.userId }));
    } else if (s.kind === "block") {
      const who = users[s.by % users.length]!;
      const whom = users[s.whom % users.length]!;
      await allowRefusal(who.as.mutation(s.unblock ? api.blocks.unblock : api.blocks.block, { userId: whom.userId }));
    } else {
      const who = users[s.by % users.length]!;
      const whom = users[s.whom % users.length]!;
      await allowRefusal(
        who.as.mutation(s.unfollow ? api.follows.unfollow : api.follows.follow, { userId: whom.userId }),
      );
    }
  }
  return { backend, users, shops, gone, lists: world.lists };
}
