import { describe, expect, it, vi } from "vitest";
import { api, internal } from "@convex/_generated/api";
import { MAX_PHOTO_BYTES, STALE_UPLOAD_MS } from "@convex/rules/imageTypes";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, signUp } from "../../support/backendHarness";
import {
  REVIEW,
  insertShop,
  jpegBytes,
  pngBytes,
  storeFile,
  svgBytes,
  textBytes,
  uploadPhoto,
} from "../../support/testData";

async function fileExists(backend: Awaited<ReturnType<typeof createBackend>>, storageId: string) {
  return backend.t.run(async (ctx) => (await ctx.storage.get(storageId as never)) !== null);
}

async function uploadsOf(backend: Awaited<ReturnType<typeof createBackend>>) {
  return backend.t.run((ctx) => ctx.db.query("uploads").collect());
}

describe("photo uploads", () => {
  it("hands a signed-in user an upload URL, and nobody else", async () => {
    const backend = await createBackend();
    const alice = await signUp(backend);
    expect(await alice.as.mutation(api.photos.generateUploadUrl, {})).toMatch(/\/api\/storage\/upload/);
    await expect(backend.t.mutation(api.photos.generateUploadUrl, {})).rejects.toThrow(MESSAGES.signedOut);
  });

  it("registers real JPEG and PNG files for their uploader, whatever type the browser claimed", async () => {
    const backend = await createBackend();
    const alice = await signUp(backend);
    const jpeg = await storeFile(backend, jpegBytes(), "application/octet-stream");
    const png = await storeFile(backend, pngBytes(), "image/jpeg");
    await alice.as.action(api.photos.registerUpload, { storageId: jpeg });
    await alice.as.action(api.photos.registerUpload, { storageId: png });
    // Registering twice is harmless.
    await alice.as.action(api.photos.registerUpload, { storageId: png });
    const uploads = await uploadsOf(backend);
    expect(uploads.map((u) => [u.userId, u.storageId])).toEqual([
      [alice.userId, jpeg],
      [alice.userId, png],
    ]);
  });

  it.each([
    ["a text file renamed .jpg", textBytes(), "image/jpeg", MESSAGES.photoNotImage],
    ["an SVG", svgBytes(), "image/svg+xml", MESSAGES.photoNotImage],
    [
      "an HTML page",
      new TextEncoder().encode("<!DOCTYPE html><html><body>hi</body></html>"),
      "image/png",
      MESSAGES.photoNotImage,
    ],
    ["an empty file", new Uint8Array(), "image/png", MESSAGES.photoEmpty],
  ])("refuses and deletes %s", async (_name, bytes, type, message) => {
    const backend = await createBackend();
    const alice = await signUp(backend);
    const storageId = await storeFile(backend, bytes, type);
    await expect(alice.as.action(api.photos.registerUpload, { storageId })).rejects.toThrow(message);
    expect(await fileExists(backend, storageId)).toBe(false);
    expect(await uploadsOf(backend)).toEqual([]);
  });

  it("refuses and deletes an 11 MB file", async () => {
    const backend = await createBackend();
    const alice = await signUp(backend);
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(pngBytes());
    expect(big.length).toBeGreaterThan(MAX_PHOTO_BYTES);
    const storageId = await storeFile(backend, big, "image/png");
    await expect(alice.as.action(api.photos.registerUpload, { storageId })).rejects.toThrow(MESSAGES.photoTooLarge);
    expect(await fileExists(backend, storageId)).toBe(false);
  });

  it("will not let a second user claim someone else's upload, nor delete it", async () => {
    const backend = await createBackend();
    const alice = await signUp(backend);
    const mallory = await signUp(backend);
    const storageId = await storeFile(backend, pngBytes(7), "image/png");
    await alice.as.action(api.photos.registerUpload, { storageId });
    await expect(mallory.as.action(api.photos.registerUpload, { storageId })).rejects.toThrow(MESSAGES.photoNotYours);
    await mallory.as.mutation(api.photos.discardUploads, { storageIds: [storageId] });
    expect(await fileExists(backend, storageId)).toBe(true);
    expect((await uploadsOf(backend)).map((u) => u.userId)).toEqual([alice.userId]);
  });

  it("refuses a signed-out registration and a missing file", async () => {
    const backend = await createBackend();
    const alice = await signUp(backend);
    const storageId = await storeFile(backend, pngBytes(), "image/png");
    await expect(backend.t.action(api.photos.registerUpload, { storageId })).rejects.toThrow(MESSAGES.signedOut);
    await backend.t.run((ctx) => ctx.storage.delete(storageId));
    await expect(alice.as.action(api.photos.registerUpload, { storageId })).rejects.toThrow(MESSAGES.photoMissing);
  });

  it("discards the caller's own pending uploads", async () => {
    const backend = await createBackend();
    const alice = await signUp(backend);
    const storageId = await storeFile(backend, pngBytes(3), "image/png");
    await alice.as.action(api.photos.registerUpload, { storageId });
    await expect(backend.t.mutation(api.photos.discardUploads, { storageIds: [storageId] })).rejects.toThrow(
      MESSAGES.signedOut,
    );
    await alice.as.mutation(api.photos.discardUploads, { storageIds: [storageId] });
    expect(await fileExists(backend, storageId)).toBe(false);
    expect(await uploadsOf(backend)).toEqual([]);
  });

  it("purges uploads left unattached for a day, and only those", async () => {
    const backend = await createBackend();
    const alice = await signUp(backend);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const old = await storeFile(backend, pngBytes(21), "image/png");
      await alice.as.action(api.photos.registerUpload, { storageId: old });
      vi.setSystemTime(Date.now() + STALE_UPLOAD_MS - 60_000);
      const fresh = await storeFile(backend, pngBytes(22), "image/png");
      await alice.as.action(api.photos.registerUpload, { storageId: fresh });
      vi.setSystemTime(Date.now() + 120_000);
      expect(await backend.t.mutation(internal.photos.purgeStaleUploads, {})).toBe(1);
      expect(await fileExists(backend, old)).toBe(false);
      expect(await fileExists(backend, fresh)).toBe(true);
      expect((await uploadsOf(backend)).map((u) => u.storageId)).toEqual([fresh]);
    } finally {
      vi.useRealTimers();
    }
  });
});

