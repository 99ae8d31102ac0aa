import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { FORMER_MEMBER } from "@convex/rules/account";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, establish, finishScheduled, signUp } from "../../support/backendHarness";
import { editShopAs } from "../../support/shopWrites";
import { REVIEW, insertShop, shopInput, uploadPhoto } from "../../support/testData";

// Leaving (decision 20): deleting an account (password-confirmed) closes it at once and erases what it
// holds in batches, every count following; its shops and edits stay, credited to a former member.
// "Download my data" holds everything the account wrote.

const page = { numItems: 20, cursor: null };

async function setUp() {
  const backend = await createBackend();
  const leo = await signUp(backend, { firstName: "Leo", lastName: "Leaving" });
  const sam = await signUp(backend, { firstName: "Sam", lastName: "Staying" });
  for (const user of [leo, sam]) await establish(backend, user.userId);
  const samShop = await backend.t.run((ctx) => insertShop(ctx, sam.userId, { name: "Sam's Shop" }));
  const leoShop = await leo.as.mutation(
    api.shops.create,
    shopInput({ name: "Leo's Find", streetAddress: "9 Leaving Ln" }),
  );
  const photo = await uploadPhoto(backend, leo);
  const leoReview = await leo.as.mutation(api.reviews.create, {
    shopId: samShop,
    ...REVIEW,
    text: "Leo was here.",
    photos: [photo],
  });
  const samReview = await sam.as.mutation(api.reviews.create, {
    shopId: leoShop._id,
    ...REVIEW,
    text: "Sam's review.",
    photos: [],
  });
  await leo.as.mutation(api.helpfulVotes.set, { reviewId: samReview, helpful: true });
  await leo.as.mutation(api.follows.follow, { userId: sam.userId });
  await sam.as.mutation(api.follows.follow, { userId: leo.userId });
  await leo.as.mutation(api.saved.set, { shopId: samShop, list: "favourite", saved: true });
  await leo.as.mutation(api.reports.create, {
    kind: "review",
    itemId: samReview,
    reason: "other",
    note: "Just testing",
  });
  await editShopAs(backend, leo, leoShop._id, { hours: "Daily 7am-5pm" });
  await leo.as.mutation(api.beans.save, {
    shopId: samShop,
    beans: [{ name: "Leo's Lot", roast: "Light", notes: "", origin: "" }],
  });
  await finishScheduled(backend);
  return { backend, leo, sam, samShop, leoShop: leoShop._id, leoReview, samReview };
}

describe("deleting an account", () => {
  it("asks for the right password and changes nothing without it", async () => {
    const { backend, leo } = await setUp();
    await expect(leo.as.action(api.account.remove, { password: "not-my-password" })).rejects.toThrow(
      MESSAGES.wrongPassword,
    );
    expect(await leo.as.query(api.users.me, {})).toMatchObject({ _id: leo.userId });
    expect(await backend.t.run((ctx) => ctx.db.query("suspensions").collect())).toEqual([]);
  });

  it("closes the account at once: no sign-in, no profile, no writes, even from a token issued before", async () => {
    const { backend, leo, samShop } = await setUp();
    await leo.as.action(api.account.remove, { password: leo.params.password });
    await expect(
      backend.t.action(api.auth.signIn, {
        provider: "password",
        params: { email: leo.params.email, password: leo.params.password, flow: "signIn" },
      }),
    ).rejects.toThrow();
    expect(await leo.as.query(api.users.me, {})).toBeNull();
    expect(await backend.t.query(api.people.profile, { userId: leo.userId })).toBeNull();
    // A review being written when the account went: refused, as signed out.
    await expect(leo.as.mutation(api.reviews.create, { shopId: samShop, ...REVIEW, photos: [] })).rejects.toThrow(
      MESSAGES.signedOut,
    );
    await expect(leo.as.mutation(api.follows.unfollow, { userId: leo.userId })).rejects.toThrow(MESSAGES.signedOut);
    await expect(leo.as.action(api.account.remove, { password: leo.params.password })).rejects.toThrow(
      MESSAGES.signedOut,
    );
  });

  it("then erases everything it held, every count following; its shop and edits stay, credited to a former member", async () => {
    const { backend, leo, sam, samShop, leoShop, samReview } = await setUp();
    await leo.as.action(api.account.remove, { password: leo.params.password });
    await finishScheduled(backend);

    const panel = await backend.t.query(api.shopPanel.shared, { id: samShop });
    expect(panel!.shop.ratingTotals?.reviews ?? 0).toBe(0);
    expect((await backend.t.query(api.reviews.listForShop, { shopId: samShop, paginationOpts: page })).page).toEqual(
      [],
    );
    expect(
      (await backend.t.query(api.reviews.listForShop, { shopId: leoShop, paginationOpts: page })).page,
    ).toMatchObject([{ _id: samReview, helpfulCount: 0 }]);
    expect(await sam.as.query(api.people.profile, { userId: sam.userId })).toMatchObject({
      counts: { followers: 0, following: 0 },
    });
    expect((await backend.t.run((ctx) => ctx.db.get(leoShop)))!.submitterName).toBe(FORMER_MEMBER);
    const edits = await backend.t.run(async (ctx) => [
      ...(await ctx.db.query("shopEdits").collect()).map((edit) => edit.editorName),
      ...(await ctx.db.query("beanEdits").collect()).map((edit) => edit.editorName),
    ]);
    expect(edits.length).toBeGreaterThan(1);
    expect(new Set(edits)).toEqual(new Set([FORMER_MEMBER]));

    const left = await backend.t.run(async (ctx) => ({
      user: await ctx.db.get(leo.userId),
      files: (await ctx.db.system.query("_storage").collect()).length,
      rows: await Promise.all(
        (
          [
            "reviews",
            "photos",
            "uploads",
            "helpfulVotes",
            "follows",
            "savedShops",
            "reports",
            "badges",
            "feedItems",
          ] as const
        ).map(async (table) =>
          (await ctx.db.query(table).collect())
            .filter((row) => JSON.stringify(row).includes(leo.userId))
            .map(() => table),
        ),
      ),
    }));
    expect(left).toEqual({ user: null, files: 0, rows: [[], [], [], [], [], [], [], [], []] });
  });
});

describe("downloading one's data", () => {
  it("holds the profile, reviews with photo addresses, follows, saved shops, shops, edits, notifications and reports", async () => {
    const { leo, sam, samShop, leoShop, samReview } = await setUp();
    const data = await leo.as.query(api.account.exportData, {});
    expect(data).toMatchObject({
      account: { id: leo.userId, email: leo.params.email, profile: { firstName: "Leo", lastName: "Leaving" } },
      reviews: [{ shopId: samShop, text: "Leo was here.", photos: [expect.stringMatching(/^http/)] }],
      following: [{ userId: sam.userId }],
      followers: [{ userId: sam.userId }],
      // The shop Leo reviewed is on his Been list, and in his data with the others.
      savedShops: [
        { shopId: samShop, list: "been" },
        { shopId: samShop, list: "favourite" },
      ],
      shopsAdded: [{ id: leoShop, name: "Leo's Find" }],
      reportsMade: [{ subject: `review:${samReview}`, reason: "other", note: "Just testing" }],
    });
    expect(data.shopEdits.length).toBe(1);
    expect(data.beanEdits.length).toBe(1);
    expect(data.notifications.length).toBeGreaterThan(0);
    expect(JSON.stringify(await sam.as.query(api.account.exportData, {}))).not.toContain("Leo was here.");
  });
});
