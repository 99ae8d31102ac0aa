import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { establish, finishScheduled, signUp } from "../../support/backendHarness";
import { type Actor, listed, setUpReviewers, write } from "../../support/reviewWrites";
import { reviewCountsOf } from "../../support/counts";

// Helpful votes (docs/product.md §10): anyone but a review's author marks it helpful, once, and may take it back.

describe("helpful votes", () => {
  it("one per user and review, toggled, counted on the review, never on one's own", async () => {
    const { backend, ann, bob, shopId } = await setUpReviewers();
    const cleo = await signUp(backend, { firstName: "Cleo" });
    await establish(backend, cleo.userId);
    const reviewId = await write(ann, shopId);
    // Each vote's count follows it in a scheduled job (decision 25), run before the next vote.
    const helpful = async (who: Actor, value: boolean) => {
      const expected = await who.as.mutation(api.helpfulVotes.set, { reviewId, helpful: value });
      await finishScheduled(backend);
      return expected;
    };
    const countNow = async () => (await backend.t.run((ctx) => reviewCountsOf(ctx, reviewId))).helpfulCount;

    // Each answers with what it does to the count (decision 37: the voter reads no count).
    expect(await helpful(bob, true)).toBe(1);
    expect(await helpful(bob, true)).toBe(0); // twice is once
    expect(await helpful(cleo, true)).toBe(1);
    expect(await countNow()).toBe(2);
    const mine = (who: Actor) => who.as.query(api.helpfulVotes.mine, { reviewIds: [reviewId] });
    expect((await listed(bob, shopId))[0]).toMatchObject({ helpfulCount: 2 });
    expect(await mine(bob)).toEqual([reviewId]);
    expect(await mine(ann)).toEqual([]);

    expect(await helpful(bob, false)).toBe(-1);
    expect(await helpful(bob, false)).toBe(0); // taking back a vote never given changes nothing
    expect((await listed(bob, shopId))[0]).toMatchObject({ helpfulCount: 1 });
    expect(await mine(bob)).toEqual([]);

    await expect(helpful(ann, true)).rejects.toThrow(MESSAGES.helpfulOwnReview);
    await expect(backend.t.mutation(api.helpfulVotes.set, { reviewId, helpful: true })).rejects.toThrow(
      MESSAGES.signedOut,
    );
    expect(await countNow()).toBe(1);
    const votes = await backend.t.run((ctx) => ctx.db.query("helpfulVotes").collect());
    expect(votes.map((v) => v.userId)).toEqual([cleo.userId]);

    await ann.as.mutation(api.reviews.remove, { reviewId });
    await expect(helpful(bob, true)).rejects.toThrow(MESSAGES.reviewNotFound);
  });

  it("a new account's vote is its own mark: it moves no count, and taking it back takes nothing", async () => {
    const { backend, ann, bob, shopId } = await setUpReviewers();
    const newcomer = await signUp(backend, { firstName: "Nell" });
    const reviewId = await write(ann, shopId);
    // Each vote's count and notification follow it in a scheduled job (decision 25), run before the next vote.
    const vote = async (who: Actor, helpful: boolean) => {
      const expected = await who.as.mutation(api.helpfulVotes.set, { reviewId, helpful });
      await finishScheduled(backend);
      return expected;
    };
    expect(await vote(bob, true)).toBe(1);
    expect(await vote(newcomer, true)).toBe(0);
    expect(await newcomer.as.query(api.helpfulVotes.mine, { reviewIds: [reviewId] })).toEqual([reviewId]);
    expect((await ann.as.query(api.users.me, {}))?.unreadNotifications).toBe(1); // Bob's, not Nell's
    expect(await vote(newcomer, false)).toBe(0);

    // Established later, a new vote counts; one given before stays uncounted when taken back.
    await vote(newcomer, true);
    await establish(backend, newcomer.userId);
    expect(await vote(newcomer, false)).toBe(0);
    expect(await vote(newcomer, true)).toBe(1);
    expect((await listed(bob, shopId))[0]).toMatchObject({ helpfulCount: 2 });
    expect(await newcomer.as.query(api.users.me, {})).toMatchObject({ establishedFrom: 0 });
  });
});
