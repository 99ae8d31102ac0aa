import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MAX_LIST_EDITORS } from "@convex/rules/lists";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, signUp } from "../../support/backendHarness";
import { follow, listShops, outcomeOf, ownerWithList } from "../../support/listWrites";

describe("a list's editors", () => {
  it("invites only people the owner follows; an editor sees a private list, edits it and may leave", async () => {
    const backend = await createBackend();
    const { owner, listId } = await ownerWithList(backend);
    const pal = await signUp(backend);
    expect(await outcomeOf(owner.as.mutation(api.lists.inviteEditor, { listId, userId: pal.userId }))).toBe(
      MESSAGES.listInviteNotFollowed,
    );
    expect(await outcomeOf(owner.as.mutation(api.lists.inviteEditor, { listId, userId: owner.userId }))).toBe(
      MESSAGES.listInviteSelf,
    );
    await follow(owner, pal);
    await owner.as.mutation(api.lists.inviteEditor, { listId, userId: pal.userId });
    await owner.as.mutation(api.lists.inviteEditor, { listId, userId: pal.userId });
    const [shop] = await listShops(backend, pal.userId, 1);
    await pal.as.mutation(api.listEntries.add, { listId, shopId: shop!, note: "Pal's pick" });
    const view = await pal.as.query(api.lists.get, { listId });
    expect(view.editors).toEqual([{ userId: pal.userId, name: expect.any(String) }]);
    expect(view.entries.map((entry) => entry.note)).toEqual(["Pal's pick"]);
    expect((await pal.as.query(api.lists.mine, {})).editing.map((list) => list._id)).toEqual([listId]);
    // Only the owner renames; the editor leaves, and the private list is out of their sight.
    expect(await outcomeOf(pal.as.mutation(api.lists.update, { listId, title: "Pal's" }))).toBe(MESSAGES.listOwnerOnly);
    await pal.as.mutation(api.lists.removeEditor, { listId, userId: pal.userId });
    expect(await outcomeOf(pal.as.query(api.lists.get, { listId }))).toBe(MESSAGES.listNotFound);
  });

  it("lets only the owner remove someone else, and caps the editors", async () => {
    const backend = await createBackend();
    const { owner, listId } = await ownerWithList(backend);
    const [pal, other] = [await signUp(backend), await signUp(backend)];
    await follow(owner, pal);
    await owner.as.mutation(api.lists.inviteEditor, { listId, userId: pal.userId });
    expect(await outcomeOf(other.as.mutation(api.lists.removeEditor, { listId, userId: pal.userId }))).toBe(
      MESSAGES.listOwnerOnly,
    );
    await owner.as.mutation(api.lists.removeEditor, { listId, userId: pal.userId });
    expect((await owner.as.query(api.lists.get, { listId })).editors).toEqual([]);
    await backend.t.run(async (ctx) => {
      for (let i = 0; i < MAX_LIST_EDITORS; i++)
        await ctx.db.insert("listEditors", { listId, userId: await ctx.db.insert("users", { name: "Filler" }) });
    });
    expect(await outcomeOf(owner.as.mutation(api.lists.inviteEditor, { listId, userId: pal.userId }))).toBe(
      MESSAGES.tooManyListEditors(MAX_LIST_EDITORS),
    );
  });

  it("joins by the owner's link until it is revoked or replaced; an unknown link gets a clear message", async () => {
    const backend = await createBackend();
    const { owner, listId } = await ownerWithList(backend);
    const [first, second, third] = [await signUp(backend), await signUp(backend), await signUp(backend)];
    expect(await owner.as.query(api.lists.link, { listId })).toBeNull();
    const token = await owner.as.mutation(api.lists.createLink, { listId });
    expect(await owner.as.query(api.lists.link, { listId })).toBe(token);
    expect(await first.as.mutation(api.lists.joinByLink, { token })).toBe(listId);
    expect(await owner.as.mutation(api.lists.joinByLink, { token })).toBe(listId);
    const replaced = await owner.as.mutation(api.lists.createLink, { listId });
    expect(replaced).not.toBe(token);
    expect(await outcomeOf(second.as.mutation(api.lists.joinByLink, { token }))).toBe(MESSAGES.listLinkInvalid);
    await owner.as.mutation(api.lists.revokeLink, { listId });
    expect(await outcomeOf(third.as.mutation(api.lists.joinByLink, { token: replaced }))).toBe(
      MESSAGES.listLinkInvalid,
    );
    expect(await outcomeOf(third.as.mutation(api.lists.joinByLink, { token: "made-up" }))).toBe(
      MESSAGES.listLinkInvalid,
    );
    expect((await owner.as.query(api.lists.get, { listId })).editors.map((editor) => editor.userId)).toEqual([
      first.userId,
    ]);
    expect(await outcomeOf(first.as.mutation(api.lists.createLink, { listId }))).toBe(MESSAGES.listOwnerOnly);
  });
});
