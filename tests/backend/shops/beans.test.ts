import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { RATE_LIMITS } from "@convex/model/rateLimits";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, signUp } from "../../support/backendHarness";
import { shopInput } from "../../support/testData";
import type { SandboxBackend } from "../../../sandbox/backend";

const shop = shopInput({
  name: "Thinking Cup",
  streetAddress: "165 Tremont St",
  bakeryOptions: true,
  hours: "7-7",
  website: "https://thinkingcup.com",
  lat: 42.3541,
  lng: -71.0636,
});
const guji = { name: "Ethiopia Guji", roast: "Light", notes: "blueberry,jasmine", origin: "Ethiopia" };

async function setup() {
  const backend = await createBackend();
  const alice = await signUp(backend);
  const bob = await signUp(backend);
  const { _id: shopId } = await alice.as.mutation(api.shops.create, shop);
  return { backend, alice, bob, shopId };
}

describe("beans.save", () => {
  it("creates the list, then replaces it (one row per shop), for any signed-in user", async () => {
    const { backend, alice, bob, shopId } = await setup();
    await alice.as.mutation(api.beans.save, { shopId, beans: [guji] });
    expect(await bob.as.query(api.beans.forShop, { shopId })).toEqual([{ ...guji, notes: "blueberry, jasmine" }]);

    const huila = { name: "Colombia Huila", roast: "Medium", notes: "caramel, cherry", origin: "Colombia" };
    await bob.as.mutation(api.beans.save, { shopId, beans: [huila] });
    expect(await alice.as.query(api.beans.forShop, { shopId })).toEqual([huila]);
    const rows = await backend.t.run((ctx) =>
      ctx.db
        .query("beans")
        .withIndex("by_shop", (q) => q.eq("shopId", shopId))
        .collect(),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.updatedBy).toBe(bob.userId);

    await bob.as.mutation(api.beans.save, { shopId, beans: [] });
    expect(await alice.as.query(api.beans.forShop, { shopId })).toEqual([]);
  });

  it("refuses signed-out callers and unknown shops", async () => {
    const { backend, alice, shopId } = await setup();
    await expect(backend.t.mutation(api.beans.save, { shopId, beans: [guji] })).rejects.toThrow(MESSAGES.signedOut);
    await backend.t.run((ctx) => ctx.db.delete(shopId));
    await expect(alice.as.mutation(api.beans.save, { shopId, beans: [guji] })).rejects.toThrow(MESSAGES.shopNotFound);
  });

  it("refuses a bad list with a clear message and saves nothing of it", async () => {
    const { alice, shopId } = await setup();
    await alice.as.mutation(api.beans.save, { shopId, beans: [guji] });
    const attempts: [unknown[], string][] = [
      [[guji, { ...guji, name: "   " }], MESSAGES.beanNameRequired(2)],
      [[{ ...guji, roast: "Blonde" }], MESSAGES.beanBadRoast(1)],
      [[{ ...guji, name: "x".repeat(101) }], MESSAGES.textTooLong("Bean 1 name", 100)],
      [[{ ...guji, notes: "x".repeat(301) }], MESSAGES.textTooLong("Bean 1 flavor notes", 300)],
      [[{ ...guji, origin: "x".repeat(101) }], MESSAGES.textTooLong("Bean 1 origin", 100)],
      [Array.from({ length: 51 }, () => guji), MESSAGES.tooManyBeans(50)],
    ];
    for (const [beans, message] of attempts) {
      await expect(
        alice.as.mutation(api.beans.save, { shopId, beans: beans as (typeof guji)[] }),
        message,
      ).rejects.toThrow(message);
    }
    expect(await alice.as.query(api.beans.forShop, { shopId })).toEqual([{ ...guji, notes: "blueberry, jasmine" }]);
  });
});

const huila = { name: "Colombia Huila", roast: "Medium", notes: "caramel, cherry", origin: "Colombia" };
const savedGuji = { ...guji, notes: "blueberry, jasmine" };
const firstPage = { numItems: 10, cursor: null };

