// @vitest-environment edge-runtime
import { describe, expect, it, vi } from "vitest";
import { api, internal } from "@convex/_generated/api";
import { MAX_PHOTO_BYTES, STALE_UPLOAD_MS } from "@convex/rules/imageTypes";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, signUp } from "../support/backendHarness";
import { jpegBytes, pngBytes, storeFile, svgBytes, textBytes } from "../support/testData";

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
    ["an HTML page", new TextEncoder().encode("<!DOCTYPE html><html><body>hi</body></html>"), "image/png", MESSAGES.photoNotImage],
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
    await expect(backend.t.mutation(api.photos.discardUploads, { storageIds: [storageId] })).rejects.toThrow(MESSAGES.signedOut);
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
