import { describe, expect, it } from "vitest";
import { api, internal } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { AUTO_HIDE_REPORTERS, MAX_REPORT_NOTE } from "@convex/rules/reports";
import { createBackend, establish, finishScheduled, signUp } from "../../support/backendHarness";
import { REVIEW, insertShop, uploadPhoto } from "../../support/testData";

// Reports and moderation (decision 20): reports (one per person per item, thanks only), the moderators' live
// queue and their actions (dismiss, hide, restore, remove, suspend), each told to the author with
// its reason and kept in the log; three established reporters hide a review until someone looks.

const page = { numItems: 20, cursor: null };

async function setUp() {
  const backend = await createBackend();
  const ann = await signUp(backend, { firstName: "Ann", lastName: "Author" });
  const rex = await signUp(backend, { firstName: "Rex", lastName: "Reporter" });
  const mod = await signUp(backend, { firstName: "Mo", lastName: "Moderator" });
  for (const user of [ann, rex, mod]) await establish(backend, user.userId);
  await backend.t.mutation(internal.moderation.grant, { email: mod.params.email });
  const shopId = await backend.t.run((ctx) => insertShop(ctx, mod.userId));
  const photo = await uploadPhoto(backend, ann);
  const reviewId = await ann.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [photo] });
  await finishScheduled(backend);
  return { backend, ann, rex, mod, shopId, reviewId, subject: `review:${reviewId}` };
}

type Setup = Awaited<ReturnType<typeof setUp>>;

/** What the review counts in: the shop's ratings, the author's badges, the panel and profile lists. */
async function countsOf({ backend, ann, shopId }: Setup) {
  const panel = await backend.t.query(api.shopPanel.shared, { id: shopId });
  const badges = await backend.t.query(api.badges.forUser, { userId: ann.userId });
  const shopList = await backend.t.query(api.reviews.listForShop, { shopId, paginationOpts: page });
  const profileList = await backend.t.query(api.reviews.listForUser, { userId: ann.userId, paginationOpts: page });
  const photos = await backend.t.query(api.photos.forShop, { shopId, paginationOpts: page });
  return {
    ratings: panel!.shop.ratingTotals?.reviews ?? 0,
    badgeReviews: badges!.reviews,
    badgePhotos: badges!.photos,
    listed: shopList.page.length + profileList.page.length,
    photos: photos.page.length,
  };
}

const COUNTED = { ratings: 1, badgeReviews: 1, badgePhotos: 1, listed: 2, photos: 1 };
const UNCOUNTED = { ratings: 0, badgeReviews: 0, badgePhotos: 0, listed: 0, photos: 0 };

/** The first page of the moderators' queue, as `who` sees it. */
async function queueOf(who: Setup["mod"]) {
  return (await who.as.query(api.moderation.queue, { paginationOpts: page })).page;
}

async function statements(user: Setup["ann"]) {
  const { page: rows } = await user.as.query(api.notifications.list, { paginationOpts: page });
  return rows.filter((row) => row.kind === "moderation").map((row) => row.statement);
}