const editRows = (backend: SandboxBackend, shopId: Id<"shops">) =>
  backend.t.run((ctx) =>
    ctx.db
      .query("beanEdits")
      .withIndex("by_shop", (q) => q.eq("shopId", shopId))
      .collect(),
  );

describe("bean edits", () => {
  it("save records who changed the list and the whole list before and after; the same list again records nothing", async () => {
    const { backend, alice, bob, shopId } = await setup();
    await alice.as.mutation(api.beans.save, { shopId, beans: [guji] });
    await bob.as.mutation(api.beans.save, { shopId, beans: [huila] });
    await bob.as.mutation(api.beans.save, { shopId, beans: [{ ...huila, notes: "caramel,cherry " }] }); // same once normalised

    const rows = await editRows(backend, shopId);
    expect(rows.map(({ editorId, editorName, before, after }) => ({ editorId, editorName, before, after }))).toEqual([
      {
        editorId: alice.userId,
        editorName: `${alice.params.firstName} ${alice.params.lastName}`,
        before: [],
        after: [savedGuji],
      },
      {
        editorId: bob.userId,
        editorName: `${bob.params.firstName} ${bob.params.lastName}`,
        before: [savedGuji],
        after: [huila],
      },
    ]);

    const { page } = await alice.as.query(api.beans.history, { shopId, paginationOpts: firstPage });
    expect(page[0]).toMatchObject({
      editorId: bob.userId,
      added: [huila.name],
      removed: [guji.name],
      changed: [],
      afterCount: 1,
    });
    expect(page[0]!._creationTime).toBeGreaterThanOrEqual(page[1]!._creationTime);
  });

  it("history lists a shop's edits newest first, a page at a time, naming what changed", async () => {
    const { alice, shopId } = await setup();
    for (const roast of ["Light", "Medium", "Dark"])
      await alice.as.mutation(api.beans.save, { shopId, beans: [{ ...huila, roast }] });
    await alice.as.mutation(api.beans.save, { shopId, beans: [{ ...huila, roast: "Dark" }, guji] });

    const first = await alice.as.query(api.beans.history, { shopId, paginationOpts: { numItems: 2, cursor: null } });
    expect(first.page.map(({ added, removed, changed }) => ({ added, removed, changed }))).toEqual([
      { added: [guji.name], removed: [], changed: [] },
      { added: [], removed: [], changed: [huila.name] },
    ]);
    expect(first.isDone).toBe(false);
    const second = await alice.as.query(api.beans.history, {
      shopId,
      paginationOpts: { numItems: 2, cursor: first.continueCursor },
    });
    expect(second.page.map((entry) => entry.changed)).toEqual([[huila.name], []]);
    expect(second.page[1]!.added).toEqual([huila.name]);
    const rest = await alice.as.query(api.beans.history, {
      shopId,
      paginationOpts: { numItems: 2, cursor: second.continueCursor },
    });
    expect(rest).toMatchObject({ page: [], isDone: true });
  });

  it("restore brings back the list from before an edit in one call, and is itself recorded so it can be undone", async () => {
    const { alice, bob, shopId } = await setup();
    await alice.as.mutation(api.beans.save, { shopId, beans: [guji, huila] });
    await bob.as.mutation(api.beans.save, { shopId, beans: [{ ...huila, roast: "Dark" }] });
    const [bobsEdit] = (await alice.as.query(api.beans.history, { shopId, paginationOpts: firstPage })).page;

    await alice.as.mutation(api.beans.restore, { shopId, editId: bobsEdit!._id });
    expect(await bob.as.query(api.beans.forShop, { shopId })).toEqual([savedGuji, huila]);
    const [restored] = (await bob.as.query(api.beans.history, { shopId, paginationOpts: firstPage })).page;
    expect(restored).toMatchObject({
      editorId: alice.userId,
      restoredFrom: bobsEdit!._id,
      added: [guji.name],
      changed: [huila.name],
      afterCount: 2,
    });

    // Undoing the restore is one more restore.
    await bob.as.mutation(api.beans.restore, { shopId, editId: restored!._id });
    expect(await alice.as.query(api.beans.forShop, { shopId })).toEqual([{ ...huila, roast: "Dark" }]);
  });

  it("restore refuses another shop's edit, an unknown edit, a deleted shop and signed-out callers, and changes nothing", async () => {
    const { backend, alice, bob, shopId } = await setup();
    const { _id: otherShop } = await bob.as.mutation(api.shops.create, {
      ...shop,
      name: "Gracenote",
      streetAddress: "108 Lincoln St",
    });
    await alice.as.mutation(api.beans.save, { shopId, beans: [guji] });
    await bob.as.mutation(api.beans.save, { shopId: otherShop, beans: [huila] });
    const [otherEdit] = await editRows(backend, otherShop);
    const [ownEdit] = await editRows(backend, shopId);

    await expect(alice.as.mutation(api.beans.restore, { shopId, editId: otherEdit!._id })).rejects.toThrow(
      MESSAGES.beanEditOtherShop,
    );
    await expect(backend.t.mutation(api.beans.restore, { shopId, editId: ownEdit!._id })).rejects.toThrow(
      MESSAGES.signedOut,
    );
    // The history reads no session (one cached answer for everyone): signed out, it is the same as for a signed-in caller.
    const signedOutHistory = await backend.t.query(api.beans.history, { shopId, paginationOpts: firstPage });
    expect(signedOutHistory.page.map((row) => row._id)).toEqual([ownEdit!._id]);
    expect(signedOutHistory).toEqual(await alice.as.query(api.beans.history, { shopId, paginationOpts: firstPage }));
    await backend.t.run((ctx) => ctx.db.delete(ownEdit!._id));
    await expect(alice.as.mutation(api.beans.restore, { shopId, editId: ownEdit!._id })).rejects.toThrow(
      MESSAGES.beanEditNotFound,
    );
    expect(await alice.as.query(api.beans.forShop, { shopId })).toEqual([savedGuji]);
    expect(await alice.as.query(api.beans.forShop, { shopId: otherShop })).toEqual([huila]);
    expect(await editRows(backend, shopId)).toEqual([]);

    await backend.t.run((ctx) => ctx.db.delete(otherShop));
    await expect(bob.as.mutation(api.beans.restore, { shopId: otherShop, editId: otherEdit!._id })).rejects.toThrow(
      MESSAGES.shopNotFound,
    );
  });

  it("restore shares save's rate limit", async () => {
    const { alice, shopId } = await setup();
    await alice.as.mutation(api.beans.save, { shopId, beans: [guji] });
    const [edit] = (await alice.as.query(api.beans.history, { shopId, paginationOpts: firstPage })).page;
    for (let i = 0; i < RATE_LIMITS.saveBeans.capacity - 1; i++) {
      await alice.as.mutation(api.beans.save, { shopId, beans: [{ ...huila, name: `Lot ${i}` }] });
    }
    await expect(alice.as.mutation(api.beans.restore, { shopId, editId: edit!._id })).rejects.toThrow(
      /Too many requests/,
    );
  });

  it("a new account saving an empty list over a shop's beans can be undone: the history shows who did it and restore brings the list back", async () => {
    const { backend, alice, shopId } = await setup();
    await alice.as.mutation(api.beans.save, { shopId, beans: [guji, huila] });
    const vandal = await signUp(backend, { firstName: "Fresh", lastName: "Account" });
    await vandal.as.mutation(api.beans.save, { shopId, beans: [] });
    expect(await alice.as.query(api.beans.forShop, { shopId })).toEqual([]);

    const [wipe] = (await alice.as.query(api.beans.history, { shopId, paginationOpts: firstPage })).page;
    expect(wipe).toMatchObject({
      editorId: vandal.userId,
      editorName: "Fresh Account",
      removed: [guji.name, huila.name],
      afterCount: 0,
    });
    await alice.as.mutation(api.beans.restore, { shopId, editId: wipe!._id });
    expect(await alice.as.query(api.beans.forShop, { shopId })).toEqual([savedGuji, huila]);
  });
});
