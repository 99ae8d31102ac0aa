// The shop panel in two queries (decision 39): what everyone sees reads no session, so a deployment caches one
// result for all; what is the viewer's own comes from shopPanel.mine.
import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { PANEL_REVIEWS } from "@convex/rules/shopPanel";
import { createBackend, establish, signUp } from "../../support/backendHarness";
import { insertReview, insertShop } from "../../support/testData";
import { measure } from "../../bench/meter";

async function setUp() {
  const backend = await createBackend();
  const [ann, bob, cat] = [await signUp(backend), await signUp(backend), await signUp(backend)];
  for (const person of [ann, bob, cat]) await establish(backend, person.userId);
  const shopId = await backend.t.run((ctx) => insertShop(ctx, ann.userId));
  return { backend, ann, bob, cat, shopId };
}

/** Runs a query as the sandbox does for a deployment, saying whether it read the caller's identity. */
async function runAs(
  backend: Awaited<ReturnType<typeof createBackend>>,
  path: string,
  args: Record<string, unknown>,
  token: string | null,
) {
  const identity = token === null ? null : await backend.identity(token);
  if (identity === "invalid") throw new Error("bad token");
  return await backend.runQuery(path, args as never, identity);
}

describe("shopPanel.shared", () => {
  it("reads no session: the same answer for two people and a visitor, and never the caller's identity", async () => {
    const { backend, ann, bob, shopId } = await setUp();
    await backend.t.run(async (ctx) => {
      for (let i = 0; i < PANEL_REVIEWS + 2; i++) await insertReview(ctx, shopId, bob.userId, { text: `Review ${i}` });
    });
    await bob.as.mutation(api.presence.join, { shopId, sessionId: crypto.randomUUID() });
    const runs = await Promise.all(
      [ann.token, bob.token, null].map((token) => runAs(backend, "shopPanel:shared", { id: shopId }, token)),
    );
    for (const run of runs) {
      expect(run.readAuth).toBe(false);
      expect(run.result).toEqual(runs[0]!.result);
    }
    const value = JSON.parse((runs[0]!.result as { json: string }).json);
    expect(value.reviews).toHaveLength(PANEL_REVIEWS);
    expect(value.moreReviews).toBe(true);
    expect(value.reviewerBadges.map((row: { userId: string }) => row.userId)).toEqual([bob.userId]);
  });

  it("holds the newest reviews, the beans and the first photos; a hidden review is left out", async () => {
    const { backend, ann, bob, shopId } = await setUp();
    const hidden = await backend.t.run((ctx) => insertReview(ctx, shopId, bob.userId, { text: "Hidden" }));
    await backend.t.run((ctx) => ctx.db.patch(hidden, { hiddenAt: Date.now() }));
    await backend.t.run((ctx) => insertReview(ctx, shopId, bob.userId, { text: "Shown" }));
    await ann.as.mutation(api.beans.save, {
      shopId,
      beans: [{ name: "House", roast: "Medium", notes: "cocoa", origin: "Colombia" }],
    });
    const panel = await backend.t.query(api.shopPanel.shared, { id: shopId });
    expect(panel!.reviews.map((review) => review.text)).toEqual(["Shown"]);
    expect(panel!.moreReviews).toBe(false);
    expect(panel!.beans.map((bean) => bean.name)).toEqual(["House"]);
    expect(panel!.photos).toEqual([]);
  });

  it("fails, as the session-free check would, if the query read the caller's identity", async () => {
    // The check itself: a per-viewer query reads the identity, and runQuery says so.
    const { backend, ann, shopId } = await setUp();
    const run = await runAs(backend, "shopPanel:mine", { shopId, reviewIds: [] }, ann.token);
    expect(run.readAuth).toBe(true);
  });
});

