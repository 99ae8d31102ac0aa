import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import type { SandboxBackend } from "../../sandbox/backend";
import { createBackend, establish, finishScheduled, signUp } from "./backendHarness";
import { reviewCountsOf } from "./counts";
import { REVIEW, insertShop } from "./testData";

// Comments and cheers as the backend tests of tests/backend/comments/ write them: Ana reviews Blue Bottle,
// which Sam added; Ben and Cleo comment and cheer.

export type Actor = Awaited<ReturnType<typeof signUp>>;

export async function setUpConversation() {
  const backend = await createBackend();
  const ana = await signUp(backend, { firstName: "Ana", lastName: "Reyes" });
  const ben = await signUp(backend, { firstName: "Ben", lastName: "Ortiz" });
  const cleo = await signUp(backend, { firstName: "Cleo", lastName: "Park" });
  const sam = await signUp(backend, { firstName: "Sam", lastName: "Adder" });
  for (const user of [ana, ben, cleo, sam]) await establish(backend, user.userId);
  const shopId = await backend.t.run((ctx) => insertShop(ctx, sam.userId, { name: "Blue Bottle" }));
  const reviewId = await ana.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [] });
  await finishScheduled(backend);
  const comment = async (
    who: Actor,
    text: string,
    more: { parentId?: Id<"comments">; mentions?: Id<"users">[] } = {},
  ) => {
    const id = await who.as.mutation(api.comments.add, {
      reviewId,
      text,
      mentions: more.mentions ?? [],
      ...(more.parentId ? { parentId: more.parentId } : {}),
    });
    await finishScheduled(backend);
    return id;
  };
  const listed = async (who: Actor | null = null) =>
    (
      await (who ? who.as : backend.t).query(api.comments.list, {
        reviewId,
        paginationOpts: { numItems: 50, cursor: null },
      })
    ).page;
  const count = async () => (await backend.t.run((ctx) => reviewCountsOf(ctx, reviewId))).commentCount;
  /** "Ana Reyes and 1 other commented on your review of Blue Bottle." style lines of someone's notifications. */
  const notices = async (who: Actor) =>
    (await who.as.query(api.notifications.list, { paginationOpts: { numItems: 20, cursor: null } })).page.map((n) => ({
      kind: n.kind,
      actorName: n.actorName,
      others: n.others,
      onReview: n.onReview,
    }));
  return { backend, ana, ben, cleo, sam, shopId, reviewId, comment, listed, count, notices };
}

const ownComments = new Map<Id<"users">, Id<"comments">>();

/**
 * How one call spends each conversation limit (tests/backend/limits/rate-limits.test.ts): commenting on someone
 * else's review (`theirs`), editing one's own comment there, cheering it and taking it back.
 */
export function conversationSpenders(theirs: (backend: SandboxBackend) => Promise<Id<"reviews">>) {
  return {
    comment: async (backend: SandboxBackend, actor: Actor, i: number) =>
      actor.as.mutation(api.comments.add, { reviewId: await theirs(backend), text: `Comment ${i}`, mentions: [] }),
    editComment: async (backend: SandboxBackend, actor: Actor, i: number) => {
      const mine = {
        reviewId: await theirs(backend),
        authorId: actor.userId,
        threadAt: 1,
        text: "First",
        mentions: [],
      };
      const commentId =
        ownComments.get(actor.userId) ?? (await backend.t.run((ctx) => ctx.db.insert("comments", mine)));
      ownComments.set(actor.userId, commentId);
      return actor.as.mutation(api.comments.edit, { commentId, text: `Edit ${i}`, mentions: [] });
    },
    cheer: async (backend: SandboxBackend, actor: Actor, i: number) =>
      actor.as.mutation(api.cheers.set, { targetId: await theirs(backend), cheered: i % 2 === 0 }),
  };
}
