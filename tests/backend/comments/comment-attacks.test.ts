import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { finishScheduled } from "../../support/backendHarness";
import { setUpConversation } from "../../support/commentWrites";
import { reviewCountsOf } from "../../support/counts";

// Attacks on comments, each replayed against the server (docs/quality/security.md, the comments and cheers section): editing
// or deleting someone else's comment, commenting or cheering across a block, over-long and objectionable text,
// mentioning someone who blocked you, and a flood.

describe("attacks on comments", () => {
  it("someone else cannot edit or delete a comment, and it stays as it was", async () => {
    const { ben, cleo, comment, listed } = await setUpConversation();
    const id = await comment(ben, "Mine");
    await expect(
      cleo.as.mutation(api.comments.edit, { commentId: id, text: "Yours now", mentions: [] }),
    ).rejects.toThrow(MESSAGES.commentNotYours);
    await expect(cleo.as.mutation(api.comments.remove, { commentId: id })).rejects.toThrow(
      MESSAGES.commentDeleteNotAllowed,
    );
    expect((await listed()).map((row) => row.text)).toEqual(["Mine"]);
  });

  it("a blocked person cannot comment on, reply under or cheer the blocker's review; the blocker cannot either", async () => {
    const { ana, ben, cleo, reviewId, comment } = await setUpConversation();
    const cleos = await comment(cleo, "Cleo's comment");
    await ana.as.mutation(api.blocks.block, { userId: ben.userId });
    await cleo.as.mutation(api.blocks.block, { userId: ana.userId });
    await expect(ben.as.mutation(api.comments.add, { reviewId, text: "Let me in", mentions: [] })).rejects.toThrow(
      MESSAGES.commentNotAllowed,
    );
    await expect(ben.as.mutation(api.cheers.set, { targetId: reviewId, cheered: true })).rejects.toThrow(
      MESSAGES.cheerNotAllowed,
    );
    await expect(cleo.as.mutation(api.comments.add, { reviewId, text: "Blocker", mentions: [] })).rejects.toThrow(
      MESSAGES.commentNotAllowed,
    );
    // Ben may still talk under Cleo's comments elsewhere, but not reply to someone who blocked him.
    await cleo.as.mutation(api.blocks.unblock, { userId: ana.userId });
    await cleo.as.mutation(api.blocks.block, { userId: ben.userId });
    await ana.as.mutation(api.blocks.unblock, { userId: ben.userId });
    await expect(
      ben.as.mutation(api.comments.add, { reviewId, parentId: cleos, text: "Reply", mentions: [] }),
    ).rejects.toThrow(MESSAGES.commentNotAllowed);
  });

  it("comments of people blocked either way leave the viewer's list, and only theirs", async () => {
    const { ana, ben, cleo, comment, listed } = await setUpConversation();
    await comment(ben, "Ben");
    await comment(cleo, "Cleo");
    await ana.as.mutation(api.blocks.block, { userId: ben.userId });
    expect((await listed(ana)).map((row) => row.text)).toEqual(["Cleo"]);
    expect((await listed(ben)).map((row) => row.text)).toEqual(["Ben", "Cleo"]);
    await cleo.as.mutation(api.blocks.block, { userId: ben.userId });
    expect((await listed(ben)).map((row) => row.text)).toEqual(["Ben"]);
    expect((await listed(null)).map((row) => row.text)).toEqual(["Ben", "Cleo"]);
  });

  it("over-long and objectionable text is refused with its message, in a new comment and an edit", async () => {
    const { ben, reviewId, comment, listed } = await setUpConversation();
    const add = (text: string) => ben.as.mutation(api.comments.add, { reviewId, text, mentions: [] });
    await expect(add("a".repeat(5000))).rejects.toThrow(MESSAGES.commentTooLong("1,000", "5,000"));
    await expect(add("ѕhit")).rejects.toThrow(MESSAGES.objectionable("Comment"));
    const id = await comment(ben, "Clean");
    await expect(ben.as.mutation(api.comments.edit, { commentId: id, text: "bullshit", mentions: [] })).rejects.toThrow(
      MESSAGES.objectionable("Comment"),
    );
    expect((await listed()).map((row) => row.text)).toEqual(["Clean"]);
  });

  it("cannot mention someone who blocked the writer, a deleted account, or more than ten people", async () => {
    const { backend, ben, cleo, reviewId, listed } = await setUpConversation();
    await cleo.as.mutation(api.blocks.block, { userId: ben.userId });
    const add = (mentions: Id<"users">[]) =>
      ben.as.mutation(api.comments.add, { reviewId, text: "@Cleo Park look", mentions });
    await expect(add([cleo.userId])).rejects.toThrow(MESSAGES.mentionGone);
    const gone = await backend.t.run((ctx) => ctx.db.insert("users", { firstName: "Gone", deletedAt: 1 }));
    await expect(add([gone])).rejects.toThrow(MESSAGES.mentionGone);
    const crowd = await backend.t.run(async (ctx) => {
      const ids: Id<"users">[] = [];
      for (let i = 0; i < 11; i++) ids.push(await ctx.db.insert("users", { firstName: `P${i}` }));
      return ids;
    });
    await expect(add(crowd)).rejects.toThrow(MESSAGES.tooManyMentions(10));
    expect(await listed()).toEqual([]);
  });

  it("a flood of comments stops at the limit: 10 at once, then refused with the wait", async () => {
    const { backend, ben, reviewId } = await setUpConversation();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        ben.as.mutation(api.comments.add, { reviewId, text: `Spam ${i}`, mentions: [] }),
      ),
    );
    const refused = outcomes.filter(
      (o) => o.status === "rejected" && /^Too many requests/.test(String((o.reason as { data?: unknown }).data)),
    );
    expect(outcomes.length - refused.length).toBe(10);
    await finishScheduled(backend);
    expect((await backend.t.run((ctx) => reviewCountsOf(ctx, reviewId))).commentCount).toBe(10);
  });
});
