import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { LIST_NOTE_MAX, MAX_LIST_ENTRIES } from "@convex/rules/lists";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, finishScheduled, signUp } from "../../support/backendHarness";
import { entryNames, follow, listShops, outcomeOf, ownerWithList } from "../../support/listWrites";

async function listOfFour() {
  const backend = await createBackend();
  const { owner, listId } = await ownerWithList(backend);
  const shops = await listShops(backend, owner.userId, 4);
  const entries = [];
  for (const shopId of shops) entries.push(await owner.as.mutation(api.listEntries.add, { listId, shopId }));
  return { backend, owner, listId, shops, entries: entries as [(typeof entries)[0], ...typeof entries] };
}

describe("a list's entries", () => {
  it("adds shops at the end with their notes, counts them, and refuses a shop the list has", async () => {
    const { backend, owner, listId, shops } = await listOfFour();
    expect(await entryNames(owner, listId)).toEqual(["Cup 0", "Cup 1", "Cup 2", "Cup 3"]);
    expect(await outcomeOf(owner.as.mutation(api.listEntries.add, { listId, shopId: shops[1]!, note: "again" }))).toBe(
      MESSAGES.listShopAlreadyThere,
    );
    await finishScheduled(backend);
    expect((await owner.as.query(api.lists.mine, {})).owned[0]!.entries).toBe(4);
  });

  it("writes, tidies and limits a note", async () => {
    const { owner, listId, entries } = await listOfFour();
    await owner.as.mutation(api.listEntries.setNote, { entryId: entries[0], note: "  Try the cortado " });
    expect(
      await outcomeOf(
        owner.as.mutation(api.listEntries.setNote, { entryId: entries[0], note: "x".repeat(LIST_NOTE_MAX + 1) }),
      ),
    ).toBe(MESSAGES.listNoteTooLong(LIST_NOTE_MAX));
    expect((await owner.as.query(api.lists.get, { listId })).entries[0]!.note).toBe("Try the cortado");
  });

  it("moves an entry between the two it was dropped between, and to either end", async () => {
    const { owner, listId, entries } = await listOfFour();
    const [a, b, c, d] = entries as [
      (typeof entries)[0],
      (typeof entries)[0],
      (typeof entries)[0],
      (typeof entries)[0],
    ];
    await owner.as.mutation(api.listEntries.move, { entryId: d, after: a, before: b });
    expect(await entryNames(owner, listId)).toEqual(["Cup 0", "Cup 3", "Cup 1", "Cup 2"]);
    await owner.as.mutation(api.listEntries.move, { entryId: c, after: null, before: a });
    expect(await entryNames(owner, listId)).toEqual(["Cup 2", "Cup 0", "Cup 3", "Cup 1"]);
    await owner.as.mutation(api.listEntries.move, { entryId: c, after: b, before: null });
    expect(await entryNames(owner, listId)).toEqual(["Cup 0", "Cup 3", "Cup 1", "Cup 2"]);
  });

  it("lands a move sensibly when a neighbour was just removed, and tells of an entry that is gone", async () => {
    const { backend, owner, listId, entries } = await listOfFour();
    const [a, b, c, d] = entries as [
      (typeof entries)[0],
      (typeof entries)[0],
      (typeof entries)[0],
      (typeof entries)[0],
    ];
    const editor = await signUp(backend);
    await follow(owner, editor);
    await owner.as.mutation(api.lists.inviteEditor, { listId, userId: editor.userId });
    // The editor removes b while the owner drops d between a and b: d lands right after a, nothing lost.
    await editor.as.mutation(api.listEntries.remove, { entryId: b });
    await owner.as.mutation(api.listEntries.move, { entryId: d, after: a, before: b });
    expect(await entryNames(owner, listId)).toEqual(["Cup 0", "Cup 3", "Cup 2"]);
    // And with the lower neighbour gone: c dropped between b (gone) and a lands right before a.
    await owner.as.mutation(api.listEntries.move, { entryId: c, after: b, before: a });
    expect(await entryNames(owner, listId)).toEqual(["Cup 2", "Cup 0", "Cup 3"]);
    // Moving, noting the removed entry: a clear message; removing it again: nothing to do.
    expect(await outcomeOf(owner.as.mutation(api.listEntries.move, { entryId: b, after: null, before: a }))).toBe(
      MESSAGES.listEntryGone,
    );
    expect(await outcomeOf(owner.as.mutation(api.listEntries.setNote, { entryId: b, note: "hi" }))).toBe(
      MESSAGES.listEntryGone,
    );
    expect(await outcomeOf(owner.as.mutation(api.listEntries.remove, { entryId: b }))).toBe("ok");
    await finishScheduled(backend);
    expect((await owner.as.query(api.lists.mine, {})).owned[0]!.entries).toBe(3);
  });

  it("keeps one consistent order when two editors move entries at the same time", async () => {
    const { backend, owner, listId, entries } = await listOfFour();
    const [a, b, c, d] = entries as [
      (typeof entries)[0],
      (typeof entries)[0],
      (typeof entries)[0],
      (typeof entries)[0],
    ];
    const editor = await signUp(backend);
    await follow(owner, editor);
    await owner.as.mutation(api.lists.inviteEditor, { listId, userId: editor.userId });
    // Both saw a, b, c, d. The owner drops d first; the editor drops c first too, between the same two.
    await Promise.all([
      owner.as.mutation(api.listEntries.move, { entryId: d, after: null, before: a }),
      editor.as.mutation(api.listEntries.move, { entryId: c, after: null, before: a }),
      editor.as.mutation(api.listEntries.move, { entryId: b, after: c, before: d }),
    ]);
    const names = await entryNames(owner, listId);
    expect([...names].sort()).toEqual(["Cup 0", "Cup 1", "Cup 2", "Cup 3"]);
    expect(names.at(-1)).toBe("Cup 0");
    expect(await entryNames(editor, listId)).toEqual(names);
    const keys = await backend.t.run(async (ctx) =>
      (await ctx.db.query("listEntries").collect()).map((e) => e.orderKey),
    );
    expect(new Set(keys).size).toBe(4);
  });

  it("lets only the owner and editors change entries, and refuses a full list", async () => {
    const { backend, owner, listId, shops, entries } = await listOfFour();
    const other = await signUp(backend);
    await owner.as.mutation(api.lists.update, { listId, visibility: "public" });
    const [extra, more] = await listShops(backend, other.userId, 2);
    expect(await outcomeOf(other.as.mutation(api.listEntries.add, { listId, shopId: extra! }))).toBe(
      MESSAGES.listEditorsOnly,
    );
    expect(await outcomeOf(other.as.mutation(api.listEntries.remove, { entryId: entries[0] }))).toBe(
      MESSAGES.listEditorsOnly,
    );
    expect(
      await outcomeOf(other.as.mutation(api.listEntries.move, { entryId: entries[0], after: null, before: null })),
    ).toBe(MESSAGES.listEditorsOnly);
    await finishScheduled(backend);
    // One short of the cap: the addition that reaches it is taken, and its count's job marks the list full.
    await backend.t.run(async (ctx) => {
      const row = await ctx.db.query("listCounts").first();
      await ctx.db.patch("listCounts", row!._id, { entries: MAX_LIST_ENTRIES - 1 });
    });
    const last = await owner.as.mutation(api.listEntries.add, { listId, shopId: extra! });
    await finishScheduled(backend);
    expect(await outcomeOf(owner.as.mutation(api.listEntries.add, { listId, shopId: more! }))).toBe(
      MESSAGES.listFull(MAX_LIST_ENTRIES),
    );
    // Taken off again: below the cap, the mark goes and the list takes shops again.
    await owner.as.mutation(api.listEntries.remove, { entryId: last });
    await finishScheduled(backend);
    expect(await outcomeOf(owner.as.mutation(api.listEntries.add, { listId, shopId: more! }))).toBe("ok");
    expect(shops).toHaveLength(4);
  });
});
