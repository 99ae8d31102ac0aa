import { Buffer } from "node:buffer";
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { BACKFILL_BATCH } from "@convex/photoSizes";
import { SMALL_PHOTO_MAX_BYTES, SMALL_PHOTO_SIDE, STALE_UPLOAD_MS } from "@convex/rules/imageTypes";
import { MESSAGES } from "@convex/rules/messages";
import type { SandboxBackend } from "../../../sandbox/backend";
import { createBackend, finishScheduled, signUp } from "../../support/backendHarness";
import { REVIEW, insertReview, insertShop, pngBytes, storeFile, uploadPhoto, webpBytes } from "../../support/testData";

// Two sizes of every photo (decision 16): the photo and its small copy are registered together, a
// photo row holds both, lists get the small one's address and viewers the photo's, deletes and
// sweeps take both files, and the server makes the small copy of a photo that came without one and,
// in a backfill, of every photo stored before.

afterEach(() => {
  vi.useRealTimers();
});

async function storedIds(backend: SandboxBackend): Promise<Id<"_storage">[]> {
  return backend.t.run(async (ctx) => (await ctx.db.system.query("_storage").collect()).map((file) => file._id));
}

async function photoRows(backend: SandboxBackend) {
  return backend.t.run((ctx) => ctx.db.query("photos").collect());
}

/** A real JPEG photo of `width` × `height` (noise, so it does not compress away). */
async function jpegPhoto(width: number, height: number): Promise<Uint8Array> {
  const noise = { type: "gaussian" as const, mean: 128, sigma: 60 };
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: "#6f4e37", noise } })
      .jpeg({ quality: 85 })
      .toBuffer(),
  );
}

/**
 * Photos stored before there were two sizes: files and rows as the app wrote them then, one review
 * of a new shop holding them all (nothing scheduled). Resolves to their storage ids.
 */
async function storeOldPhotos(
  backend: SandboxBackend,
  userId: Id<"users">,
  files: Uint8Array[],
): Promise<Id<"_storage">[]> {
  const storageIds: Id<"_storage">[] = [];
  for (const bytes of files) storageIds.push(await storeFile(backend, bytes, "image/jpeg"));
  await backend.t.run(async (ctx) => {
    const shopId = await insertShop(ctx, userId);
    const reviewId = await insertReview(ctx, shopId, userId, { photos: storageIds });
    for (const storageId of storageIds) await ctx.db.insert("photos", { shopId, reviewId, userId, storageId });
  });
  return storageIds;
}

/** A review by `user` of a new shop with `photos`, as the app writes it. */
async function reviewWith(backend: SandboxBackend, user: Awaited<ReturnType<typeof signUp>>, photos: Id<"_storage">[]) {
  const shopId = await backend.t.run((ctx) => insertShop(ctx, user.userId));
  const reviewId = await user.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos });
  return { shopId, reviewId };
}

