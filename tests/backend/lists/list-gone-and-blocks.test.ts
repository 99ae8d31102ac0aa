import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { listGoneText } from "@convex/rules/notifications";
import { createBackend, finishScheduled, signUp } from "../../support/backendHarness";
import { follow, outcomeOf, ownerWithList } from "../../support/listWrites";

// Two ends of a shared list: an owner whose account goes (their editors are told), and a block between the owner
// and someone else (the list is out of that person's reach, whoever blocked whom).

describe("a list whose owner deletes their account", () => {
  it("tells each editor once, naming the list, and the list answers as no longer available", async () => {
    const backend = await createBackend();
    const { owner, listId } = await ownerWithList(backend, "friends");
    const editors = [await signUp(backend), await signUp(backend)];
    for (const editor of editors) {
      await follow(owner, editor);
      await owner.as.mutation(api.lists.inviteEditor, { listId, userId: editor.userId });
    }
    const title = (await owner.as.query(api.lists.get, { listId })).title;

    await owner.as.action(api.account.remove, { password: owner.params.password });
    await finishScheduled(backend);

    for (const editor of editors) {
      const { page } = await editor.as.query(api.notifications.list, {
        paginationOpts: { numItems: 10, cursor: null },
      });
      const told = page.filter((item) => item.kind === "listGone");
      expect(told.map((item) => item.statement)).toEqual([listGoneText(title)]);
      expect(JSON.stringify(told)).not.toContain(owner.userId);
      expect((await editor.as.query(api.users.me, {}))?.unreadNotifications).toBe(1);
      expect(await outcomeOf(editor.as.query(api.lists.get, { listId }))).toBe(MESSAGES.listGone);
    }
    expect(MESSAGES.listGone).toMatch(/^This list is no longer available/);
  });
});

describe("a block between a list's owner and someone else", () => {
  const ways = ["the owner blocked them", "they blocked the owner"] as const;

  it.each(ways)("%s: they cannot see, join or be invited to the owner's lists", async (way) => {
    const backend = await createBackend();
    const { owner, listId } = await ownerWithList(backend, "public");
    const other = await signUp(backend);
    await follow(owner, other);
    const token = await owner.as.mutation(api.lists.createLink, { listId });
    if (way === "the owner blocked them") await owner.as.mutation(api.blocks.block, { userId: other.userId });
    else await other.as.mutation(api.blocks.block, { userId: owner.userId });
    // Blocking ends follows; the owner following them again is refused, so the invite is tried on the old footing.
    await backend.t.run(async (ctx) => {
      await ctx.db.insert("follows", { followerId: owner.userId, followeeId: other.userId });
    });

    expect(await outcomeOf(other.as.query(api.lists.get, { listId }))).toBe(MESSAGES.listNotFound);
    expect(await other.as.query(api.lists.forProfile, { userId: owner.userId })).toEqual([]);
    expect(await outcomeOf(other.as.mutation(api.lists.joinByLink, { token }))).toBe(MESSAGES.listLinkInvalid);
    expect(await outcomeOf(owner.as.mutation(api.lists.inviteEditor, { listId, userId: other.userId }))).toBe(
      MESSAGES.listInviteNotFollowed,
    );
    expect((await owner.as.query(api.lists.get, { listId })).editors).toEqual([]);
  });

  it("an editor the owner blocks later loses the list", async () => {
    const backend = await createBackend();
    const { owner, listId } = await ownerWithList(backend, "private");
    const editor = await signUp(backend);
    await follow(owner, editor);
    await owner.as.mutation(api.lists.inviteEditor, { listId, userId: editor.userId });
    await owner.as.mutation(api.blocks.block, { userId: editor.userId });
    expect(await outcomeOf(editor.as.query(api.lists.get, { listId }))).toBe(MESSAGES.listNotFound);
    expect((await editor.as.query(api.lists.mine, {})).editing.map((list) => list._id)).toEqual([listId]);
  });
});
