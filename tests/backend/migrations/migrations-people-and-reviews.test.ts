import { describe, expect, it } from "vitest";
import { api, internal } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { reviewOverall } from "@convex/rules/ratings";
import { createBackend, signUp } from "../../support/backendHarness";
import { expectNothingMoreToDo, get, insertOldShop, migrate, statusOf } from "../../support/oldDeployment";
import { reviewDoc } from "../../support/testData";

// Each migration of convex/migrations.ts on data stored in the shape an older deployment has (fields
// missing, or counters that counted only what happened after the deploy): a dry run changes nothing, the
// run brings today's shape, and a second run from the start changes nothing.
// Here the migrations of reviews and people: reviewSortFields, profileStates and peopleFields.

describe("migrations for an older deployment", () => {
  it("reviewSortFields: reviews from before sorting get their overall rating; newer ones keep theirs", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend);
    const shopId = await insertOldShop(backend, ann.userId);
    const shop = await get(backend, shopId);
    const { overall: _o, ...old } = reviewDoc(shop, ann.userId, { drinkRating: 5, shopRating: 4, staffRating: 2 });
    const oldId = await backend.t.run((ctx) => ctx.db.insert("reviews", old));
    const newer = reviewDoc(shop, ann.userId);
    const newId = await backend.t.run((ctx) => ctx.db.insert("reviews", newer));

    await migrate(backend, internal.migrations.reviewSortFields);
    expect(await get(backend, oldId)).toMatchObject({ overall: reviewOverall(old) });
    expect(reviewOverall(old)).toBe(3.7);
    expect(await get(backend, newId)).toMatchObject({ overall: newer.overall });
    expect(await statusOf(backend, "migrations:reviewSortFields")).toMatchObject({ isDone: true, processed: 2 });
    await expectNothingMoreToDo(backend, internal.migrations.reviewSortFields);
  });

  it("countsToTotals: a review's counts move into its reviewTotals row; a row a job started is kept", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend);
    const shop = await get(backend, await insertOldShop(backend, ann.userId));
    const [counted, none, started] = await backend.t.run(async (ctx) => [
      await ctx.db.insert("reviews", reviewDoc(shop, ann.userId, { helpfulCount: 3, commentCount: 2 })),
      await ctx.db.insert("reviews", reviewDoc(shop, ann.userId)),
      await ctx.db.insert("reviews", reviewDoc(shop, ann.userId, { helpfulCount: 4 })),
    ]);
    // A vote's job after the deploy, before the migration: it started the row from the old count (4 + 1).
    await backend.t.run((ctx) =>
      ctx.db.insert("reviewTotals", { reviewId: started, shopId: shop._id, helpfulCount: 5, commentCount: 0 }),
    );

    await migrate(backend, internal.migrations.countsToTotals);
    const rows = await backend.t.run((ctx) => ctx.db.query("reviewTotals").collect());
    const rowOf = (id: string) => rows.find((row) => row.reviewId === id);
    expect(rowOf(counted)).toMatchObject({ helpfulCount: 3, commentCount: 2, shopId: shop._id });
    expect(rowOf(none)).toMatchObject({ helpfulCount: 0, commentCount: 0 });
    expect(rowOf(started)).toMatchObject({ helpfulCount: 5, commentCount: 0 });
    expect(rows).toHaveLength(3);
    for (const id of [counted, none, started]) {
      const review = await get(backend, id);
      expect([review.helpfulCount, review.commentCount]).toEqual([undefined, undefined]);
    }
    await expectNothingMoreToDo(backend, internal.migrations.countsToTotals);
  });

  it("profileStates: a state saved as typed is stored upper case, as shops store theirs", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend, { yourCity: "Boston", yourState: "MA" });
    const bob = await signUp(backend, { yourCity: "Providence", yourState: "RI" });
    const cleo = await signUp(backend);
    await backend.t.run((ctx) => ctx.db.patch("users", ann.userId, { yourState: "ma" }));

    await migrate(backend, internal.migrations.profileStates);
    expect((await get(backend, ann.userId)).yourState).toBe("MA");
    expect((await get(backend, bob.userId)).yourState).toBe("RI");
    expect((await get(backend, cleo.userId)).yourState).toBe("");
    await expectNothingMoreToDo(backend, internal.migrations.profileStates);
  });

  it("peopleFields: following and review counts from the rows, and the home key, except on a deleted account", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend, { yourCity: "Boston", yourState: "MA" });
    const bob = await signUp(backend, { yourCity: "  cambridge ", yourState: "ma" });
    const cleo = await signUp(backend);
    const gone = await signUp(backend);
    await backend.t.run(async (ctx) => {
      // Stored before people lists: no counters, no home key; follows and reviews already there.
      for (const { userId } of [ann, bob, cleo]) {
        await ctx.db.patch("users", userId, {
          followers: undefined,
          following: undefined,
          reviewCount: undefined,
          homeKey: undefined,
        });
      }
      for (const [followerId, followeeId] of [
        [ann.userId, bob.userId],
        [cleo.userId, bob.userId],
        [bob.userId, ann.userId],
      ] as const) {
        await ctx.db.insert("follows", { followerId, followeeId });
      }
      const badge = await ctx.db
        .query("badges")
        .withIndex("by_user", (q) => q.eq("userId", bob.userId))
        .unique();
      await ctx.db.patch("badges", badge!._id, { reviews: 2 });
      // A follow made after the deploy counted from nothing: Cleo "follows 1" would be right by luck, so make it wrong.
      await ctx.db.patch("users", cleo.userId, { following: 5 });
      await ctx.db.replace("users", gone.userId, { deletedAt: 1, followers: 4, following: 4 });
    });

    await migrate(backend, internal.migrations.peopleFields);
    expect(await get(backend, ann.userId)).toMatchObject({
      following: 1,
      reviewCount: 0,
      homeKey: "MA|BOSTON",
    });
    expect(await get(backend, bob.userId)).toMatchObject({
      following: 1,
      reviewCount: 2,
      homeKey: "MA|CAMBRIDGE",
    });
    const cleoNow = await get(backend, cleo.userId);
    expect(cleoNow).toMatchObject({ following: 1, reviewCount: 0 });
    expect(cleoNow.homeKey).toBeUndefined();
    expect(await get(backend, gone.userId)).toMatchObject({ deletedAt: 1, followers: 4, following: 4 });
    await expectNothingMoreToDo(backend, internal.migrations.peopleFields);
  });

  it("followersToCounts: follower counts move into rows counted from the follows; a row a job started is kept", async () => {
    const backend = await createBackend();
    const [ann, bob, cleo, dan] = [
      await signUp(backend),
      await signUp(backend),
      await signUp(backend),
      await signUp(backend),
    ];
    await backend.t.run(async (ctx) => {
      for (const [followerId, followeeId] of [
        [ann.userId, bob.userId],
        [cleo.userId, bob.userId],
        [bob.userId, ann.userId],
        [bob.userId, dan.userId],
      ] as const)
        await ctx.db.insert("follows", { followerId, followeeId });
      // Counted on the user before decision 37 (Bob's wrong, as a counter kept only since a deploy would be).
      await ctx.db.patch("users", bob.userId, { followers: 7 });
      await ctx.db.patch("users", ann.userId, { followers: 1 });
      // Dan's follow came after the deploy: its job started his row.
      await ctx.db.insert("followerCounts", { userId: dan.userId, followers: 1 });
    });

    await migrate(backend, internal.migrations.followersToCounts);
    const counts = async (userId: Id<"users">) =>
      (await cleo.as.query(api.people.profile, { userId }))!.counts.followers;
    expect([
      await counts(ann.userId),
      await counts(bob.userId),
      await counts(cleo.userId),
      await counts(dan.userId),
    ]).toEqual([1, 2, 0, 1]);
    const rows = await backend.t.run((ctx) => ctx.db.query("followerCounts").collect());
    expect(rows).toHaveLength(3); // nobody follows Cleo: no row
    for (const { userId } of [ann, bob, cleo, dan]) expect((await get(backend, userId)).followers).toBeUndefined();
    await expectNothingMoreToDo(backend, internal.migrations.followersToCounts);
  });
});
