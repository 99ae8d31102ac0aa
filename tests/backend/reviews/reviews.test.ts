import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, establish, finishScheduled, signUp } from "../../support/backendHarness";
import { REVIEW, insertShop, pngBytes, storeFile, uploadPhoto } from "../../support/testData";

type Backend = Awaited<ReturnType<typeof createBackend>>;

async function setUp() {
  const backend = await createBackend();
  const alice = await signUp(backend, {
    firstName: "Alice",
    lastName: "Arabica",
    cafeDrink: "Cortado",
    cafeTemp: "Hot",
    cafeMilk: "Oat",
    selectedRoast: "Light",
  });
  await establish(backend, alice.userId);
  const shopId = await backend.t.run((ctx) =>
    insertShop(ctx, alice.userId, { name: "Render Coffee", city: "BOSTON", state: "MA" }),
  );
  return { backend, alice, shopId };
}

const badgesOf = (backend: Backend, userId: Id<"users">) =>
  backend.t.run((ctx) =>
    ctx.db
      .query("badges")
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .unique(),
  );

async function counts(backend: Backend) {
  return backend.t.run(async (ctx) => ({
    reviews: (await ctx.db.query("reviews").collect()).length,
    photos: (await ctx.db.query("photos").collect()).length,
  }));
}

describe("reviews.create", () => {
  it("stores a review sent several times at once (a double click, a retry) once", async () => {
    const { backend, alice, shopId } = await setUp();
    const sent = await Promise.all(
      Array.from({ length: 5 }, () => alice.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [] })),
    );
    expect(new Set(sent).size).toBe(1);
    const stored = await backend.t.run((ctx) =>
      ctx.db
        .query("reviews")
        .withIndex("by_shop", (q) => q.eq("shopId", shopId))
        .collect(),
    );
    expect(stored.map((review) => review._id)).toEqual([sent[0]]);
    // A different review right after is a new one.
    const next = await alice.as.mutation(api.reviews.create, {
      shopId,
      ...REVIEW,
      text: "Went back: still great.",
      photos: [],
    });
    expect(next).not.toBe(sent[0]);
  });

  it("saves the review with the reviewer's favourites, the shop's place and a running number", async () => {
    const { backend, alice, shopId } = await setUp();
    const first = await alice.as.mutation(api.reviews.create, { shopId, ...REVIEW, text: "  Great!  ", photos: [] });
    const bob = await signUp(backend, { firstName: "Bob", lastName: "Bean" });
    await establish(backend, bob.userId);
    const second = await bob.as.mutation(api.reviews.create, { shopId, ...REVIEW, roast: "", process: "", photos: [] });
    // The running number is given by a scheduled job a moment after each review (decision 25).
    await finishScheduled(backend);

    const saved = await backend.t.run((ctx) => ctx.db.get(first));
    expect(saved).toMatchObject({
      shopId,
      number: 1,
      shopName: "Render Coffee",
      city: "BOSTON",
      state: "MA",
      userId: alice.userId,
      userName: "Alice Arabica",
      bev: "Latte",
      milk: "Oat",
      temp: "Hot",
      drinkRating: 5,
      text: "Great!",
      photos: [],
      userFavDrink: "Cortado",
      userFavTemp: "Hot",
      userFavMilk: "Oat",
      userFavRoast: "Light",
      userFavProcess: "",
    });
    const secondStored = await backend.t.run((ctx) => ctx.db.get(second));
    expect(secondStored).toMatchObject({ number: 2, userName: "Bob Bean" });
    // An unknown roast and process are unanswered details: stored as absent (docs/product.md §5).
    expect([secondStored!.roast, secondStored!.process]).toEqual([undefined, undefined]);

    // Both rated the drink 4+, so the shop's popular-drink counters moved with the reviews.
    const stats = await backend.t.run((ctx) => ctx.db.query("drinkStats").collect());
    expect(stats.reduce((sum, s) => sum + s.count, 0)).toBe(2);
    expect(stats.every((s) => s.shopId === shopId)).toBe(true);

    // Newest first for the shop and for each reviewer.
    const forShop = await alice.as.query(api.reviews.listForShop, {
      shopId,
      paginationOpts: { numItems: 10, cursor: null },
    });
    expect(forShop.page.map((r) => r._id)).toEqual([second, first]);
    const forAlice = await bob.as.query(api.reviews.listForUser, {
      userId: alice.userId,
      paginationOpts: { numItems: 10, cursor: null },
    });
    expect(forAlice.page.map((r) => r._id)).toEqual([first]);
  });

  it("counts the review, and one photo badge step per review with photos", async () => {
    const { backend, alice, shopId } = await setUp();
    expect(await badgesOf(backend, alice.userId)).toMatchObject({ reviews: 0, photos: 0 });
    await alice.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [] });
    expect(await badgesOf(backend, alice.userId)).toMatchObject({ reviews: 1, photos: 0 });

    const photos = [await uploadPhoto(backend, alice, pngBytes(1)), await uploadPhoto(backend, alice, pngBytes(2))];
    const reviewId = await alice.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos });
    expect(await badgesOf(backend, alice.userId)).toMatchObject({ reviews: 2, photos: 1 });

    // The photos become the shop's, in upload order, and are no longer pending uploads.
    const rows = await backend.t.run((ctx) =>
      ctx.db
        .query("photos")
        .withIndex("by_shop", (q) => q.eq("shopId", shopId))
        .collect(),
    );
    expect(rows.map((p) => [p.storageId, p.reviewId, p.userId])).toEqual(
      photos.map((id) => [id, reviewId, alice.userId]),
    );
    expect(await backend.t.run((ctx) => ctx.db.query("uploads").collect())).toEqual([]);
    const shopPhotos = await alice.as.query(api.photos.forShop, {
      shopId,
      paginationOpts: { numItems: 3, cursor: null },
    });
    expect(shopPhotos.page).toHaveLength(2);
    const [view] = (
      await alice.as.query(api.reviews.listForShop, { shopId, paginationOpts: { numItems: 1, cursor: null } })
    ).page;
    expect(view.photoUrls).toHaveLength(2);
  });

  it("refuses a signed-out call", async () => {
    const { backend, shopId } = await setUp();
    await expect(backend.t.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [] })).rejects.toThrow(
      MESSAGES.signedOut,
    );
    expect(await counts(backend)).toEqual({ reviews: 0, photos: 0 });
  });

  it.each([
    [{ bev: "Frappuccino" }, MESSAGES.badChoice("drink")],
    [{ milk: "Cashew" }, MESSAGES.badChoice("milk")],
    [{ temp: "Lukewarm" }, MESSAGES.badChoice("temperature")],
    [{ roast: "Blonde" }, MESSAGES.badChoice("roast")],
    [{ process: "Honey" }, MESSAGES.badChoice("process")],
    [{ drinkRating: 0 }, MESSAGES.reviewRating("coffee")],
    [{ shopRating: 6 }, MESSAGES.reviewRating("vibe")],
    [{ staffRating: 3.5 }, MESSAGES.reviewRating("staff")],
    [{ text: "x".repeat(5001) }, MESSAGES.textTooLong("Review", 5000)],
  ])("refuses a bad field (%#) with a clear message and writes nothing", async (change, message) => {
    const { backend, alice, shopId } = await setUp();
    await expect(alice.as.mutation(api.reviews.create, { shopId, ...REVIEW, ...change, photos: [] })).rejects.toThrow(
      message,
    );
    expect(await counts(backend)).toEqual({ reviews: 0, photos: 0 });
    expect(await badgesOf(backend, alice.userId)).toMatchObject({ reviews: 0 });
  });

  it("refuses a shop that does not exist", async () => {
    const { backend, alice, shopId } = await setUp();
    await backend.t.run((ctx) => ctx.db.delete(shopId));
    await expect(alice.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [] })).rejects.toThrow(
      MESSAGES.reviewShopNotFound,
    );
  });

  it("refuses 11 photos", async () => {
    const { backend, alice, shopId } = await setUp();
    const photos: Id<"_storage">[] = [];
    for (let i = 0; i < 11; i++) photos.push(await uploadPhoto(backend, alice, pngBytes(100 + i)));
    await expect(alice.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos })).rejects.toThrow(
      MESSAGES.tooManyPhotos,
    );
    expect(await counts(backend)).toEqual({ reviews: 0, photos: 0 });
    // Ten is fine.
    await alice.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: photos.slice(0, 10) });
    expect(await counts(backend)).toEqual({ reviews: 1, photos: 10 });
  });

  it("refuses someone else's photo (the wrong user), an unregistered one and an already-attached one", async () => {
    const { backend, alice, shopId } = await setUp();
    const mallory = await signUp(backend);
    const alicesPhoto = await uploadPhoto(backend, alice, pngBytes(11));
    await expect(mallory.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [alicesPhoto] })).rejects.toThrow(
      MESSAGES.photoNotYours,
    );

    const unregistered = await storeFile(backend, pngBytes(12), "image/png");
    await expect(alice.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [unregistered] })).rejects.toThrow(
      MESSAGES.photoNotYours,
    );
    await expect(
      alice.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [alicesPhoto, alicesPhoto] }),
    ).rejects.toThrow(MESSAGES.photoNotYours);
    expect(await counts(backend)).toEqual({ reviews: 0, photos: 0 });

    await alice.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [alicesPhoto] });
    // Another review cannot take the attached photo (the same review sent again is the stored one).
    await expect(
      alice.as.mutation(api.reviews.create, { shopId, ...REVIEW, text: "Another visit.", photos: [alicesPhoto] }),
    ).rejects.toThrow(MESSAGES.photoNotYours);
    // Even re-registering an attached photo does not make it attachable again.
    await expect(alice.as.action(api.photos.registerUpload, { storageId: alicesPhoto })).rejects.toThrow(
      MESSAGES.photoNotYours,
    );
    expect(await counts(backend)).toEqual({ reviews: 1, photos: 1 });
    expect(await badgesOf(backend, mallory.userId)).toMatchObject({ reviews: 0, photos: 0 });
  });
});
