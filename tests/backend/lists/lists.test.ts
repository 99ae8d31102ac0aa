import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { LIST_DESCRIPTION_MAX, LIST_TITLE_MAX, MAX_LISTS } from "@convex/rules/lists";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, finishScheduled, signUp } from "../../support/backendHarness";
import { follow, listShops, outcomeOf, ownerWithList } from "../../support/listWrites";

describe("making, changing and deleting a list", () => {
  it("makes a list the caller owns, changes only what the owner names, and shows it in My lists", async () => {
    const backend = await createBackend();
    const { owner, listId } = await ownerWithList(backend);
    await owner.as.mutation(api.lists.update, { listId, title: "  Flat whites  ", ranked: false });
    const view = await owner.as.query(api.lists.get, { listId });
    expect(view).toMatchObject({
      title: "Flat whites",
      description: "Where to go on a Saturday",
      visibility: "private",
      ranked: false,
      entries: [],
      editors: [],
      ownerId: owner.userId,
    });
    expect(await owner.as.query(api.lists.mine, {})).toEqual({
      owned: [expect.objectContaining({ _id: listId, title: "Flat whites", entries: 0 })],
      editing: [],
    });
  });

  it("refuses a missing or over-long title, an over-long description, and rude words, changing nothing", async () => {
    const backend = await createBackend();
    const { owner, listId } = await ownerWithList(backend);
    const draft = { title: "Good", description: "", visibility: "public" as const, ranked: false };
    expect(await outcomeOf(owner.as.mutation(api.lists.create, { ...draft, title: " " }))).toBe(
      MESSAGES.listTitleRequired,
    );
    expect(
      await outcomeOf(owner.as.mutation(api.lists.create, { ...draft, title: "x".repeat(LIST_TITLE_MAX + 1) })),
    ).toBe(MESSAGES.listTitleTooLong(LIST_TITLE_MAX));
    expect(
      await outcomeOf(
        owner.as.mutation(api.lists.update, { listId, description: "x".repeat(LIST_DESCRIPTION_MAX + 1) }),
      ),
    ).toBe(MESSAGES.listDescriptionTooLong(LIST_DESCRIPTION_MAX));
    expect(await outcomeOf(owner.as.mutation(api.lists.update, { listId, title: "shit coffee" }))).toBe(
      MESSAGES.objectionable("Title"),
    );
    expect((await owner.as.query(api.lists.get, { listId })).title).toBe("Espresso crawl");
  });

  it("lets only the owner change or delete a list", async () => {
    const backend = await createBackend();
    const { owner, listId } = await ownerWithList(backend, "public");
    const other = await signUp(backend);
    expect(await outcomeOf(other.as.mutation(api.lists.update, { listId, title: "Mine now" }))).toBe(
      MESSAGES.listOwnerOnly,
    );
    expect(await outcomeOf(other.as.mutation(api.lists.remove, { listId }))).toBe(MESSAGES.listOwnerOnly);
    expect((await owner.as.query(api.lists.get, { listId })).title).toBe("Espresso crawl");
  });

  it("deletes a list at once for everyone, and its entries and editors in batches", async () => {
    const backend = await createBackend();
    const { owner, listId } = await ownerWithList(backend);
    const [shop] = await listShops(backend, owner.userId, 1);
    await owner.as.mutation(api.listEntries.add, { listId, shopId: shop! });
    await owner.as.mutation(api.lists.remove, { listId });
    expect(await outcomeOf(owner.as.query(api.lists.get, { listId }))).toBe(MESSAGES.listGone);
    expect(await outcomeOf(owner.as.mutation(api.lists.remove, { listId }))).toBe(MESSAGES.listGone);
    await finishScheduled(backend);
    const left = await backend.t.run(async (ctx) => ({
      entries: (await ctx.db.query("listEntries").collect()).length,
      counts: (await ctx.db.query("listCounts").collect()).length,
    }));
    expect(left).toEqual({ entries: 0, counts: 0 });
    expect(await owner.as.query(api.lists.mine, {})).toEqual({ owned: [], editing: [] });
  });

  it("refuses a list past the most one person may own", async () => {
    const backend = await createBackend();
    const { owner } = await ownerWithList(backend);
    await backend.t.run(async (ctx) => {
      for (let i = 1; i < MAX_LISTS; i++)
        await ctx.db.insert("lists", {
          ownerId: owner.userId,
          title: `List ${i}`,
          description: "",
          visibility: "private",
          ranked: false,
        });
    });
    const draft = { title: "One more", description: "", visibility: "private" as const, ranked: false };
    expect(await outcomeOf(owner.as.mutation(api.lists.create, draft))).toBe(MESSAGES.tooManyLists(MAX_LISTS));
  });
});

describe("who sees a list", () => {
  it("shows a public list to visitors, a friends' list to mutual follows, a private one to owner and editors", async () => {
    const backend = await createBackend();
    const { owner, listId } = await ownerWithList(backend, "public");
    const [friend, fan, stranger] = [await signUp(backend), await signUp(backend), await signUp(backend)];
    await follow(owner, friend);
    await follow(friend, owner);
    await follow(fan, owner); // one way only
    const sees = async () =>
      Promise.all(
        [
          backend.t.query(api.lists.get, { listId }),
          ...[friend, fan, stranger, owner].map((who) => who.as.query(api.lists.get, { listId })),
        ].map((call) => outcomeOf(call)),
      );
    expect(await sees()).toEqual(["ok", "ok", "ok", "ok", "ok"]);
    await owner.as.mutation(api.lists.update, { listId, visibility: "friends" });
    const hidden = MESSAGES.listNotFound;
    expect(await sees()).toEqual([hidden, "ok", hidden, hidden, "ok"]);
    await owner.as.mutation(api.lists.update, { listId, visibility: "private" });
    expect(await sees()).toEqual([hidden, hidden, hidden, hidden, "ok"]);
    expect(await outcomeOf(backend.t.query(api.lists.get, { listId: "not-a-list" }))).toBe(MESSAGES.listNotFound);
  });

  it("says which lists the viewer may see hold a shop, and which of a person's lists they may see", async () => {
    const backend = await createBackend();
    const { owner, listId: open } = await ownerWithList(backend, "public");
    const secret = await owner.as.mutation(api.lists.create, {
      title: "Secret",
      description: "",
      visibility: "private",
      ranked: false,
    });
    const [shop] = await listShops(backend, owner.userId, 1);
    for (const listId of [open, secret]) await owner.as.mutation(api.listEntries.add, { listId, shopId: shop! });
    await finishScheduled(backend);
    const visitor = await backend.t.query(api.lists.forShop, { shopId: shop! });
    expect(visitor).toEqual({ count: 1, complete: true, lists: [expect.objectContaining({ _id: open, entries: 1 })] });
    expect((await owner.as.query(api.lists.forShop, { shopId: shop! })).count).toBe(2);
    expect((await backend.t.query(api.lists.forProfile, { userId: owner.userId })).map((list) => list.title)).toEqual([
      "Espresso crawl",
    ]);
    expect(await owner.as.query(api.lists.forProfile, { userId: owner.userId })).toHaveLength(2);
  });
});