describe("two sizes of every photo", () => {
  it("registers a photo with its small copy; the photo row holds both, lists show the small one and viewers the photo", async () => {
    const backend = await createBackend({ storageBaseUrl: "http://sandbox.test" });
    const alice = await signUp(backend);
    const photo = await uploadPhoto(backend, alice);
    const { shopId } = await reviewWith(backend, alice, [photo]);

    const [row] = await photoRows(backend);
    expect(row.storageId).toBe(photo);
    expect(row.smallStorageId).toBeDefined();
    const urls = await backend.t.run(async (ctx) => ({
      url: await ctx.storage.getUrl(photo),
      smallUrl: await ctx.storage.getUrl(row.smallStorageId!),
    }));
    expect(urls.url).not.toBe(urls.smallUrl);

    const reviews = await alice.as.query(api.reviews.listForShop, {
      shopId,
      paginationOpts: { numItems: 5, cursor: null },
    });
    expect(reviews.page[0].photoUrls).toEqual([urls]);
    const shopPhotos = await backend.t.query(api.photos.forShop, {
      shopId,
      paginationOpts: { numItems: 3, cursor: null },
    });
    expect(shopPhotos.page[0]).toMatchObject(urls);
  });

  it("shows the photo itself in lists while it has no small copy", async () => {
    const backend = await createBackend();
    const alice = await signUp(backend);
    await storeOldPhotos(backend, alice.userId, [pngBytes(4)]);
    const shopId = await backend.t.run(async (ctx) => (await ctx.db.query("photos").first())!.shopId);
    const [shown] = (
      await backend.t.query(api.photos.forShop, { shopId, paginationOpts: { numItems: 3, cursor: null } })
    ).page;
    expect(shown.smallUrl).toBe(shown.url);
  });

  it.each([
    ["heavier than 60 KB", () => new Uint8Array([...webpBytes(), ...new Uint8Array(SMALL_PHOTO_MAX_BYTES)])],
    ["a PNG", () => pngBytes(3)],
    ["larger than twice the small side", () => webpBytes(2 * SMALL_PHOTO_SIDE + 1, 400)],
    ["not an image", () => new TextEncoder().encode("not a picture")],
  ])("refuses a small copy %s, and deletes both files", async (_name, bytes) => {
    const backend = await createBackend();
    const alice = await signUp(backend);
    const storageId = await storeFile(backend, pngBytes(1), "image/png");
    const smallStorageId = await storeFile(backend, bytes(), "image/webp");
    await expect(alice.as.action(api.photos.registerUpload, { storageId, smallStorageId })).rejects.toThrow(
      MESSAGES.photoSmallRefused,
    );
    expect(await storedIds(backend)).toEqual([]);
  });

  it("will not take someone else's file as a small copy, nor a small copy as a photo", async () => {
    const backend = await createBackend();
    const alice = await signUp(backend);
    const bob = await signUp(backend);
    await uploadPhoto(backend, alice);
    const [alicesUpload] = await backend.t.run((ctx) => ctx.db.query("uploads").collect());
    const bobsPhoto = await storeFile(backend, pngBytes(2), "image/png");
    await expect(
      bob.as.action(api.photos.registerUpload, { storageId: bobsPhoto, smallStorageId: alicesUpload.smallStorageId }),
    ).rejects.toThrow(MESSAGES.photoNotYours);
    // Alice's small copy is still hers, and still there.
    expect(await storedIds(backend)).toContain(alicesUpload.smallStorageId as Id<"_storage">);
    // Nor can a small copy be a photo of a review, not even its uploader's.
    await expect(reviewWith(backend, alice, [alicesUpload.smallStorageId! as Id<"_storage">])).rejects.toThrow(
      MESSAGES.photoNotYours,
    );
    // Nor one file be both sizes.
    const same = await storeFile(backend, webpBytes(), "image/webp");
    await expect(alice.as.action(api.photos.registerUpload, { storageId: same, smallStorageId: same })).rejects.toThrow(
      MESSAGES.photoNotYours,
    );
  });

  it("deletes both files when an edit drops a photo, when the review is deleted, and when uploads are discarded or go stale", async () => {
    vi.useFakeTimers();
    const backend = await createBackend();
    const alice = await signUp(backend);
    const [kept, dropped] = [await uploadPhoto(backend, alice), await uploadPhoto(backend, alice)];
    const { reviewId } = await reviewWith(backend, alice, [kept, dropped]);
    expect(await storedIds(backend)).toHaveLength(4);

    await alice.as.mutation(api.reviews.update, { reviewId, ...REVIEW, photos: [kept] });
    expect(await storedIds(backend)).toHaveLength(2);
    await alice.as.mutation(api.reviews.remove, { reviewId });
    expect(await storedIds(backend)).toEqual([]);

    const discarded = await uploadPhoto(backend, alice);
    await alice.as.mutation(api.photos.discardUploads, { storageIds: [discarded] });
    expect(await storedIds(backend)).toEqual([]);

    await uploadPhoto(backend, alice);
    vi.setSystemTime(Date.now() + STALE_UPLOAD_MS + 1000);
    expect(await backend.t.mutation(internal.photos.purgeStaleUploads, {})).toBe(1);
    expect(await storedIds(backend)).toEqual([]);
  });

  it("keeps the small copies of pending uploads and of photos in the orphan sweep", async () => {
    vi.useFakeTimers();
    const backend = await createBackend();
    const alice = await signUp(backend);
    await uploadPhoto(backend, alice);
    await reviewWith(backend, alice, [await uploadPhoto(backend, alice)]);
    const before = await storedIds(backend);
    vi.setSystemTime(Date.now() + 2 * STALE_UPLOAD_MS);
    await backend.t.mutation(internal.photos.purgeOrphanFiles, { since: 0 });
    await finishScheduled(backend);
    expect(await storedIds(backend)).toEqual(before);
  });
});

