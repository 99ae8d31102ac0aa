import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { cheerOf } from "@convex/model/cheers";
import { notificationText } from "@convex/rules/notifications";
import { finishScheduled } from "../../support/backendHarness";
import { setUpConversation } from "../../support/commentWrites";

// What comments, mentions and cheers tell people (docs/product.md, "Comments and cheers"; decision 18): grouped
// like Helpful votes, withdrawn when the comment or cheer goes, never to oneself or to someone who blocked the actor.

describe("comment, mention and cheer notifications", () => {
  it("tell the review's author, grouped ('Ben and 1 other commented'), and withdraw it when the comments go", async () => {
    const { backend, ana, ben, cleo, comment, notices } = await setUpConversation();
    const bens = await comment(ben, "One");
    await comment(ben, "Two"); // Ben is already in the unread group
    const cleos = await comment(cleo, "Three");
    await comment(ana, "My own reply"); // no notice to oneself
    expect((await notices(ana)).filter((n) => n.kind === "comment")).toEqual([
      { kind: "comment", actorName: "Cleo Park", others: 1, onReview: undefined },
    ]);
    expect(notificationText("comment", "Blue Bottle")).toBe("commented on your review of Blue Bottle.");
    await cleo.as.mutation(api.comments.remove, { commentId: cleos });
    await finishScheduled(backend);
    expect((await notices(ana)).filter((n) => n.kind === "comment")).toEqual([
      { kind: "comment", actorName: "Ben Ortiz", others: 0, onReview: undefined },
    ]);
    // Ben still has a comment there: his share stays until his last one goes.
    await ben.as.mutation(api.comments.remove, { commentId: bens });
    await finishScheduled(backend);
    expect((await notices(ana)).filter((n) => n.kind === "comment")).toHaveLength(1);
  });

  it("tell a mentioned person by id ('mentioned you in a comment on Blue Bottle'), and withdraw it when the mention is edited out", async () => {
    const { backend, ana, ben, cleo, comment, listed, notices } = await setUpConversation();
    const id = await comment(ben, "@Cleo Park you have to try this", { mentions: [cleo.userId] });
    expect((await listed())[0]!.mentions).toEqual([{ userId: cleo.userId, name: "Cleo Park" }]);
    expect(await notices(cleo)).toEqual([{ kind: "mention", actorName: "Ben Ortiz", others: 0, onReview: undefined }]);
    expect(notificationText("mention", "Blue Bottle")).toBe("mentioned you in a comment on Blue Bottle.");
    await ben.as.mutation(api.comments.edit, { commentId: id, text: "you have to try this", mentions: [cleo.userId] });
    await finishScheduled(backend);
    expect((await listed())[0]!.mentions).toEqual([]);
    expect(await notices(cleo)).toEqual([]);
    // A mention whose "@Name" is not in the text is dropped; a blocked writer's mention never reaches the blocker.
    await ana.as.mutation(api.blocks.block, { userId: ben.userId });
    await comment(cleo, "@Ana Reyes see", { mentions: [ana.userId] });
    expect((await notices(ana)).map((n) => n.kind).sort()).toEqual(["comment", "mention"]);
  });

  it("cheers of a review or a shop are counted and told, grouped, and withdrawn on un-cheer", async () => {
    const { backend, ana, ben, cleo, sam, shopId, reviewId, notices } = await setUpConversation();
    const cheer = async (who: typeof ben, targetId: typeof reviewId | typeof shopId, cheered = true) => {
      await who.as.mutation(api.cheers.set, { targetId, cheered });
      await finishScheduled(backend);
    };
    await cheer(ben, reviewId);
    await cheer(ben, reviewId); // twice is once
    await cheer(cleo, reviewId);
    await cheer(ben, shopId);
    expect(await backend.t.query(api.cheers.counts, { targetIds: [reviewId, shopId] })).toEqual([2, 1]);
    const bens = await backend.t.run(async (ctx) => [
      await cheerOf(ctx, reviewId, ben.userId),
      await cheerOf(ctx, shopId, ben.userId),
    ]);
    expect(bens.map((row) => row !== null)).toEqual([true, true]);
    expect((await notices(ana)).filter((n) => n.kind === "cheer")).toEqual([
      { kind: "cheer", actorName: "Cleo Park", others: 1, onReview: true },
    ]);
    expect(await notices(sam)).toContainEqual({ kind: "cheer", actorName: "Ben Ortiz", others: 0, onReview: false });
    expect(notificationText("cheer", "Blue Bottle", false)).toBe("cheered Blue Bottle, a shop you added.");
    await cheer(cleo, reviewId, false);
    await cheer(ben, reviewId, false);
    expect(await backend.t.query(api.cheers.counts, { targetIds: [reviewId] })).toEqual([0]);
    expect((await notices(ana)).filter((n) => n.kind === "cheer")).toEqual([]);
    await expect(ana.as.mutation(api.cheers.set, { targetId: reviewId, cheered: true })).rejects.toThrow(
      "You can't cheer your own post.",
    );
  });
});
