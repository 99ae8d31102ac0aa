// people.profile: what a profile page shows of a person (profile, badges, follow counts) in one query that reads no
// session, so a deployment caches one result for every viewer and visitor.
import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { createBackend, finishScheduled, signUp } from "../../support/backendHarness";
import { REVIEW, insertShop } from "../../support/testData";

describe("people.profile", () => {
  it("holds the public profile without the email, the badges and the follow counts, and follows them", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend, { firstName: "Ann", cafeDrink: "Latte" });
    const bob = await signUp(backend);
    const first = await bob.as.query(api.people.profile, { userId: ann.userId });
    expect(first).toMatchObject({
      profile: { _id: ann.userId, firstName: "Ann", cafeDrink: "Latte" },
      counts: { followers: 0, following: 0 },
    });
    expect(JSON.stringify(first)).not.toContain(ann.params.email);

    const shopId = await backend.t.run((ctx) => insertShop(ctx, bob.userId));
    await ann.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [] });
    await bob.as.mutation(api.follows.follow, { userId: ann.userId });
    await ann.as.mutation(api.follows.follow, { userId: bob.userId });
    // The followee's count follows a moment later (convex/totals.ts, decision 25).
    await finishScheduled(backend);
    const after = await bob.as.query(api.people.profile, { userId: ann.userId });
    expect(after!.counts).toEqual({ followers: 1, following: 1 });
    expect(after!.badges).toEqual(await backend.t.query(api.badges.forUser, { userId: ann.userId }));
    expect(after!.badges).toMatchObject({ reviews: 1 });
  });

  it("is null for a string that is no id, another table's id, an id whose user is gone, and a deleted account", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend);
    const leo = await signUp(backend);
    const shopId = await backend.t.run((ctx) => insertShop(ctx, ann.userId));
    const gone = await backend.t.run(async (ctx) => {
      const id = await ctx.db.insert("users", { name: "Gone" });
      await ctx.db.delete(id);
      return id;
    });
    await leo.as.action(api.account.remove, { password: leo.params.password });
    for (const userId of ["not-an-id", shopId, gone, leo.userId])
      expect(await ann.as.query(api.people.profile, { userId })).toBeNull();
  });

  it("reads no session: the same answer for two people and a visitor, and never the caller's identity", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend);
    const bob = await signUp(backend);
    await bob.as.mutation(api.follows.follow, { userId: ann.userId });
    await finishScheduled(backend);
    const runs = await Promise.all(
      [ann.token, bob.token, null].map(async (token) => {
        const identity = await backend.identity(token);
        if (identity === "invalid") throw new Error("bad token");
        return await backend.runQuery("people:profile", { userId: ann.userId }, identity);
      }),
    );
    for (const run of runs) {
      expect(run.readAuth).toBe(false);
      expect(run.result).toEqual(runs[0]!.result);
    }
    const value = JSON.parse((runs[0]!.result as { json: string }).json);
    expect(value).toMatchObject({ profile: { _id: ann.userId }, counts: { followers: 1, following: 0 } });
  });
});