describe("reports", () => {
  it("are taken once per person per item, with thanks and nothing else", async () => {
    const { rex, ann, reviewId } = await setUp();
    expect(
      await rex.as.mutation(api.reports.create, {
        kind: "review",
        itemId: reviewId,
        reason: "spam",
        note: "Same text on ten shops",
      }),
    ).toBeNull();
    expect(await rex.as.query(api.reports.mine, { kind: "review", itemId: reviewId })).toBe(true);
    expect(await ann.as.query(api.reports.mine, { kind: "review", itemId: reviewId })).toBe(false);
    await expect(
      rex.as.mutation(api.reports.create, { kind: "review", itemId: reviewId, reason: "other" }),
    ).rejects.toThrow(MESSAGES.alreadyReported);
  });

  it("refuse one's own post, a reason the kind does not have, a long note and an item that is gone", async () => {
    const { rex, ann, reviewId, backend } = await setUp();
    await expect(
      ann.as.mutation(api.reports.create, { kind: "review", itemId: reviewId, reason: "spam" }),
    ).rejects.toThrow(MESSAGES.cannotReportOwn);
    await expect(
      rex.as.mutation(api.reports.create, { kind: "review", itemId: reviewId, reason: "closed" }),
    ).rejects.toThrow("Please choose a reason.");
    await expect(
      rex.as.mutation(api.reports.create, {
        kind: "review",
        itemId: reviewId,
        reason: "spam",
        note: "x".repeat(MAX_REPORT_NOTE + 1),
      }),
    ).rejects.toThrow(`under ${MAX_REPORT_NOTE} characters`);
    await ann.as.mutation(api.reviews.remove, { reviewId });
    await expect(
      rex.as.mutation(api.reports.create, { kind: "review", itemId: reviewId, reason: "spam" }),
    ).rejects.toThrow(MESSAGES.reportedItemGone);
    await expect(
      rex.as.mutation(api.reports.create, { kind: "profile", itemId: "not-an-id", reason: "spam" }),
    ).rejects.toThrow(MESSAGES.reportedItemGone);
    expect(await backend.t.run((ctx) => ctx.db.query("reports").collect())).toEqual([]);
  });

  it(`from ${AUTO_HIDE_REPORTERS} established accounts hide a review from every count until a moderator looks; new accounts' do not`, async () => {
    const setup = await setUp();
    const { backend, reviewId, ann } = setup;
    const newcomers = [await signUp(backend), await signUp(backend), await signUp(backend)];
    for (const user of newcomers)
      await user.as.mutation(api.reports.create, { kind: "review", itemId: reviewId, reason: "spam" });
    await finishScheduled(backend);
    expect(await countsOf(setup)).toEqual(COUNTED);

    const regulars = [setup.rex, await signUp(backend), await signUp(backend)];
    for (const user of regulars) await establish(backend, user.userId);
    for (const user of regulars)
      await user.as.mutation(api.reports.create, { kind: "review", itemId: reviewId, reason: "offensive" });
    await finishScheduled(backend);
    expect(await countsOf(setup)).toEqual(UNCOUNTED);
    expect((await ann.as.query(api.reviews.hiddenMine, {})).map((review) => review._id)).toEqual([reviewId]);
    expect(await statements(ann)).toEqual([expect.stringContaining("hidden until a moderator looks at it")]);
    await expect(ann.as.mutation(api.reviews.update, { reviewId, ...REVIEW, photos: [] })).rejects.toThrow(
      MESSAGES.reviewHidden,
    );
    expect(await setup.rex.as.query(api.reviews.get, { reviewId })).toBeNull();
  });
});

