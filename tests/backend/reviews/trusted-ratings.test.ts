import { afterEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { BURST_REASON } from "@convex/rules/ratingBursts";
import { ESTABLISHED_AFTER_MS } from "@convex/rules/trust";
import type { SandboxBackend } from "../../../sandbox/backend";
import { at } from "../../support/clock";
import { createBackend, establish, finishScheduled, scheduledStep, signUp } from "../../support/backendHarness";
import { countsOf, write, type Actor } from "../../support/reviewWrites";
import { insertShop } from "../../support/testData";

// Ratings count only reviews by established members (decision 28): the probe's attack, five throw-away
// accounts posting 1-cup reviews of one shop, replayed through the real functions.

const ONE_CUP = { drinkRating: 1, shopRating: 1, staffRating: 1 } as const;

/** A shop rated by three established members (5, 5 and 4 cups for coffee), and its panel's summary. */
async function ratedShop() {
  const backend = await createBackend();
  const regulars: Actor[] = [];
  for (const firstName of ["Ann", "Bob", "Cal"]) {
    const regular = await signUp(backend, { firstName });
    await establish(backend, regular.userId);
    regulars.push(regular);
  }
  const shopId = await backend.t.run((ctx) => insertShop(ctx, regulars[0]!.userId, { name: "Loved Coffee" }));
  for (const [i, regular] of regulars.entries())
    await write(regular, shopId, { drinkRating: i === 2 ? 4 : 5, shopRating: 5, staffRating: 5 });
  await finishScheduled(backend);
  return { backend, regulars, shopId };
}

const panelOf = async (backend: SandboxBackend, shopId: Id<"shops">) =>
  (await backend.t.query(api.shopPanel.shared, { id: shopId }))!.shop;

/** Five new accounts, three 1-cup reviews each (within the new-account allowance). */
async function throwAwayReviews(backend: SandboxBackend, shopId: Id<"shops">): Promise<Actor[]> {
  const throwAways: Actor[] = [];
  for (let n = 0; n < 5; n++) {
    const account = await signUp(backend);
    for (let i = 0; i < 3; i++) await write(account, shopId, { ...ONE_CUP, text: `Awful, visit ${i} of ${n}.` });
    throwAways.push(account);
  }
  await finishScheduled(backend);
  return throwAways;
}

afterEach(() => vi.useRealTimers());

describe("trusted ratings", () => {
  it("five throw-away accounts leave a shop's rating and marker as they were, and the panel says why", async () => {
    const { backend, regulars, shopId } = await ratedShop();
    const before = await countsOf(backend, shopId, regulars[0]!.userId);
    expect(before.totals).toEqual({ reviews: 3, coffee: 14, vibe: 15, staff: 15 });

    await throwAwayReviews(backend, shopId);
    const after = await countsOf(backend, shopId, regulars[0]!.userId);
    expect(after.totals).toEqual(before.totals);
    expect(after.marker).toEqual(before.marker);
    expect(after.drinks).toEqual(before.drinks);
    expect((await panelOf(backend, shopId)).uncountedReviews).toBe(15);
    // Shown all the same, each marked as not counted.
    const page = await backend.t.query(api.reviews.listForShop, {
      shopId,
      paginationOpts: { numItems: 20, cursor: null },
    });
    expect(page.page).toHaveLength(18);
    expect(page.page.filter((review) => review.counted === false)).toHaveLength(15);
  });

  it("puts the shop in the moderators' queue once, on its own, for a burst of low ratings from new accounts", async () => {
    const { backend, regulars, shopId } = await ratedShop();
    const moderator = regulars[1]!;
    await backend.t.run((ctx) => ctx.db.patch("users", moderator.userId, { role: "moderator" }));
    const queue = () => moderator.as.query(api.moderation.queue, { paginationOpts: { numItems: 10, cursor: null } });
    // Two new accounts' low reviews are no burst yet; an established member's low review never is.
    for (let n = 0; n < 2; n++) await write(await signUp(backend), shopId, { ...ONE_CUP, text: `Bad ${n}.` });
    await write(regulars[2]!, shopId, { ...ONE_CUP, text: "Off day." });
    await finishScheduled(backend);
    expect((await queue()).page).toEqual([]);

    await throwAwayReviews(backend, shopId);
    const { page } = await queue();
    expect(page).toHaveLength(1);
    expect(page[0]).toMatchObject({ subject: `shop:${shopId}`, flag: BURST_REASON, reports: 0 });
    expect(await moderator.as.query(api.moderation.waiting, {})).toBe(1);
  });

  it("counts a member's reviews in, in batches, once the trust rule makes them established", async () => {
    const { backend, regulars, shopId } = await ratedShop();
    const [first] = await throwAwayReviews(backend, shopId);
    const scheduled = await backend.t.run((ctx) => ctx.db.system.query("_scheduled_functions").collect());
    const created = (await backend.t.run((ctx) => ctx.db.get("users", first!.userId)))!._creationTime;
    const waiting = scheduled.filter(
      (job) => scheduledStep(job).name.startsWith("trust") && scheduledStep(job).args.userId === first!.userId,
    );
    expect(waiting.map((job) => job.scheduledTime)).toContain(created + ESTABLISHED_AFTER_MS);

    // Too early, the job changes nothing; when it runs at the author's third day, their three reviews count.
    await backend.t.mutation(internal.trust.countReviews, { userId: first!.userId });
    await finishScheduled(backend);
    expect((await countsOf(backend, shopId, regulars[0]!.userId)).totals!.reviews).toBe(3);
    await at(created + ESTABLISHED_AFTER_MS + 1, async () => {
      await backend.t.mutation(internal.trust.countReviews, { userId: first!.userId });
    });
    await finishScheduled(backend);
    expect((await countsOf(backend, shopId, regulars[0]!.userId)).totals).toEqual({
      reviews: 6,
      coffee: 17,
      vibe: 18,
      staff: 18,
    });
    expect((await panelOf(backend, shopId)).uncountedReviews).toBe(12);
  });

  it("counts them in when a moderator vouches, and out again when the member is suspended", async () => {
    const { backend, regulars, shopId } = await ratedShop();
    const [first] = await throwAwayReviews(backend, shopId);
    const moderator = regulars[1]!;
    await backend.t.run((ctx) => ctx.db.patch("users", moderator.userId, { role: "moderator" }));
    expect(await moderator.as.query(api.trust.standing, { userId: first!.userId })).toMatchObject({ waiting: 3 });

    await moderator.as.mutation(api.trust.establish, { userId: first!.userId });
    await finishScheduled(backend);
    expect((await countsOf(backend, shopId, regulars[0]!.userId)).totals!.reviews).toBe(6);
    expect(await moderator.as.query(api.trust.standing, { userId: first!.userId })).toMatchObject({ waiting: 0 });

    // A report of one of their reviews, and the moderator suspends the author: all three leave the ratings.
    const theirs = await backend.t.run((ctx) =>
      ctx.db
        .query("reviews")
        .withIndex("by_user", (q) => q.eq("userId", first!.userId))
        .first(),
    );
    await regulars[0]!.as.mutation(api.reports.create, { kind: "review", itemId: theirs!._id, reason: "spam" });
    await moderator.as.mutation(api.moderation.act, {
      subject: `review:${theirs!._id}`,
      action: "suspend",
      reason: "A bought rating",
    });
    await finishScheduled(backend);
    expect((await countsOf(backend, shopId, regulars[0]!.userId)).totals).toEqual({
      reviews: 3,
      coffee: 14,
      vibe: 15,
      staff: 15,
    });
    expect((await panelOf(backend, shopId)).uncountedReviews).toBe(15);
    await expect(moderator.as.mutation(api.trust.establish, { userId: first!.userId })).rejects.toThrow(/suspended/);
  });

  it("asks again to count a restored review, though the author's day-three job found nothing shown", async () => {
    const { backend, regulars, shopId } = await ratedShop();
    const moderator = regulars[1]!;
    await backend.t.run((ctx) => ctx.db.patch("users", moderator.userId, { role: "moderator" }));
    const newcomer = await signUp(backend);
    const reviewId = await write(newcomer, shopId, { ...ONE_CUP, text: "Not for me." });
    const created = (await backend.t.run((ctx) => ctx.db.get("users", newcomer.userId)))!._creationTime;
    const act = async (action: "hide" | "restore") => {
      await regulars[0]!.as
        .mutation(api.reports.create, { kind: "review", itemId: reviewId, reason: "spam" })
        .catch(() => {}); // reported once; the second act needs no new report
      await moderator.as.mutation(api.moderation.act, { subject: `review:${reviewId}`, action, reason: "Checked" });
    };
    await act("hide");
    await finishScheduled(backend);
    // Day three: with its only review hidden the author is not established, so the job counts nothing.
    const dayThree = created + ESTABLISHED_AFTER_MS + 1;
    await at(dayThree, () => backend.t.mutation(internal.trust.countReviews, { userId: newcomer.userId }));
    const trustJobs = () =>
      backend.t.run(async (ctx) =>
        (await ctx.db.system.query("_scheduled_functions").collect()).filter(
          (job) =>
            scheduledStep(job).name.startsWith("trust") &&
            job.state.kind === "pending" &&
            job.scheduledTime >= dayThree,
        ),
      );
    expect(await trustJobs()).toEqual([]);
    await at(dayThree + 1, () => act("restore"));
    expect(await trustJobs()).toHaveLength(1);
    await at(dayThree + 2, () => backend.t.mutation(internal.trust.countReviews, { userId: newcomer.userId }));
    expect((await backend.t.run((ctx) => ctx.db.get("reviews", reviewId)))!.counted).toBeUndefined();
  });

  it("recommends nothing on a new account's praise alone", async () => {
    const backend = await createBackend();
    const adder = await signUp(backend);
    const fan = await signUp(backend);
    const asker = await signUp(backend);
    const shopId = await backend.t.run((ctx) =>
      insertShop(ctx, adder.userId, { name: "Praised Coffee", city: "BOSTON", state: "MA" }),
    );
    await write(fan, shopId, { roast: "Light", bev: "Pour Over", temp: "Hot", drinkRating: 5 });
    const ask = { state: "MA", city: "Boston", roast: "Light", drink: "Pour Over", temp: "Hot" };
    const picks = async () => (await asker.as.query(api.recommendations.forMe, ask)).shops.map((s) => s.name);
    expect(await picks()).toEqual([]);
    await establish(backend, fan.userId);
    await backend.t.mutation(internal.trust.countReviews, { userId: fan.userId });
    expect(await picks()).toEqual(["Praised Coffee"]);
  });
});
