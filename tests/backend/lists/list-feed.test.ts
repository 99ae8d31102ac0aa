import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { LIST_FEED_GROUP_MS } from "@convex/rules/listFeed";
import { createBackend, establish, finishScheduled, signUp } from "../../support/backendHarness";
import { follow, listShops, type ListActor } from "../../support/listWrites";
import { rowsOf } from "../../support/viewerFeeds";

// Shared lists in friends' feeds (docs/product.md §2 Feed): a list made public, shops added to a public or friends
// list, grouped per person, list and hour, shown only while the viewer may see what it says.

async function ana() {
  const backend = await createBackend();
  const owner = await signUp(backend, { firstName: "Ana", lastName: "Owner" });
  const friend = await signUp(backend, { firstName: "Fay", lastName: "Friend" });
  await establish(backend, owner.userId);
  await follow(friend, owner);
  const shops = await listShops(backend, owner.userId, 6);
  const list = (visibility: "public" | "friends" | "private", title = "Best cortados") =>
    owner.as.mutation(api.lists.create, { title, description: "", visibility, ranked: false });
  return { backend, owner, friend, shops, list };
}

/** The list items of `who`'s feed as the sentences the feed shows, newest first. */
async function listNews(who: ListActor) {
  const { items } = await who.as.query(api.feed.list, { now: Date.now(), page: 1 });
  return items.flatMap((item) =>
    item.kind !== "list"
      ? []
      : [
          item.action === "public"
            ? `${item.actorName} made "${item.listTitle}" public`
            : `${item.actorName} added ${item.count === 1 ? item.shopName : `${item.count} shops`} to "${item.listTitle}"`,
        ],
  );
}

/** The viewer's feed rows about lists (shown or withheld). */
const listRows = (backend: Awaited<ReturnType<typeof createBackend>>, viewerId: Id<"users">) =>
  backend.t.run(async (ctx) =>
    (
      await ctx.db
        .query("feedItems")
        .withIndex("by_viewer_author", (q) => q.eq("viewerId", viewerId))
        .collect()
    ).filter((row) => row.kind === "list"),
  );

const add = (who: ListActor, listId: Id<"lists">, shopId: Id<"shops">) =>
  who.as.mutation(api.listEntries.add, { listId, shopId });

describe("lists in friends' feeds", () => {
  it("tells followers a list was made public, once, and withholds it while it is not", async () => {
    const { backend, owner, friend, list } = await ana();
    const listId = await list("private");
    await owner.as.mutation(api.lists.update, { listId, visibility: "public" });
    await owner.as.mutation(api.lists.update, { listId, visibility: "private" });
    await owner.as.mutation(api.lists.update, { listId, visibility: "public" });
    await finishScheduled(backend);
    expect(await listNews(friend)).toEqual(['Ana Owner made "Best cortados" public']);
    await owner.as.mutation(api.lists.update, { listId, visibility: "friends" });
    expect(await listNews(friend)).toEqual([]);
  });

  it("groups a person's additions to a list within the hour into one item", async () => {
    const { backend, owner, friend, shops, list } = await ana();
    const listId = await list("friends");
    await follow(owner, friend); // friends lists: mutual follows
    await add(owner, listId, shops[0]!);
    await finishScheduled(backend);
    expect(await listNews(friend)).toEqual(['Ana Owner added Cup 0 to "Best cortados"']);
    for (const shopId of shops.slice(1)) await add(owner, listId, shopId);
    await finishScheduled(backend);
    expect(await listNews(friend)).toEqual(['Ana Owner added 6 shops to "Best cortados"']);
    expect((await listRows(backend, friend.userId)).length).toBe(1);
  });

  it("starts a new item after the hour", async () => {
    const { backend, owner, friend, shops, list } = await ana();
    const listId = await list("public");
    await add(owner, listId, shops[0]!);
    const later = Date.now() + LIST_FEED_GROUP_MS;
    const realNow = Date.now;
    Date.now = () => realNow() + LIST_FEED_GROUP_MS;
    try {
      await add(owner, listId, shops[1]!);
    } finally {
      Date.now = realNow;
    }
    await finishScheduled(backend);
    const { items } = await friend.as.query(api.feed.list, { now: later, page: 1 });
    expect(items.filter((item) => item.kind === "list")).toHaveLength(3); // made public, two hours of additions
  });

  it("says nothing of a private list, nor to someone who may not see a friends list", async () => {
    const { backend, owner, friend, shops, list } = await ana();
    const secret = await list("private", "Secret");
    const friendsOnly = await list("friends", "Close friends");
    await add(owner, secret, shops[0]!);
    await add(owner, friendsOnly, shops[1]!);
    await finishScheduled(backend);
    // Fay follows Ana, Ana does not follow Fay: not mutual, so the friends list is not hers to see.
    expect(await listNews(friend)).toEqual([]);
    expect((await listRows(backend, friend.userId)).length).toBe(1); // the friends list's row, withheld
  });

  it("withholds additions whose shops all left the list, and takes a deleted list's items out", async () => {
    const { backend, owner, friend, shops, list } = await ana();
    const listId = await list("public");
    const first = await add(owner, listId, shops[0]!);
    const second = await add(owner, listId, shops[1]!);
    await owner.as.mutation(api.listEntries.remove, { entryId: second });
    await finishScheduled(backend);
    expect(await listNews(friend)).toEqual([
      'Ana Owner added Cup 0 to "Best cortados"',
      'Ana Owner made "Best cortados" public',
    ]);
    await owner.as.mutation(api.listEntries.remove, { entryId: first });
    expect(await listNews(friend)).toEqual(['Ana Owner made "Best cortados" public']);
    await owner.as.mutation(api.lists.remove, { listId });
    await finishScheduled(backend);
    expect(await listRows(backend, friend.userId)).toEqual([]);
    await rowsOf(backend, friend.userId); // the totals still agree
    expect(await backend.t.run((ctx) => ctx.db.query("listActivity").collect())).toEqual([]);
  });

  it("tells of an editor's additions to someone else's list, and leaves a blocker's feed", async () => {
    const { backend, owner, friend, shops, list } = await ana();
    const listId = await list("public");
    const editor = await signUp(backend, { firstName: "Eli", lastName: "Editor" });
    await follow(owner, editor);
    await owner.as.mutation(api.lists.inviteEditor, { listId, userId: editor.userId });
    await follow(friend, editor);
    await add(editor, listId, shops[2]!);
    await finishScheduled(backend);
    expect(await listNews(friend)).toContain('Eli Editor added Cup 2 to "Best cortados"');
    await friend.as.mutation(api.blocks.block, { userId: editor.userId });
    await finishScheduled(backend);
    expect(await listNews(friend)).not.toContain('Eli Editor added Cup 2 to "Best cortados"');
  });

  it("copies a followee's recent list news into a new follower's feed", async () => {
    const { backend, owner, shops, list } = await ana();
    const listId = await list("public");
    await add(owner, listId, shops[0]!);
    const late = await signUp(backend, { firstName: "Lee", lastName: "Late" });
    await follow(late, owner);
    await finishScheduled(backend);
    expect(await listNews(late)).toEqual([
      'Ana Owner added Cup 0 to "Best cortados"',
      'Ana Owner made "Best cortados" public',
    ]);
  });
});
