import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { finishScheduled } from "../../support/backendHarness";
import { setUpConversation } from "../../support/commentWrites";

// Comments under reviews (docs/product.md, "Comments and cheers"): one level of replies, oldest first with
// replies under their comment, a live count on the review, edit and delete.

describe("comments under a review", () => {
  it("lists threads oldest first with replies under their comment; a reply to a reply joins its top comment", async () => {
    const { ben, cleo, ana, comment, listed, count } = await setUpConversation();
    const first = await comment(ben, "How was the oat milk?");
    const second = await comment(cleo, "Love this place.");
    const reply = await comment(ana, "Creamy!", { parentId: first });
    const replyToReply = await comment(cleo, "Agreed", { parentId: reply });
    const rows = await listed();
    expect(rows.map((row) => [row.text, row.parentId ?? null])).toEqual([
      ["How was the oat milk?", null],
      ["Creamy!", first],
      ["Agreed", first],
      ["Love this place.", null],
    ]);
    expect(rows.find((row) => row._id === replyToReply)?.parentId).toBe(first);
    expect(rows[0]).toMatchObject({ authorName: "Ben Ortiz", mentions: [] });
    expect(second).toBeDefined();
    expect(await count()).toBe(4);
  });

  it("cleans the text as a review's is cleaned and refuses empty, over-long and objectionable comments, storing nothing", async () => {
    const { backend, ben, reviewId, comment, listed, count } = await setUpConversation();
    await comment(ben, "  Great\u200b  cup \r\n\r\n\r\n\r\nreally  ");
    expect((await listed())[0]!.text).toBe("Great  cup\n\nreally");
    const add = (text: string) => ben.as.mutation(api.comments.add, { reviewId, text, mentions: [] });
    await expect(add("   \n ")).rejects.toThrow(MESSAGES.commentEmpty);
    await expect(add("x".repeat(1001))).rejects.toThrow(MESSAGES.commentTooLong("1,000", "1,001"));
    await expect(add("What a fucking mess")).rejects.toThrow(MESSAGES.objectionable("Comment"));
    await expect(add("sh1t coffee")).rejects.toThrow(MESSAGES.objectionable("Comment"));
    expect(await add("x".repeat(1000))).toBeDefined();
    expect(await listed()).toHaveLength(2);
    await finishScheduled(backend);
    expect(await count()).toBe(2);
  });

  it("edits only one's own comment, marked edited, with the same checks", async () => {
    const { ben, cleo, ana, comment, listed } = await setUpConversation();
    const id = await comment(ben, "Nice");
    await ben.as.mutation(api.comments.edit, { commentId: id, text: "Nice crema", mentions: [] });
    expect((await listed())[0]).toMatchObject({ text: "Nice crema", editedAt: expect.any(Number) });
    for (const who of [cleo, ana])
      await expect(who.as.mutation(api.comments.edit, { commentId: id, text: "Hacked", mentions: [] })).rejects.toThrow(
        MESSAGES.commentNotYours,
      );
    await expect(
      ben.as.mutation(api.comments.edit, { commentId: id, text: "y".repeat(1200), mentions: [] }),
    ).rejects.toThrow(MESSAGES.commentTooLong("1,000", "1,200"));
    expect((await listed())[0]!.text).toBe("Nice crema");
  });

  it("is deleted by its author or by the review's author, nobody else; a top comment takes its replies", async () => {
    const { backend, ben, cleo, ana, comment, listed, count } = await setUpConversation();
    const top = await comment(ben, "Top");
    await comment(cleo, "Reply", { parentId: top });
    const other = await comment(cleo, "Other");
    await expect(ben.as.mutation(api.comments.remove, { commentId: other })).rejects.toThrow(
      MESSAGES.commentDeleteNotAllowed,
    );
    await cleo.as.mutation(api.comments.remove, { commentId: other });
    await ana.as.mutation(api.comments.remove, { commentId: top });
    await finishScheduled(backend);
    expect(await listed()).toEqual([]);
    expect(await count()).toBe(0);
    await expect(cleo.as.mutation(api.comments.remove, { commentId: other })).rejects.toThrow(MESSAGES.commentNotFound);
  });

  it("leaves with its review: hidden by a moderator, out of sight; deleted, gone for good", async () => {
    const { backend, ana, ben, sam, reviewId, comment, listed } = await setUpConversation();
    await comment(ben, "Before the hide");
    await backend.t.run((ctx) => ctx.db.patch(sam.userId, { role: "moderator" }));
    await ben.as.mutation(api.reports.create, { kind: "review", itemId: reviewId, reason: "spam" });
    await sam.as.mutation(api.moderation.act, { subject: `review:${reviewId}`, action: "hide", reason: "Spam." });
    expect(await listed()).toEqual([]);
    await expect(ben.as.mutation(api.comments.add, { reviewId, text: "Still?", mentions: [] })).rejects.toThrow(
      MESSAGES.reviewNotFound,
    );
    await sam.as.mutation(api.moderation.act, { subject: `review:${reviewId}`, action: "restore", reason: "Fine." });
    expect(await listed()).toHaveLength(1);
    await ana.as.mutation(api.reviews.remove, { reviewId });
    await finishScheduled(backend);
    expect(await backend.t.run((ctx) => ctx.db.query("comments").collect())).toEqual([]);
  });

  it("visitors read comments but cannot write them", async () => {
    const { backend, ben, reviewId, comment, listed } = await setUpConversation();
    await comment(ben, "Public words");
    expect((await listed(null)).map((row) => row.text)).toEqual(["Public words"]);
    await expect(backend.t.mutation(api.comments.add, { reviewId, text: "Anon", mentions: [] })).rejects.toThrow(
      MESSAGES.signedOut,
    );
  });
});