describe("moderation", () => {
  it("is for moderators only: the queue, the log and every action", async () => {
    const { rex, ann, reviewId, subject } = await setUp();
    await rex.as.mutation(api.reports.create, { kind: "review", itemId: reviewId, reason: "spam" });
    for (const user of [rex, ann]) {
      await expect(user.as.query(api.moderation.queue, { paginationOpts: page })).rejects.toThrow(
        MESSAGES.moderatorsOnly,
      );
      await expect(
        user.as.query(api.moderation.log, { paginationOpts: { numItems: 20, cursor: null } }),
      ).rejects.toThrow(MESSAGES.moderatorsOnly);
      await expect(user.as.mutation(api.moderation.act, { subject, action: "remove", reason: "no" })).rejects.toThrow(
        MESSAGES.moderatorsOnly,
      );
    }
  });

  it("lists reported items heaviest first, then longest waiting, with reasons and notes but not reporters", async () => {
    const { backend, rex, mod, reviewId, shopId, ann } = await setUp();
    await rex.as.mutation(api.reports.create, {
      kind: "shop",
      itemId: shopId,
      reason: "wrongInfo",
      note: "Moved to Main St",
    });
    await rex.as.mutation(api.reports.create, { kind: "profile", itemId: ann.userId, reason: "spam" });
    const other = await signUp(backend);
    await rex.as.mutation(api.reports.create, { kind: "review", itemId: reviewId, reason: "offTopic" });
    await other.as.mutation(api.reports.create, { kind: "review", itemId: reviewId, reason: "spam", note: "ad" });
    const queue = await queueOf(mod);
    expect(queue.map((item) => [item.kind, item.reports])).toEqual([
      ["review", 2],
      ["shop", 1],
      ["profile", 1],
    ]);
    expect(queue[0]!.reasons).toEqual([{ reason: "spam", note: "ad" }, { reason: "offTopic" }]);
    expect(queue[0]!.preview).toMatchObject({
      title: "Review of Fixture Roasters by Ann Author",
      text: REVIEW.text,
      hidden: false,
    });
    expect(queue.map((item) => item.actions)).toEqual([
      ["dismiss", "hide", "remove", "suspend"],
      ["dismiss", "close"],
      ["dismiss", "suspend"],
    ]);
    expect(JSON.stringify(queue)).not.toContain(rex.userId);
  });

  it("hides and restores a review with every count following, tells the author why and logs both", async () => {
    const setup = await setUp();
    const { backend, rex, mod, ann, reviewId, subject } = setup;
    await rex.as.mutation(api.reports.create, { kind: "review", itemId: reviewId, reason: "offensive" });
    await mod.as.mutation(api.moderation.act, { subject, action: "hide", reason: "Insults the barista" });
    await finishScheduled(backend);
    expect(await countsOf(setup)).toEqual(UNCOUNTED);
    expect(await queueOf(mod)).toEqual([]);
    expect(await statements(ann)).toEqual([
      "A moderator hid your review of Fixture Roasters. Reason: Insults the barista",
    ]);

    await mod.as.mutation(api.moderation.act, { subject, action: "restore", reason: "Appeal accepted" });
    await finishScheduled(backend);
    expect(await countsOf(setup)).toEqual(COUNTED);
    const { page: log } = await mod.as.query(api.moderation.log, { paginationOpts: { numItems: 20, cursor: null } });
    expect(
      log.map(({ moderatorName, action, ownerName, reason }) => ({ moderatorName, action, ownerName, reason })),
    ).toEqual([
      { moderatorName: "Mo Moderator", action: "restore", ownerName: "Ann Author", reason: "Appeal accepted" },
      { moderatorName: "Mo Moderator", action: "hide", ownerName: "Ann Author", reason: "Insults the barista" },
    ]);
  });

  it("removes a review with its photos, and a second action on it is refused clearly", async () => {
    const setup = await setUp();
    const { backend, rex, mod, ann, reviewId, subject } = setup;
    await rex.as.mutation(api.reports.create, { kind: "review", itemId: reviewId, reason: "spam" });
    await mod.as.mutation(api.moderation.act, { subject, action: "remove", reason: "Advertising" });
    await finishScheduled(backend);
    expect(await countsOf(setup)).toEqual(UNCOUNTED);
    expect(await backend.t.run((ctx) => ctx.db.query("photos").collect())).toEqual([]);
    expect(await statements(ann)).toEqual(["A moderator removed your review of Fixture Roasters. Reason: Advertising"]);
    await expect(mod.as.mutation(api.moderation.act, { subject, action: "hide", reason: "again" })).rejects.toThrow(
      MESSAGES.reportedItemGone,
    );
    await expect(mod.as.mutation(api.moderation.act, { subject, action: "hide", reason: "  " })).rejects.toThrow(
      "Please give a reason",
    );
  });

  it("dismissing reports that hid a review brings it back; a shop cannot be hidden", async () => {
    const setup = await setUp();
    const { backend, mod, reviewId, subject, shopId, rex } = setup;
    for (let i = 0; i < AUTO_HIDE_REPORTERS; i++) {
      const user = await signUp(backend);
      await establish(backend, user.userId);
      await user.as.mutation(api.reports.create, { kind: "review", itemId: reviewId, reason: "spam" });
    }
    await finishScheduled(backend);
    expect(await countsOf(setup)).toEqual(UNCOUNTED);
    expect((await queueOf(mod))[0]!.actions).toEqual(["dismiss", "restore", "remove", "suspend"]);
    await mod.as.mutation(api.moderation.act, { subject, action: "dismiss", reason: "Not spam" });
    await finishScheduled(backend);
    expect(await countsOf(setup)).toEqual(COUNTED);

    await rex.as.mutation(api.reports.create, { kind: "shop", itemId: shopId, reason: "spam" });
    await expect(
      mod.as.mutation(api.moderation.act, { subject: `shop:${shopId}`, action: "hide", reason: "x" }),
    ).rejects.toThrow(MESSAGES.moderationNotAllowed);
  });

  it("hides and removes one photo of a review, leaving the review", async () => {
    const setup = await setUp();
    const { backend, rex, mod, ann, shopId } = setup;
    const [photo] = (await backend.t.query(api.photos.forShop, { shopId, paginationOpts: page })).page;
    const subject = `photo:${photo!._id}`;
    await rex.as.mutation(api.reports.create, { kind: "photo", itemId: photo!._id, reason: "offensive" });
    await mod.as.mutation(api.moderation.act, { subject, action: "hide", reason: "Not a coffee photo" });
    expect(await countsOf(setup)).toMatchObject({ photos: 0, listed: 2 });
    const [listed] = (await backend.t.query(api.reviews.listForShop, { shopId, paginationOpts: page })).page;
    expect(listed!.photoUrls).toEqual([]);
    await mod.as.mutation(api.moderation.act, { subject, action: "remove", reason: "Not a coffee photo" });
    expect(await countsOf(setup)).toEqual({ ...COUNTED, badgePhotos: 0, photos: 0 });
    expect(await statements(ann)).toEqual([
      "A moderator removed your photo of Fixture Roasters. Reason: Not a coffee photo",
      "A moderator hid your photo of Fixture Roasters. Reason: Not a coffee photo",
    ]);
  });

  it("suspends an account: its sessions end and every write is refused, reading still works", async () => {
    const { backend, rex, mod, ann, reviewId, shopId } = await setUp();
    await rex.as.mutation(api.reports.create, { kind: "profile", itemId: ann.userId, reason: "spam" });
    await mod.as.mutation(api.moderation.act, {
      subject: `profile:${ann.userId}`,
      action: "suspend",
      reason: "Spam account",
    });
    expect(
      await backend.t.run((ctx) =>
        ctx.db
          .query("authSessions")
          .withIndex("userId", (q) => q.eq("userId", ann.userId))
          .collect(),
      ),
    ).toEqual([]);
    const writes: (() => Promise<unknown>)[] = [
      () => ann.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [] }),
      () => ann.as.mutation(api.follows.follow, { userId: rex.userId }),
      () => ann.as.mutation(api.reports.create, { kind: "profile", itemId: rex.userId, reason: "spam" }),
      () => ann.as.mutation(api.reviews.remove, { reviewId }),
      () => ann.as.mutation(api.users.updateProfile, { about: "Back again" }),
    ];
    for (const write of writes) await expect(write()).rejects.toThrow(MESSAGES.suspended);
    expect(await statements(ann)).toEqual([
      "A moderator suspended your account over your profile. Reason: Spam account",
    ]);
    expect(await ann.as.query(api.users.me, {})).toMatchObject({ _id: ann.userId });
  });

  it("is granted from the command line by email, and only there", async () => {
    const { backend, rex } = await setUp();
    await expect(backend.t.mutation(internal.moderation.grant, { email: "nobody@brewmap.test" })).rejects.toThrow(
      "No account",
    );
    await backend.t.mutation(internal.moderation.grant, { email: rex.params.email.toUpperCase() });
    expect(await rex.as.query(api.users.me, {})).toMatchObject({ isModerator: true });
    expect(await queueOf(rex)).toEqual([]);
  });
});
