import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { RATE_LIMITS } from "@convex/model/rateLimits";
import { LIST_LINK_LENGTH } from "@convex/rules/lists";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, signUp } from "../../support/backendHarness";
import { follow, listShops, outcomeOf, ownerWithList } from "../../support/listWrites";
import { snapshotTables } from "../../support/testData";

// Attacks on shared lists, replayed (docs/quality/security.md, "Shared lists"): a stranger probing a private
// list, an editor reaching for the owner's powers, guessing invite links, floods and over-long texts.

const LIST_TABLES = ["lists", "listEntries", "listEditors", "listCounts"] as const;
const tooMany = /^Too many requests/;

describe("attacks on shared lists", () => {
  it("a stranger learns nothing of a private list and changes nothing, whatever they call", async () => {
    const backend = await createBackend();
    const { owner, listId } = await ownerWithList(backend);
    const [shop] = await listShops(backend, owner.userId, 1);
    const entryId = await owner.as.mutation(api.listEntries.add, { listId, shopId: shop!, note: "Secret spot" });
    const stranger = await signUp(backend);
    const before = await snapshotTables(backend.t, LIST_TABLES);
    const calls = [
      stranger.as.query(api.lists.get, { listId }),
      stranger.as.query(api.lists.link, { listId }),
      stranger.as.mutation(api.lists.update, { listId, visibility: "public" }),
      stranger.as.mutation(api.lists.remove, { listId }),
      stranger.as.mutation(api.lists.createLink, { listId }),
      stranger.as.mutation(api.lists.revokeLink, { listId }),
      stranger.as.mutation(api.lists.inviteEditor, { listId, userId: stranger.userId }),
      stranger.as.mutation(api.lists.removeEditor, { listId, userId: owner.userId }),
      stranger.as.mutation(api.listEntries.add, { listId, shopId: shop! }),
      stranger.as.mutation(api.listEntries.setNote, { entryId, note: "Mine" }),
      stranger.as.mutation(api.listEntries.move, { entryId, after: null, before: null }),
      stranger.as.mutation(api.listEntries.remove, { entryId }),
    ];
    const outcomes = await Promise.all(calls.map(outcomeOf));
    expect(outcomes.filter((outcome) => outcome === "ok")).toEqual([]);
    // Reads and entry calls answer as for an unknown list: nothing says a private list is there.
    expect(outcomes.filter((outcome) => outcome === MESSAGES.listNotFound)).toHaveLength(5);
    expect(JSON.stringify(outcomes)).not.toContain("Secret spot");
    expect(JSON.stringify(await stranger.as.query(api.lists.forShop, { shopId: shop! }))).not.toContain(listId);
    expect(await stranger.as.query(api.lists.forProfile, { userId: owner.userId })).toEqual([]);
    expect(await snapshotTables(backend.t, LIST_TABLES)).toBe(before);
  });

  it("an editor cannot take the owner's powers", async () => {
    const backend = await createBackend();
    const { owner, listId } = await ownerWithList(backend);
    const [editor, second] = [await signUp(backend), await signUp(backend)];
    for (const who of [editor, second]) {
      await follow(owner, who);
      await owner.as.mutation(api.lists.inviteEditor, { listId, userId: who.userId });
    }
    await follow(editor, owner);
    const before = await snapshotTables(backend.t, LIST_TABLES);
    const outcomes = await Promise.all(
      [
        editor.as.mutation(api.lists.update, { listId, visibility: "public" }),
        editor.as.mutation(api.lists.remove, { listId }),
        editor.as.mutation(api.lists.createLink, { listId }),
        editor.as.mutation(api.lists.revokeLink, { listId }),
        editor.as.mutation(api.lists.inviteEditor, { listId, userId: owner.userId }),
        editor.as.mutation(api.lists.removeEditor, { listId, userId: second.userId }),
        editor.as.query(api.lists.link, { listId }),
      ].map(outcomeOf),
    );
    expect(outcomes).toEqual(Array(7).fill(MESSAGES.listOwnerOnly));
    expect(await snapshotTables(backend.t, LIST_TABLES)).toBe(before);
  });

  it("guessing invite links joins nobody: 100 near misses are each refused with the same message", async () => {
    const backend = await createBackend();
    const { owner, listId } = await ownerWithList(backend);
    const token = await owner.as.mutation(api.lists.createLink, { listId });
    expect(token).toMatch(new RegExp(`^[0-9A-Za-z]{${LIST_LINK_LENGTH}}$`));
    const guesser = await signUp(backend);
    // One character off, the right prefix, other lengths, another case: all refused alike.
    const guesses = [
      token.slice(0, -1),
      `${token}x`,
      token.toLowerCase() === token ? token.toUpperCase() : token.toLowerCase(),
      ...Array.from({ length: 97 }, (_, i) => `${token.slice(0, 8)}${String(i).padStart(16, "x")}`),
    ];
    const outcomes: unknown[] = [];
    for (const guess of guesses)
      outcomes.push(await outcomeOf(guesser.as.mutation(api.lists.joinByLink, { token: guess })));
    expect(outcomes).toEqual(Array(100).fill(MESSAGES.listLinkInvalid));
    expect((await owner.as.query(api.lists.get, { listId })).editors).toEqual([]);
  });

  it("floods of entry writes stop at the limit, and over-long texts are refused whole", async () => {
    const backend = await createBackend();
    const { owner, listId } = await ownerWithList(backend);
    const [shop] = await listShops(backend, owner.userId, 1);
    const entryId = await owner.as.mutation(api.listEntries.add, { listId, shopId: shop! });
    const moves = await Promise.all(
      Array.from({ length: 100 }, () =>
        outcomeOf(owner.as.mutation(api.listEntries.move, { entryId, after: null, before: null })),
      ),
    );
    // The addition spent one unit of the bucket.
    expect(moves.filter((outcome) => outcome === "ok")).toHaveLength(RATE_LIMITS.listEntry.capacity - 1);
    expect(moves.filter((outcome) => tooMany.test(String(outcome)))).toHaveLength(
      100 - RATE_LIMITS.listEntry.capacity + 1,
    );
    const huge = "x".repeat(100_000);
    const draft = { description: "", visibility: "public" as const, ranked: false };
    const other = await signUp(backend);
    expect(await outcomeOf(other.as.mutation(api.lists.create, { ...draft, title: huge }))).toBe(
      MESSAGES.listTitleTooLong(80),
    );
    expect(await outcomeOf(other.as.mutation(api.lists.create, { ...draft, title: "Ok", description: huge }))).toBe(
      MESSAGES.listDescriptionTooLong(300),
    );
    expect(await other.as.query(api.lists.mine, {})).toEqual({ owned: [], editing: [] });
  });
});
