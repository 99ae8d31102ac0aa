import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { BIG_ACCOUNT_FOLLOWERS } from "@convex/rules/bigAccounts";
import { FEED_PAGE_SIZE } from "@convex/rules/feed";
import type { SandboxBackend } from "../../../sandbox/backend";
import { createBackend, finishScheduled, signUp } from "../../support/backendHarness";
import { insertReview, insertShop } from "../../support/testData";

// Accounts with very many followers (decision 38): their reviews are not fanned out but read when a follower
// opens the feed, merged by time with the follower's own rows; a normal account's reviews still fan out.

afterEach(() => vi.useRealTimers());

type Person = Awaited<ReturnType<typeof signUp>>;

/** Ann follows Star, who reaches BIG_ACCOUNT_FOLLOWERS with her, and Carl, who has no other follower. */
async function setUp() {
  vi.useFakeTimers({ toFake: ["Date"] });
  const backend = await createBackend();
  const [ann, star, carl] = [await signUp(backend), await signUp(backend), await signUp(backend)];
  await backend.t.run((ctx) =>
    ctx.db.insert("followerCounts", { userId: star.userId, followers: BIG_ACCOUNT_FOLLOWERS - 1 }),
  );
  await ann.as.mutation(api.follows.follow, { userId: star.userId });
  await ann.as.mutation(api.follows.follow, { userId: carl.userId });
  await finishScheduled(backend);
  const shopId = await backend.t.run((ctx) => insertShop(ctx, carl.userId));
  await finishScheduled(backend);
  return { backend, ann, star, carl, shopId };
}

/** A review by `author`, a minute after the last thing written, fanned out as reviews.create's job would. */
async function review(backend: SandboxBackend, shopId: Id<"shops">, author: Person) {
  vi.setSystemTime(Date.now() + 60_000);
  const id = await backend.t.run((ctx) => insertReview(ctx, shopId, author.userId));
  await finishScheduled(backend);
  return id;
}

const rowsFor = (backend: SandboxBackend, reviewId: Id<"reviews">) =>
  backend.t.run(async (ctx) =>
    (await ctx.db.query("feedItems").collect()).filter((row) => row.activityId === reviewId).map((row) => row.viewerId),
  );

async function feedReviews(person: Person) {
  const ids: string[] = [];
  let totalItems = 0;
  for (let page = 1; page <= 10; page++) {
    const result = await person.as.query(api.feed.list, { now: Date.now(), page });
    totalItems = result.totalItems;
    ids.push(...result.items.flatMap((item) => (item.kind === "review" ? [item._id] : [])));
    if (page >= result.totalPages) break;
  }
  return { ids, totalItems };
}

describe("big accounts' reviews, read on open", () => {
  it("a big account's review appears in a follower's feed without fan-out rows; a normal account's fans out", async () => {
    const { backend, ann, star, carl, shopId } = await setUp();
    expect(await backend.t.run((ctx) => ctx.db.query("bigAccounts").collect())).toMatchObject([
      { userId: star.userId },
    ]);

    const fromStar = await review(backend, shopId, star);
    const fromCarl = await review(backend, shopId, carl);

    expect(await rowsFor(backend, fromStar)).toEqual([]);
    expect(await rowsFor(backend, fromCarl)).toEqual([ann.userId]);
    const { ids, totalItems } = await feedReviews(ann);
    expect(ids).toEqual([fromCarl, fromStar]);
    expect(totalItems).toBe(3); // the two reviews and Carl's shop
    // Star's own feed is not Ann's: nothing of Star's reaches someone who does not follow her.
    expect((await feedReviews(carl)).ids).toEqual([]);
  });

  it("merges the big account's reviews with the follower's rows by time, across pages, none twice", async () => {
    const { backend, ann, star, carl, shopId } = await setUp();
    const written: Id<"reviews">[] = [];
    for (let i = 0; i < 17; i++) written.push(await review(backend, shopId, i % 3 === 0 ? star : carl));

    const { ids, totalItems } = await feedReviews(ann);
    expect(ids).toEqual([...written].reverse());
    expect(totalItems).toBe(18);
    const firstPage = await ann.as.query(api.feed.list, { now: Date.now(), page: 1 });
    expect(firstPage.items).toHaveLength(FEED_PAGE_SIZE);
    expect(firstPage.totalPages).toBe(2);
  });

  it("an unfollow takes the big account's reviews out; a new follower gets them without any copy", async () => {
    const { backend, ann, star, shopId } = await setUp();
    const fromStar = await review(backend, shopId, star);
    await ann.as.mutation(api.follows.unfollow, { userId: star.userId });
    await finishScheduled(backend);
    expect((await feedReviews(ann)).ids).toEqual([]);
    expect(await backend.t.run((ctx) => ctx.db.query("bigFollows").collect())).toEqual([]);

    const dan = await signUp(backend);
    await dan.as.mutation(api.follows.follow, { userId: star.userId });
    await finishScheduled(backend);
    expect((await feedReviews(dan)).ids).toEqual([fromStar]);
    expect(await rowsFor(backend, fromStar)).toEqual([]);
  });

  it("keeps the rows of reviews fanned out before the account became big, shown once", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const backend = await createBackend();
    const [ann, star] = [await signUp(backend), await signUp(backend)];
    await ann.as.mutation(api.follows.follow, { userId: star.userId });
    await finishScheduled(backend);
    const shopId = await backend.t.run((ctx) => insertShop(ctx, star.userId));
    const before = await review(backend, shopId, star);
    expect(await rowsFor(backend, before)).toEqual([ann.userId]);

    await backend.t.run(async (ctx) => {
      const row = (await ctx.db.query("followerCounts").collect()).find((r) => r.userId === star.userId)!;
      await ctx.db.patch("followerCounts", row._id, { followers: BIG_ACCOUNT_FOLLOWERS - 1 });
    });
    const bea = await signUp(backend);
    await bea.as.mutation(api.follows.follow, { userId: star.userId });
    await finishScheduled(backend);
    const after = await review(backend, shopId, star);

    expect((await feedReviews(ann)).ids).toEqual([after, before]);
    expect((await feedReviews(bea)).ids).toEqual([after, before]);
    expect(await rowsFor(backend, after)).toEqual([]);
  });
});