describe("shopPanel.mine", () => {
  it("holds the viewer's saved lists, followed reviewers, Helpful votes, blocks and place in the count", async () => {
    const { backend, ann, bob, cat, shopId } = await setUp();
    const [bobReview, catReview] = await backend.t.run(async (ctx) => [
      await insertReview(ctx, shopId, bob.userId, { text: "By Bob" }),
      await insertReview(ctx, shopId, cat.userId, { text: "By Cat" }),
    ]);
    await ann.as.mutation(api.saved.set, { shopId, list: "wantToTry", saved: true });
    await ann.as.mutation(api.follows.follow, { userId: bob.userId });
    await ann.as.mutation(api.helpfulVotes.set, { reviewId: bobReview, helpful: true });
    await ann.as.mutation(api.blocks.block, { userId: cat.userId });
    await ann.as.mutation(api.presence.join, { shopId, sessionId: crypto.randomUUID() });
    await cat.as.mutation(api.presence.join, { shopId, sessionId: crypto.randomUUID() });

    const mine = await ann.as.query(api.shopPanel.mine, { shopId, reviewIds: [bobReview, catReview] });
    expect(mine.saved).toEqual({ wantToTry: true, favourite: false, been: false, reviewed: false });
    expect(mine.followedReviewers).toEqual({ people: [{ userId: bob.userId, name: expect.any(String) }], more: false });
    expect(mine.helpfulByMe).toEqual([bobReview]);
    expect(mine.blockedIds).toEqual([cat.userId]);
    expect(mine.blockedLooking).toBe(1);

    // Another viewer's answers are their own.
    const bobs = await bob.as.query(api.shopPanel.mine, { shopId, reviewIds: [bobReview, catReview] });
    expect(bobs).toMatchObject({ helpfulByMe: [], blockedIds: [], blockedLooking: 0 });
    expect(bobs.saved.wantToTry).toBe(false);
  });

  it("reads none of the shop's reviews to name followed reviewers when the panel says it shows some", async () => {
    const { backend, ann, bob, shopId } = await setUp();
    const bobReview = await backend.t.run((ctx) => insertReview(ctx, shopId, bob.userId, { text: "By Bob" }));
    await ann.as.mutation(api.follows.follow, { userId: bob.userId });
    const args = { shopId, reviewIds: [bobReview] };
    const asked = await measure(() => ann.as.query(api.shopPanel.mine, args));
    const told = await measure(() => ann.as.query(api.shopPanel.mine, { ...args, hasReviews: true }));
    expect(told.result).toEqual(asked.result);
    expect(told.documentsRead).toBe(asked.documentsRead - 1);
    const none = await ann.as.query(api.shopPanel.mine, { ...args, hasReviews: false });
    expect(none.followedReviewers).toEqual({ people: [], more: false });
  });

  it("refuses a signed-out caller and too many reviews at once", async () => {
    const { backend, ann, shopId } = await setUp();
    await expect(backend.t.query(api.shopPanel.mine, { shopId, reviewIds: [] })).rejects.toThrow(MESSAGES.signedOut);
    const many = Array.from({ length: 101 }, () => "k1" as Id<"reviews">);
    await expect(ann.as.query(api.shopPanel.mine, { shopId, reviewIds: many })).rejects.toThrow();
  });
});

describe("profile counts and follow lists read no session", () => {
  it("people:profile, follows:followers and follows:following answer the same to everyone", async () => {
    const { backend, ann, bob } = await setUp();
    await bob.as.mutation(api.follows.follow, { userId: ann.userId });
    const page = { numItems: 10, cursor: null };
    for (const [path, args] of [
      ["people:profile", { userId: ann.userId }],
      ["follows:followers", { userId: ann.userId, paginationOpts: page }],
      ["follows:following", { userId: bob.userId, paginationOpts: page }],
    ] as const) {
      const runs = await Promise.all([ann.token, bob.token, null].map((token) => runAs(backend, path, args, token)));
      for (const run of runs) {
        expect(run.readAuth).toBe(false);
        expect(run.result).toEqual(runs[0]!.result);
        expect(run.result.status).toBe("success");
      }
    }
  });
});
