import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MAX_PAGE_SIZE, boundedPage } from "@convex/model/pagination";
import { createBackend, signUp } from "../../support/backendHarness";
import { insertShop, reviewDoc } from "../../support/testData";

describe("page sizes", () => {
  it.each([
    [10, 10],
    [-1, 1],
    [0, 1],
    [2.7, 2],
    [Number.NaN, 1],
    [Infinity, 1],
    [1e6, MAX_PAGE_SIZE],
  ])("a request for %d items reads %d", (asked, got) => {
    expect(boundedPage({ numItems: asked, cursor: null })).toEqual({ numItems: got, cursor: null });
  });

  it("keeps a client from reading a whole list in one call", async () => {
    const backend = await createBackend();
    const { as, userId } = await signUp(backend);
    const shop = await backend.t.run(async (ctx) => (await ctx.db.get("shops", await insertShop(ctx, userId)))!);
    await backend.t.run(async (ctx) => {
      for (let i = 0; i < MAX_PAGE_SIZE + 5; i++)
        await ctx.db.insert("reviews", reviewDoc(shop, userId, { number: i + 1 }));
    });
    const page = await as.query(api.reviews.listForShop, {
      shopId: shop._id,
      paginationOpts: { numItems: 10_000, cursor: null },
    });
    expect(page.page).toHaveLength(MAX_PAGE_SIZE);
    expect(page.isDone).toBe(false);
  });
});
