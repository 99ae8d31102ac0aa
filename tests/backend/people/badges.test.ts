import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { countAddedShop, countDemoContent } from "@convex/model/badges";
import { MAX_BADGE_CITIES, earnedBadges } from "@convex/rules/badges";
import { createBackend, signUp } from "../../support/backendHarness";

// Nothing unbounded in a document: a user's badge counters stay small however many cities they add
// shops in, and the badges read from them are the same.

const city = (i: number) => ({ city: `Townsville ${i}`, state: "MA" });
/** Shops counted per transaction, as shops.create counts one per mutation. */
const BATCH = 100;

describe("badge counters", () => {
  it("stay small and earn the right tier after shops in 1,000 distinct cities", async () => {
    const backend = await createBackend();
    const { userId, as } = await signUp(backend);
    for (let start = 0; start < 1000; start += BATCH) {
      await backend.t.run(async (ctx) => {
        for (let i = start; i < start + BATCH; i++) await countAddedShop(ctx, userId, city(i));
      });
    }
    const badge = await backend.t.run((ctx) =>
      ctx.db
        .query("badges")
        .withIndex("by_user", (q) => q.eq("userId", userId))
        .unique(),
    );
    expect(badge).toMatchObject({ cafes: 1000, photos: 0, reviews: 0 });
    expect(badge!.cities).toEqual(Array.from({ length: MAX_BADGE_CITIES }, (_, i) => `Townsville ${i}, MA`));
    expect(JSON.stringify(badge).length).toBeLessThan(1024);

    const counts = await as.query(api.badges.forUser, { userId });
    expect(earnedBadges(counts!)).toEqual([{ kind: "cafes", name: "Caffeine Pioneer", count: 1000 }]);
  });

  it("take in many cities at once (the demo seed) within the same bound", async () => {
    const backend = await createBackend();
    const { userId } = await signUp(backend);
    const shops = Array.from({ length: 1000 }, (_, i) => city(i % 600));
    await backend.t.run((ctx) => countDemoContent(ctx, userId, { cafes: shops.length, reviews: 3, shops }));
    const badge = await backend.t.run((ctx) =>
      ctx.db
        .query("badges")
        .withIndex("by_user", (q) => q.eq("userId", userId))
        .unique(),
    );
    expect(badge).toMatchObject({ cafes: 1000, reviews: 3 });
    expect(badge!.cities).toHaveLength(MAX_BADGE_CITIES);
    expect(new Set(badge!.cities).size).toBe(MAX_BADGE_CITIES);
  });

  it("still count every city while there are fewer than the bound", async () => {
    const backend = await createBackend();
    const { userId } = await signUp(backend);
    await backend.t.run(async (ctx) => {
      for (const i of [0, 1, 0, 2, 1]) await countAddedShop(ctx, userId, city(i));
    });
    const badge = await backend.t.run((ctx) =>
      ctx.db
        .query("badges")
        .withIndex("by_user", (q) => q.eq("userId", userId))
        .unique(),
    );
    expect(badge).toMatchObject({ cafes: 5, cities: ["Townsville 0, MA", "Townsville 1, MA", "Townsville 2, MA"] });
  });
});
