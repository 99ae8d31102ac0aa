import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { createBackend, establish, finishScheduled, signUp } from "../../support/backendHarness";
import { REVIEW, insertShop } from "../../support/testData";

// A notice goes with what caused it (decision 18): when a moderator hides a review, the shop's adder is
// no longer told it was reviewed, nor its writer that people found it helpful. Restored, the notices
// stay gone (docs/product.md §10).

type User = Awaited<ReturnType<typeof signUp>>;

async function setUp() {
  const backend = await createBackend();
  const [ann, bob, dan, cid, mod] = await Promise.all(
    ["Ann", "Bob", "Dan", "Cid", "Mod"].map((firstName) => signUp(backend, { firstName, lastName: "Test" })),
  );
  for (const user of [ann, bob, dan, cid, mod]) await establish(backend, user!.userId);
  await backend.t.run((ctx) => ctx.db.patch("users", mod!.userId, { role: "moderator" }));
  const shopId = await backend.t.run((ctx) => insertShop(ctx, ann!.userId, { name: "Ann's Cafe" }));
  return { backend, ann: ann!, bob: bob!, dan: dan!, cid: cid!, mod: mod!, shopId };
}

const notices = async (who: User) =>
  (await who.as.query(api.notifications.list, { paginationOpts: { numItems: 20, cursor: null } })).page.map(
    ({ kind, actorName, others }) => ({ kind, actorName, others }),
  );

describe("notices of a hidden review", () => {
  it("go when a moderator hides it, the adder's and the writer's, and do not come back when it is restored", async () => {
    const { backend, ann, bob, dan, cid, mod, shopId } = await setUp();
    const reviewId = await bob.as.mutation(api.reviews.create, { shopId, ...REVIEW, text: "Bob's.", photos: [] });
    await dan.as.mutation(api.reviews.create, { shopId, ...REVIEW, text: "Dan's.", photos: [] });
    await cid.as.mutation(api.helpfulVotes.set, { reviewId, helpful: true });
    await finishScheduled(backend);
    expect(await notices(ann)).toEqual([{ kind: "review", actorName: "Dan Test", others: 1 }]);
    expect(await notices(bob)).toMatchObject([{ kind: "helpful", actorName: "Cid Test" }]);

    await cid.as.mutation(api.reports.create, { kind: "review", itemId: reviewId, reason: "spam" });
    const act = (action: "hide" | "restore") =>
      mod.as.mutation(api.moderation.act, { subject: `review:${reviewId}`, action, reason: "Advertising" });
    await act("hide");
    await finishScheduled(backend);
    // Dan's review still stands, and the notice names him alone; Bob hears only the moderator.
    expect(await notices(ann)).toEqual([{ kind: "review", actorName: "Dan Test", others: 0 }]);
    expect((await ann.as.query(api.users.me, {}))?.unreadNotifications).toBe(1);
    expect((await notices(bob)).map((notice) => notice.kind)).toEqual(["moderation"]);
    expect((await bob.as.query(api.users.me, {}))?.unreadNotifications).toBe(1);

    await act("restore");
    await finishScheduled(backend);
    expect(await notices(ann)).toEqual([{ kind: "review", actorName: "Dan Test", others: 0 }]);
    expect((await notices(bob)).map((notice) => notice.kind)).toEqual(["moderation", "moderation"]);
  });
});
