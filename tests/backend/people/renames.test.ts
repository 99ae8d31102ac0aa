import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import type { Doc } from "@convex/_generated/dataModel";
import { RENAME_BATCH } from "@convex/model/renames";
import { createBackend, finishScheduled, signUp } from "../../support/backendHarness";
import { insertReview, insertShop } from "../../support/testData";

afterEach(() => vi.useRealTimers());

async function setup() {
  const backend = await createBackend();
  const owner = await signUp(backend, { firstName: "Olive", lastName: "Owner" });
  const reviewer = await signUp(backend, { firstName: "Rita", lastName: "Reviewer" });
  return { backend, owner, reviewer };
}

/** The edit form's arguments for a shop as it is. */
function editOf({
  _id,
  version,
  name,
  streetAddress,
  roastsOwnBeans,
  hours,
  website,
  beverages,
  roastStyle,
}: Doc<"shops">) {
  return { id: _id, version, name, streetAddress, roastsOwnBeans, hours, website, beverages, roastStyle };
}

describe("names copied onto reviews and shops follow renames", () => {
  it("renaming a shop renames it on its reviews, and only on its own", async () => {
    const { backend, owner, reviewer } = await setup();
    const { renamed, other } = await backend.t.run(async (ctx) => {
      const renamed = await insertShop(ctx, owner.userId, { name: "Old Name Coffee" });
      const other = await insertShop(ctx, owner.userId, { name: "Other Coffee" });
      await insertReview(ctx, renamed, reviewer.userId);
      await insertReview(ctx, renamed, owner.userId);
      await insertReview(ctx, other, reviewer.userId);
      return { renamed, other };
    });
    const shop = (await backend.t.run((ctx) => ctx.db.get(renamed)))!;
    await reviewer.as.mutation(api.shops.update, { ...editOf(shop), name: "New Name Coffee" });
    await finishScheduled(backend);

    const reviews = await backend.t.run((ctx) => ctx.db.query("reviews").collect());
    expect(reviews.filter((r) => r.shopId === renamed).map((r) => r.shopName)).toEqual([
      "New Name Coffee",
      "New Name Coffee",
    ]);
    expect(reviews.filter((r) => r.shopId === other).map((r) => r.shopName)).toEqual(["Other Coffee"]);
    // What the shop panel lists.
    const listed = await owner.as.query(api.reviews.listForShop, {
      shopId: renamed,
      paginationOpts: { numItems: 10, cursor: null },
    });
    expect(listed.page.map((r) => r.shopName)).toEqual(["New Name Coffee", "New Name Coffee"]);
  });

  it("renaming oneself renames one's reviews and the shops one added, not other people's", async () => {
    const { backend, owner, reviewer } = await setup();
    await backend.t.run(async (ctx) => {
      const shop = await insertShop(ctx, owner.userId);
      await insertShop(ctx, reviewer.userId);
      await insertReview(ctx, shop, owner.userId);
      await insertReview(ctx, shop, reviewer.userId);
    });
    await owner.as.mutation(api.users.updateProfile, { lastName: "Newname" });
    await finishScheduled(backend);

    const { reviews, shops } = await backend.t.run(async (ctx) => ({
      reviews: await ctx.db.query("reviews").collect(),
      shops: await ctx.db.query("shops").collect(),
    }));
    expect(reviews.map((r) => [r.userId, r.userName])).toEqual(
      expect.arrayContaining([
        [owner.userId, "Olive Newname"],
        [reviewer.userId, "Rita Reviewer"],
      ]),
    );
    expect(shops.map((s) => [s.submittedBy, s.submitterName])).toEqual(
      expect.arrayContaining([
        [owner.userId, "Olive Newname"],
        [reviewer.userId, "Rita Reviewer"],
      ]),
    );
    // A profile save that keeps the name rewrites nothing.
    const before = await backend.t.run((ctx) => ctx.db.query("reviews").collect());
    await owner.as.mutation(api.users.updateProfile, { about: "Pour-over person" });
    await finishScheduled(backend);
    expect(await backend.t.run((ctx) => ctx.db.query("reviews").collect())).toEqual(before);
  });

  it("renames nothing in the renaming mutation, and every copy in scheduled batches", async () => {
    const { backend, owner, reviewer } = await setup();
    const total = RENAME_BATCH * 2 + 7;
    const shopId = await backend.t.run(async (ctx) => {
      const shopId = await insertShop(ctx, owner.userId, { name: "Busy Bar" });
      for (let i = 0; i < total; i++) await insertReview(ctx, shopId, reviewer.userId);
      return shopId;
    });
    const shop = (await backend.t.run((ctx) => ctx.db.get(shopId)))!;
    vi.useFakeTimers();
    await owner.as.mutation(api.shops.update, { ...editOf(shop), name: "Busier Bar" });
    await reviewer.as.mutation(api.users.updateProfile, { firstName: "Renata" });

    const counts = async () => {
      const reviews = await backend.t.run((ctx) =>
        ctx.db
          .query("reviews")
          .withIndex("by_shop", (q) => q.eq("shopId", shopId))
          .collect(),
      );
      return {
        shop: reviews.filter((r) => r.shopName === "Busier Bar").length,
        user: reviews.filter((r) => r.userName === "Renata Reviewer").length,
      };
    };
    expect(await counts()).toEqual({ shop: 0, user: 0 });
    await finishScheduled(backend);
    expect(await counts()).toEqual({ shop: total, user: total });
  });
});