describe("small copies made on the server", () => {
  it("makes one for a photo that joined a review without one (an older app, or a browser that could not)", async () => {
    const backend = await createBackend();
    const alice = await signUp(backend);
    const photo = await uploadPhoto(backend, alice, await jpegPhoto(2000, 1500), false);
    await reviewWith(backend, alice, [photo]);
    await finishScheduled(backend);
    const [row] = await photoRows(backend);
    expect(row.smallStorageId, "the server's small copy").toBeDefined();
    const bytes = await backend.t.run(async (ctx) =>
      (await ctx.storage.get(row.smallStorageId! as Id<"_storage">))!.arrayBuffer(),
    );
    const meta = await sharp(Buffer.from(bytes)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", SMALL_PHOTO_SIDE, 360]);
    expect(bytes.byteLength).toBeLessThanOrEqual(SMALL_PHOTO_MAX_BYTES);
  });

  it("backfills a small WebP of every photo stored before, batch after batch, and can run again", async () => {
    const backend = await createBackend();
    const alice = await signUp(backend);
    const jpeg = await jpegPhoto(2000, 1500);
    const portrait = await jpegPhoto(300, 400);
    const photos = await storeOldPhotos(backend, alice.userId, [
      portrait,
      ...Array.from({ length: BACKFILL_BATCH + 1 }, () => jpeg),
    ]);
    // One photo already has its copy, one cannot be decoded: both are left as they are.
    const withCopy = await uploadPhoto(backend, alice, pngBytes(7), true);
    await reviewWith(backend, alice, [withCopy]);
    const [broken] = await storeOldPhotos(backend, alice.userId, [pngBytes(8)]);
    const copyBefore = (await photoRows(backend)).find((row) => row.storageId === withCopy)!.smallStorageId;
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});

    const first = await backend.t.action(internal.photoSizes.backfillSmallCopies, {});
    expect(first).toEqual({ made: BACKFILL_BATCH, failed: 0, done: false });
    await finishScheduled(backend);

    const rows = await photoRows(backend);
    expect(rows.find((row) => row.storageId === withCopy)!.smallStorageId).toBe(copyBefore);
    expect(rows.find((row) => row.storageId === broken)!.smallStorageId).toBeUndefined();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining("left without a small copy"), expect.anything());
    for (const row of rows.filter((r) => photos.includes(r.storageId as Id<"_storage">))) {
      expect(row.smallStorageId, `small copy of ${row.storageId}`).toBeDefined();
      const bytes = await backend.t.run(async (ctx) =>
        (await ctx.storage.get(row.smallStorageId! as Id<"_storage">))!.arrayBuffer(),
      );
      const meta = await sharp(Buffer.from(bytes)).metadata();
      expect(meta.format).toBe("webp");
      expect(bytes.byteLength).toBeLessThanOrEqual(SMALL_PHOTO_MAX_BYTES);
      // Long side SMALL_PHOTO_SIDE, never enlarged.
      expect([meta.width, meta.height]).toEqual(row.storageId === photos[0] ? [300, 400] : [SMALL_PHOTO_SIDE, 360]);
    }

    // Run again: nothing left to make but the photo that cannot be decoded, and no file made twice.
    const files = (await storedIds(backend)).length;
    expect(await backend.t.action(internal.photoSizes.backfillSmallCopies, {})).toEqual({
      made: 0,
      failed: 0,
      done: false,
    });
    await finishScheduled(backend);
    expect((await storedIds(backend)).length).toBe(files);
  });

  it("deletes a copy that arrives after its photo was deleted or got one", async () => {
    const backend = await createBackend();
    const alice = await signUp(backend);
    const photo = await uploadPhoto(backend, alice);
    await reviewWith(backend, alice, [photo]);
    const [row] = await photoRows(backend);
    const late = await storeFile(backend, webpBytes(), "image/webp");
    await backend.t.mutation(internal.photos.attachSmallCopy, { photoId: row._id, smallStorageId: late });
    expect(await storedIds(backend)).not.toContain(late);
    expect((await photoRows(backend))[0].smallStorageId).toBe(row.smallStorageId);
  });
});
