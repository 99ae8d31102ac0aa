// @vitest-environment edge-runtime
// people.mine: what another person's page shows only its viewer, in one query (decision 47): whether they follow
// or blocked the person, the person's lists they may see, and which of the reviews on screen they cheered.
import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { createBackend, establish, finishScheduled, signUp } from "../../support/backendHarness";
import { REVIEW, insertShop } from "../../support/testData";

async function scene() {
  const backend = await createBackend();
  const ann = await signUp(backend, { firstName: "Ann" });
  const bob = await signUp(backend, { firstName: "Bob" });
  for (const who of [ann, bob]) await establish(backend, who.userId);
  const shopId = await backend.t.run((ctx) => insertShop(ctx, ann.userId));
  const reviewId = await ann.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [] });
  const base = { description: "", ranked: false };
  await ann.as.mutation(api.lists.create, { title: "Open to all", visibility: "public", ...base });
  await ann.as.mutation(api.lists.create, { title: "Just mine", visibility: "private", ...base });
  return { backend, ann, bob, reviewId };
}

describe("people.mine", () => {
  it("answers the viewer's follow, block, the lists they may see and their cheers on the reviews asked about", async () => {
    const { backend, ann, bob, reviewId } = await scene();
    const ask = { userId: ann.userId, reviewIds: [reviewId] };
    expect(await bob.as.query(api.people.mine, ask)).toMatchObject({
      following: false,
      blocked: false,
      lists: [{ title: "Open to all" }],
      cheered: [],
    });

    await bob.as.mutation(api.follows.follow, { userId: ann.userId });
    await bob.as.mutation(api.cheers.set, { targetId: reviewId, cheered: true });
    await finishScheduled(backend);
    expect(await bob.as.query(api.people.mine, ask)).toMatchObject({ following: true, cheered: [reviewId] });
    // Not asked about, not answered: the page asks only about the reviews with cheers it shows.
    expect(await bob.as.query(api.people.mine, { ...ask, reviewIds: [] })).toMatchObject({ cheered: [] });

    await bob.as.mutation(api.blocks.block, { userId: ann.userId });
    await finishScheduled(backend);
    expect(await bob.as.query(api.people.mine, ask)).toMatchObject({ following: false, blocked: true });
  });

  it("shows the owner their private lists too, and refuses more reviews than a page", async () => {
    const { ann, reviewId } = await scene();
    const own = await ann.as.query(api.people.mine, { userId: ann.userId, reviewIds: [] });
    expect(own.lists.map((list) => list.title).sort()).toEqual(["Just mine", "Open to all"]);
    expect(own).toMatchObject({ following: false, blocked: false });
    await expect(
      ann.as.query(api.people.mine, { userId: ann.userId, reviewIds: Array(101).fill(reviewId) }),
    ).rejects.toThrow(/At most/);
  });
});
