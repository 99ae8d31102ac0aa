import { describe, expect, it } from "vitest";
import { api, internal } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { establish, finishScheduled, signUp } from "../../support/backendHarness";
import { edit, listed, setUpReviewers, write } from "../../support/reviewWrites";
import { reviewDoc } from "../../support/testData";

// Sorting a shop's reviews (docs/product.md §10): newest, most helpful, highest and lowest rated, old reviews included.

describe("sorting a shop's reviews", () => {
  it("newest (the default), most helpful, highest and lowest rated, page after page", async () => {
    const { backend, ann, bob, shopId } = await setUpReviewers();
    const cleo = await signUp(backend, { firstName: "Cleo" });
    await establish(backend, cleo.userId);
    const ratings = [
      [3, 3, 3],
      [5, 5, 5],
      [1, 2, 1],
      [4, 4, 5],
      [2, 2, 2],
    ] as const;
    const ids: Id<"reviews">[] = [];
    for (const [i, [drinkRating, shopRating, staffRating]] of ratings.entries()) {
      ids.push(await write(ann, shopId, { drinkRating, shopRating, staffRating, text: `Review ${i}.` }));
    }
    // Review 2 is found helpful by two people, review 4 by one.
    for (const who of [bob, cleo]) await who.as.mutation(api.helpfulVotes.set, { reviewId: ids[2]!, helpful: true });
    await bob.as.mutation(api.helpfulVotes.set, { reviewId: ids[4]!, helpful: true });
    await finishScheduled(backend);

    /** Every review in `sort` order, two a page. */
    const all = async (sort?: "newest" | "helpful" | "highest" | "lowest") => {
      const seen: Id<"reviews">[] = [];
      let cursor: string | null = null;
      for (;;) {
        const page: { page: { _id: Id<"reviews"> }[]; isDone: boolean; continueCursor: string } = await bob.as.query(
          api.reviews.listForShop,
          {
            shopId,
            sort,
            paginationOpts: { numItems: 2, cursor },
          },
        );
        seen.push(...page.page.map((r) => r._id));
        if (page.isDone) return seen;
        cursor = page.continueCursor;
      }
    };
    const by = (order: number[]) => order.map((i) => ids[i]);
    expect(await all()).toEqual(by([4, 3, 2, 1, 0]));
    expect(await all("newest")).toEqual(by([4, 3, 2, 1, 0]));
    // Ties (no votes) newest first.
    expect(await all("helpful")).toEqual(by([2, 4, 3, 1, 0]));
    expect(await all("highest")).toEqual(by([1, 3, 0, 4, 2]));
    expect(await all("lowest")).toEqual(by([2, 4, 0, 3, 1]));

    // An edit moves a review in the rating orders, not in the newest.
    await edit(ann, ids[0]!, { drinkRating: 5, shopRating: 5, staffRating: 5, text: "Review 0, better now." });
    await finishScheduled(backend);
    expect((await all("highest"))[1]).toBe(ids[0]);
    expect(await all("newest")).toEqual(by([4, 3, 2, 1, 0]));
  });
});

describe("reviews written before sorting", () => {
  it("get their sort fields from the reviewSortFields migration, then sort with the rest", async () => {
    const { backend, ann, bob, shopId } = await setUpReviewers();
    const old = await backend.t.run(async (ctx) => {
      const doc = reviewDoc((await ctx.db.get("shops", shopId))!, bob.userId, {
        drinkRating: 5,
        shopRating: 5,
        staffRating: 5,
      });
      const { overall: _overall, ...before } = doc;
      return await ctx.db.insert("reviews", before);
    });
    const fresh = await write(ann, shopId, { drinkRating: 2, shopRating: 2, staffRating: 2 });
    expect((await listed(bob, shopId, "highest")).map((r) => r._id)).toEqual([fresh, old]); // no overall: sorts lowest

    await backend.t.mutation(internal.migrations.reviewSortFields, {});
    await finishScheduled(backend);
    expect(await backend.t.run((ctx) => ctx.db.get(old))).toMatchObject({ overall: 5 });
    expect((await listed(bob, shopId, "highest")).map((r) => r._id)).toEqual([old, fresh]);
  });
});