/** A PNG of `size` bytes whose IHDR declares `width` × `height` (CRCs left zero: nothing checks them). */
function pngDeclaring(width: number, height: number, size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  view.setUint32(8, 13);
  bytes.set(new TextEncoder().encode("IHDR"), 12);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 2, 0, 0, 0], 24); // 8-bit RGB, no interlace
  // One IDAT chunk fills the rest (after the IHDR CRC), then IEND.
  const idatLength = size - 33 - 12 - 12;
  view.setUint32(33, idatLength);
  bytes.set(new TextEncoder().encode("IDAT"), 37);
  view.setUint32(size - 12, 0);
  bytes.set(new TextEncoder().encode("IEND"), size - 8);
  return bytes;
}

/** A JPEG whose frame header (SOF0, `width` × `height`) comes after ~128 KB of APP1 metadata. */
function jpegWithLateFrame(width: number, height: number): Uint8Array {
  const app1 = (fill: number) => [0xff, 0xe1, 0xff, 0xff, ...new Array<number>(0xffff - 2).fill(fill)];
  const sof0 = [
    0xff,
    0xc0,
    0,
    17,
    8,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ];
  return new Uint8Array([0xff, 0xd8, ...app1(0x41), ...app1(0x42), ...sof0, 0xff, 0xd9]);
}

describe("a shop's photos", () => {
  it("say who posted each and when: its review's author and time", async () => {
    const backend = await createBackend();
    const alice = await signUp(backend, { firstName: "Alice", lastName: "Archer" });
    const bob = await signUp(backend, { firstName: "Bob", lastName: "Baker" });
    const shopId = await backend.t.run((ctx) => insertShop(ctx, alice.userId));
    const aliceReview = await alice.as.mutation(api.reviews.create, {
      shopId,
      ...REVIEW,
      photos: [await uploadPhoto(backend, alice, pngBytes(1)), await uploadPhoto(backend, alice, pngBytes(2))],
    });
    const bobReview = await bob.as.mutation(api.reviews.create, {
      shopId,
      ...REVIEW,
      photos: [await uploadPhoto(backend, bob, pngBytes(3))],
    });
    const posted = await backend.t.run(async (ctx) => ({
      alice: (await ctx.db.get(aliceReview))!._creationTime,
      bob: (await ctx.db.get(bobReview))!._creationTime,
    }));

    const { page } = await bob.as.query(api.photos.forShop, { shopId, paginationOpts: { numItems: 3, cursor: null } });
    expect(page.map(({ reviewId, userId, userName, postedAt }) => ({ reviewId, userId, userName, postedAt }))).toEqual([
      { reviewId: aliceReview, userId: alice.userId, userName: "Alice Archer", postedAt: posted.alice },
      { reviewId: aliceReview, userId: alice.userId, userName: "Alice Archer", postedAt: posted.alice },
      { reviewId: bobReview, userId: bob.userId, userName: "Bob Baker", postedAt: posted.bob },
    ]);
  });
});

describe("photo pixel limit", () => {
  async function storageRows(backend: Awaited<ReturnType<typeof createBackend>>) {
    return backend.t.run((ctx) => ctx.db.system.query("_storage").collect());
  }

  it("refuses and deletes a small PNG that declares 23,000 × 23,000 pixels", async () => {
    const backend = await createBackend();
    const alice = await signUp(backend);
    const bomb = pngDeclaring(23_000, 23_000, 60 * 1024);
    const storageId = await storeFile(backend, bomb, "image/png");
    await expect(alice.as.action(api.photos.registerUpload, { storageId })).rejects.toThrow(
      MESSAGES.photoTooManyPixels,
    );
    expect(await fileExists(backend, storageId)).toBe(false);
    expect(await storageRows(backend)).toEqual([]);
    expect(await uploadsOf(backend)).toEqual([]);
  });

  it("accepts a PNG of exactly 40 megapixels", async () => {
    const backend = await createBackend();
    const alice = await signUp(backend);
    const storageId = await storeFile(backend, pngDeclaring(8_000, 5_000, 4096), "image/png");
    await alice.as.action(api.photos.registerUpload, { storageId });
    expect((await uploadsOf(backend)).map((u) => u.storageId)).toEqual([storageId]);
  });

  it("finds a JPEG's frame size past large metadata, refusing 50 megapixels and accepting 12", async () => {
    const backend = await createBackend();
    const alice = await signUp(backend);
    const big = await storeFile(backend, jpegWithLateFrame(10_000, 5_000), "image/jpeg");
    await expect(alice.as.action(api.photos.registerUpload, { storageId: big })).rejects.toThrow(
      MESSAGES.photoTooManyPixels,
    );
    expect(await fileExists(backend, big)).toBe(false);
    const ok = await storeFile(backend, jpegWithLateFrame(4_000, 3_000), "image/jpeg");
    await alice.as.action(api.photos.registerUpload, { storageId: ok });
    expect((await uploadsOf(backend)).map((u) => u.storageId)).toEqual([ok]);
  });
});
