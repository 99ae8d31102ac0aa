import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, signUp } from "../../support/backendHarness";
import { insertShop } from "../../support/testData";

describe("saved shops", () => {
  it("saves a shop to either list, idempotently, and lists each newest first, a page at a time", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend);
    const shops = [];
    for (let i = 0; i < 3; i++)
      shops.push(
        await backend.t.run((ctx) =>
          insertShop(ctx, ann.userId, { name: `Saved ${i}`, streetAddress: `${i} Saved St` }),
        ),
      );
    const [a, b, c] = shops as [(typeof shops)[0], (typeof shops)[0], (typeof shops)[0]];
    expect(await ann.as.query(api.saved.forShop, { shopId: a })).toEqual({
      wantToTry: false,
      favourite: false,
      been: false,
      reviewed: false,
    });

    await ann.as.mutation(api.saved.set, { shopId: a, list: "wantToTry", saved: true });
    await ann.as.mutation(api.saved.set, { shopId: a, list: "wantToTry", saved: true });
    await ann.as.mutation(api.saved.set, { shopId: a, list: "favourite", saved: true });
    await ann.as.mutation(api.saved.set, { shopId: b, list: "wantToTry", saved: true });
    await ann.as.mutation(api.saved.set, { shopId: c, list: "wantToTry", saved: true });
    expect(await ann.as.query(api.saved.forShop, { shopId: a })).toEqual({
      wantToTry: true,
      favourite: true,
      been: false,
      reviewed: false,
    });

    const first = await ann.as.query(api.saved.mine, {
      list: "wantToTry",
      paginationOpts: { numItems: 2, cursor: null },
    });
    expect(first.page.map((shop) => shop.name)).toEqual(["Saved 2", "Saved 1"]);
    const rest = await ann.as.query(api.saved.mine, {
      list: "wantToTry",
      paginationOpts: { numItems: 2, cursor: first.continueCursor },
    });
    expect(rest.page).toEqual([expect.objectContaining({ shopId: a, name: "Saved 0", streetAddress: "0 Saved St" })]);
    expect(
      (
        await ann.as.query(api.saved.mine, { list: "favourite", paginationOpts: { numItems: 10, cursor: null } })
      ).page.map((s) => s.shopId),
    ).toEqual([a]);

    await ann.as.mutation(api.saved.set, { shopId: a, list: "wantToTry", saved: false });
    await ann.as.mutation(api.saved.set, { shopId: a, list: "wantToTry", saved: false });
    expect(await ann.as.query(api.saved.forShop, { shopId: a })).toEqual({
      wantToTry: false,
      favourite: true,
      been: false,
      reviewed: false,
    });
  });

  it("keeps each user's lists their own, refuses unknown shops and signed-out callers", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend);
    const bob = await signUp(backend);
    const shopId = await backend.t.run((ctx) => insertShop(ctx, ann.userId));
    await ann.as.mutation(api.saved.set, { shopId, list: "favourite", saved: true });
    expect(await bob.as.query(api.saved.forShop, { shopId })).toEqual({
      wantToTry: false,
      favourite: false,
      been: false,
      reviewed: false,
    });
    expect(
      (await bob.as.query(api.saved.mine, { list: "favourite", paginationOpts: { numItems: 10, cursor: null } })).page,
    ).toEqual([]);
    await bob.as.mutation(api.saved.set, { shopId, list: "favourite", saved: false });
    expect(await ann.as.query(api.saved.forShop, { shopId })).toEqual({
      wantToTry: false,
      favourite: true,
      been: false,
      reviewed: false,
    });

    const gone = await backend.t.run(async (ctx) => {
      const id = await insertShop(ctx, ann.userId, { name: "Gone", streetAddress: "1 Gone St" });
      await ctx.db.delete(id);
      return id;
    });
    await expect(ann.as.mutation(api.saved.set, { shopId: gone, list: "favourite", saved: true })).rejects.toThrow(
      MESSAGES.shopNotFound,
    );
    await expect(backend.t.mutation(api.saved.set, { shopId, list: "favourite", saved: true })).rejects.toThrow(
      MESSAGES.signedOut,
    );
    await expect(backend.t.query(api.saved.forShop, { shopId })).rejects.toThrow(MESSAGES.signedOut);
    await expect(
      backend.t.query(api.saved.mine, { list: "favourite", paginationOpts: { numItems: 10, cursor: null } }),
    ).rejects.toThrow(MESSAGES.signedOut);
  });
});
