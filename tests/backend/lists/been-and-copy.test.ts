import { describe, expect, it } from "vitest";
import { api, internal } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MAX_LIST_ENTRIES } from "@convex/rules/lists";
import { MESSAGES } from "@convex/rules/messages";
import { finishScheduled } from "../../support/backendHarness";
import { entryNames, listShops, outcomeOf, type ListActor } from "../../support/listWrites";
import { expectNothingMoreToDo, migrate } from "../../support/oldDeployment";
import { setUpReviewers, write } from "../../support/reviewWrites";
import { reviewDoc } from "../../support/testData";

// "Been" beside Want to try and Favourites (docs/product.md, "Saved shops"), and "Copy to a new list" from any of
// the three (lists.createFrom).

const been = async (who: ListActor) =>
  (await who.as.query(api.saved.mine, { list: "been", paginationOpts: { numItems: 50, cursor: null } })).page.map(
    (shop) => shop.name,
  );

describe("Been", () => {
  it("holds the shops a person reviewed and the ones they marked, and keeps a reviewed shop", async () => {
    const { backend, ann, shopId } = await setUpReviewers();
    const [marked] = await listShops(backend, ann.userId, 1);
    await write(ann, shopId);
    await ann.as.mutation(api.saved.set, { shopId: marked!, list: "been", saved: true });
    expect(await been(ann)).toEqual(["Cup 0", "Edit Coffee"]);
    expect(await ann.as.query(api.saved.forShop, { shopId })).toEqual({
      wantToTry: false,
      favourite: false,
      been: true,
      reviewed: true,
    });
    expect(await outcomeOf(ann.as.mutation(api.saved.set, { shopId, list: "been", saved: false }))).toBe(
      MESSAGES.beenReviewed,
    );
    await ann.as.mutation(api.saved.set, { shopId: marked!, list: "been", saved: false });
    expect(await been(ann)).toEqual(["Edit Coffee"]);
  });

  it("marks the shops reviewed before Been existed, once, through the migration", async () => {
    const { backend, ann, shopId } = await setUpReviewers();
    await backend.t.run(async (ctx) => {
      const shop = (await ctx.db.get("shops", shopId))!;
      await ctx.db.insert("reviews", reviewDoc(shop, ann.userId));
      await ctx.db.insert("reviews", reviewDoc(shop, ann.userId, { number: 2 }));
    });
    expect(await been(ann)).toEqual([]);
    await migrate(backend, internal.migrations.beenFromReviews);
    expect(await been(ann)).toEqual(["Edit Coffee"]);
    await expectNothingMoreToDo(backend, internal.migrations.beenFromReviews);
  });
});

describe("Copy to a new list", () => {
  it("makes a private list of the saved shops in the profile's order", async () => {
    const { backend, ann, bob } = await setUpReviewers();
    const shops = await listShops(backend, ann.userId, 3);
    for (const shopId of shops) await ann.as.mutation(api.saved.set, { shopId, list: "wantToTry", saved: true });
    await bob.as.mutation(api.saved.set, { shopId: shops[0]!, list: "wantToTry", saved: true });
    const made = await ann.as.mutation(api.lists.createFrom, {
      from: "wantToTry",
      title: " Want to try ",
      visibility: "private",
    });
    expect(made).toMatchObject({ copied: 3, capped: false });
    expect(await entryNames(ann, made.listId)).toEqual(["Cup 2", "Cup 1", "Cup 0"]);
    const view = await ann.as.query(api.lists.get, { listId: made.listId });
    expect(view).toMatchObject({ title: "Want to try", visibility: "private", ownerId: ann.userId });
    expect(await outcomeOf(bob.as.query(api.lists.get, { listId: made.listId }))).toBe(MESSAGES.listNotFound);
    // A later addition goes after the copied shops.
    const [later] = await listShops(backend, ann.userId, 1);
    await ann.as.mutation(api.listEntries.add, { listId: made.listId, shopId: later! });
    expect((await entryNames(ann, made.listId)).at(-1)).toBe("Cup 0");
    await finishScheduled(backend);
    expect((await ann.as.query(api.lists.mine, {})).owned[0]!.entries).toBe(4);
  });

  it("refuses an empty list and a bad title, and copies at most a full list", async () => {
    const { backend, ann } = await setUpReviewers();
    expect(
      await outcomeOf(
        ann.as.mutation(api.lists.createFrom, { from: "favourite", title: "Faves", visibility: "public" }),
      ),
    ).toBe(MESSAGES.listCopyEmpty);
    const shops = await listShops(backend, ann.userId, MAX_LIST_ENTRIES + 3);
    await backend.t.run(async (ctx) => {
      for (const shopId of shops) await ctx.db.insert("savedShops", { userId: ann.userId, shopId, list: "favourite" });
    });
    expect(
      await outcomeOf(ann.as.mutation(api.lists.createFrom, { from: "favourite", title: "  ", visibility: "public" })),
    ).toBe(MESSAGES.listTitleRequired);
    const made = await ann.as.mutation(api.lists.createFrom, {
      from: "favourite",
      title: "Faves",
      visibility: "public",
    });
    expect(made).toMatchObject({ copied: MAX_LIST_ENTRIES, capped: true });
    const names = await entryNames(ann, made.listId);
    expect(names).toHaveLength(MAX_LIST_ENTRIES);
    expect(names[0]).toBe(`Cup ${MAX_LIST_ENTRIES + 2}`);
    await finishScheduled(backend);
    const shown = (await ann.as.query(api.lists.forShop, { shopId: shops.at(-1)! as Id<"shops"> })).lists;
    expect(shown.map((list) => [list.title, list.entries])).toEqual([["Faves", MAX_LIST_ENTRIES]]);
  });

  it("spends the createList limit", async () => {
    const { backend, ann } = await setUpReviewers();
    const [shopId] = await listShops(backend, ann.userId, 1);
    await ann.as.mutation(api.saved.set, { shopId: shopId!, list: "wantToTry", saved: true });
    const outcomes = [];
    for (let i = 0; i < 12; i++)
      outcomes.push(
        await outcomeOf(
          ann.as.mutation(api.lists.createFrom, { from: "wantToTry", title: `Copy ${i}`, visibility: "private" }),
        ),
      );
    expect(outcomes.filter((outcome) => outcome === "ok")).toHaveLength(10);
    expect(outcomes.at(-1)).toMatch(/too many|try again|slow down/i);
  });
});
