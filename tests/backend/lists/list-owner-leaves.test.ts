import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, finishScheduled, signUp } from "../../support/backendHarness";
import { entryNames, follow, listShops, outcomeOf, ownerWithList } from "../../support/listWrites";

describe("a list whose owner deletes their account", () => {
  it("goes with them at once, editors are told it is gone, and their entries on others' lists stay", async () => {
    const backend = await createBackend();
    const { owner, listId } = await ownerWithList(backend, "public");
    const editor = await signUp(backend);
    await follow(owner, editor);
    await follow(editor, owner);
    await owner.as.mutation(api.lists.inviteEditor, { listId, userId: editor.userId });
    const [mine, theirs] = await listShops(backend, editor.userId, 2);
    await editor.as.mutation(api.listEntries.add, { listId, shopId: mine! });
    // The owner also edits the editor's own list, and adds a shop to it.
    const otherList = await editor.as.mutation(api.lists.create, {
      title: "Editor's own",
      description: "",
      visibility: "private",
      ranked: false,
    });
    await editor.as.mutation(api.lists.inviteEditor, { listId: otherList, userId: owner.userId });
    await owner.as.mutation(api.listEntries.add, { listId: otherList, shopId: theirs!, note: "From my friend" });

    await owner.as.action(api.account.remove, { password: owner.params.password });
    // Closed at once: the list is gone for its editor and for visitors before any batch has run.
    expect(await outcomeOf(editor.as.query(api.lists.get, { listId }))).toBe(MESSAGES.listGone);
    expect(await outcomeOf(backend.t.query(api.lists.get, { listId }))).toBe(MESSAGES.listGone);
    expect((await editor.as.query(api.lists.mine, {})).editing).toEqual([]);
    expect((await backend.t.query(api.lists.forShop, { shopId: mine! })).count).toBe(0);

    await finishScheduled(backend);
    const left = await backend.t.run(async (ctx) => ({
      lists: (await ctx.db.query("lists").collect()).map((list) => list.title),
      editors: (await ctx.db.query("listEditors").collect()).length,
      adders: (await ctx.db.query("listEntries").collect()).map((entry) => entry.addedBy ?? "nobody"),
    }));
    expect(left).toEqual({ lists: ["Editor's own"], editors: 0, adders: ["nobody"] });
    expect(await entryNames(editor, otherList)).toEqual(["Cup 1"]);
  });
});
