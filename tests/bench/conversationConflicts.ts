// The conflict pairs of comments and cheers (tests/bench/conflicts.test.ts runs them with the others).
import type { Id } from "@convex/_generated/dataModel";
import type { SandboxBackend } from "../../sandbox/backend";
import { insertReview, insertShop } from "../support/testData";
import type { Call, Pair, Person } from "./conflicts.test";

/** Comments and cheers on one review: people commenting, cheering, and the author deleting a comment, at once. */
export function conversationPairs(person: (backend: SandboxBackend) => Promise<Person>): Pair[] {
  const world = async (backend: SandboxBackend) => {
    const [writer, a, b] = [await person(backend), await person(backend), await person(backend)];
    const reviewId = await backend.t.run(async (ctx) =>
      insertReview(ctx, await insertShop(ctx, writer.userId), writer.userId),
    );
    return { writer, a, b, reviewId };
  };
  const comment = (reviewId: Id<"reviews">, as: Person, text: string): Call => ({
    kind: "mutation",
    path: "comments:add",
    args: { reviewId, text, mentions: [] },
    as,
  });
  const cheer = (targetId: Id<"reviews">, as: Person): Call => ({
    kind: "mutation",
    path: "cheers:set",
    args: { targetId, cheered: true },
    as,
  });
  return [
    {
      name: "two comments on one review",
      setUp: async (backend) => {
        const { a, b, reviewId } = await world(backend);
        return [comment(reviewId, a, "First!"), comment(reviewId, b, "Second, and agreed.")];
      },
    },
    {
      name: "two replies to one comment",
      setUp: async (backend) => {
        const { writer, a, b, reviewId } = await world(backend);
        const parentId = await backend.t.run((ctx) =>
          ctx.db.insert("comments", { reviewId, authorId: writer.userId, threadAt: 1, text: "Ask me", mentions: [] }),
        );
        const reply = (as: Person): Call => ({
          ...comment(reviewId, as, "Reply"),
          args: { reviewId, parentId, text: "Reply", mentions: [] },
        });
        return [reply(a), reply(b)];
      },
    },
    {
      name: "two cheers of one review",
      setUp: async (backend) => {
        const { a, b, reviewId } = await world(backend);
        return [cheer(reviewId, a), cheer(reviewId, b)];
      },
    },
    {
      name: "a comment while the review's author deletes another one",
      setUp: async (backend) => {
        const { writer, a, b, reviewId } = await world(backend);
        const doomed = await backend.t.run((ctx) =>
          ctx.db.insert("comments", { reviewId, authorId: b.userId, threadAt: 1, text: "Spammy", mentions: [] }),
        );
        return [
          comment(reviewId, a, "Still here."),
          { kind: "mutation", path: "comments:remove", args: { commentId: doomed }, as: writer },
        ];
      },
    },
    {
      name: "a comment and a cheer of one review",
      setUp: async (backend) => {
        const { a, b, reviewId } = await world(backend);
        return [comment(reviewId, a, "Nice."), cheer(reviewId, b)];
      },
    },
  ];
}
