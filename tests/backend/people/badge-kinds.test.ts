import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { BADGE_KINDS, earnedBadges, type BadgeKind } from "@convex/rules/badges";
import { createBackend, establish, signUp } from "../../support/backendHarness";
import { REVIEW, insertShop, shopInput, uploadPhoto } from "../../support/testData";

// Every badge of convex/rules/badges.ts is earned by doing what it counts and shown by badges.forUser, and
// goes back down when that is undone. EARN is keyed by BadgeKind, so a new badge does not type-check until
// it says here how it is earned; this test then fails until the mutation counts it (convex/model/badges.ts).

type Backend = Awaited<ReturnType<typeof createBackend>>;
type Person = Awaited<ReturnType<typeof signUp>>;
/** Does once what the badge counts; returns how to undo it. */
type Earn = (backend: Backend, who: Person) => Promise<() => Promise<unknown>>;

const review = async (backend: Backend, who: Person, withPhoto: boolean) => {
  const shopId = await backend.t.run((ctx) => insertShop(ctx, who.userId, { name: `Shop ${Math.random()}` }));
  const photos = withPhoto ? [await uploadPhoto(backend, who)] : [];
  const reviewId = await who.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos });
  return () => who.as.mutation(api.reviews.remove, { reviewId });
};

const EARN: Record<BadgeKind, Earn> = {
  cafes: async (_backend, who) => {
    await who.as.mutation(api.shops.create, shopInput({ streetAddress: "7 Badge Way" }));
    // A shop stays when its adder leaves (docs/product.md §6): there is no undo to count down.
    return async () => null;
  },
  photos: (backend, who) => review(backend, who, true),
  reviews: (backend, who) => review(backend, who, false),
};

describe("badges", () => {
  it.each(BADGE_KINDS)(
    "%s: counted when earned, shown by badges.forUser, and counted down when undone",
    async (kind) => {
      const backend = await createBackend();
      const who = await signUp(backend);
      await establish(backend, who.userId);
      const undo = await EARN[kind](backend, who);
      const counts = (await backend.t.query(api.badges.forUser, { userId: who.userId }))!;
      expect(counts[kind]).toBe(1);
      expect(earnedBadges(counts).map((badge) => badge.kind)).toContain(kind);
      await undo();
      const after = (await backend.t.query(api.badges.forUser, { userId: who.userId }))!;
      expect(after[kind]).toBe(kind === "cafes" ? 1 : 0);
    },
  );
});
