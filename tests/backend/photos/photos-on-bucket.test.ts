import { describe, expect, it, vi } from "vitest";
import { api, internal } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MAX_PHOTO_BYTES, STALE_UPLOAD_MS } from "@convex/rules/imageTypes";
import { MESSAGES } from "@convex/rules/messages";
import { isBucketKey } from "@convex/rules/photoRefs";
import { bucketForFile } from "../../support/bucketForFile";
import type { SandboxBackend } from "../../../sandbox/backend";
import { createBackend, establish, finishScheduled, signUp } from "../../support/backendHarness";
import { bucketKeys } from "../../support/bucketKeys";
import { REVIEW, insertShop, pngBytes, textBytes, uploadPhoto, webpBytes } from "../../support/testData";

// The real @convex-dev/r2 code (client and component) against a local S3-compatible server.

type User = Awaited<ReturnType<typeof signUp>>;
const bucketOf = bucketForFile();

const objectKeys = () => bucketKeys(bucketOf().publicUrl);

/** Step 1 and the browser's PUT, as useUploadPhotos does them; resolves to the key. */
async function put(user: User, bytes: Uint8Array, type: string): Promise<string> {
  const target = await user.as.mutation(api.photos.startUpload, {});
  expect(target.key).not.toBeNull();
  const response = await fetch(target.url, {
    method: "PUT",
    headers: { "Content-Type": type },
    body: bytes as BlobPart,
  });
  expect(response.status).toBe(200);
  return target.key!;
}

async function uploadToBucket(user: User, seed: number) {
  const key = await put(user, pngBytes(seed), "image/png");
  const smallKey = await put(user, webpBytes(480, 360, seed), "image/webp");
  await user.as.action(api.photos.registerUpload, { storageId: key, smallStorageId: smallKey });
  return { key, smallKey };
}

async function review(backend: SandboxBackend, user: User, photos: string[]) {
  const shopId = await backend.t.run((ctx) => insertShop(ctx, user.userId));
  return { shopId, reviewId: await user.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos }) };
}

function bigPng(): Uint8Array {
  const bytes = new Uint8Array(MAX_PHOTO_BYTES + 1024 * 1024);
  bytes.set(pngBytes());
  return bytes;
}

const uploads = (backend: SandboxBackend) => backend.t.run((ctx) => ctx.db.query("uploads").collect());

describe("photos on the bucket (R2 settings present)", () => {
  it("records the key before handing out the URL, checks the object, serves it from the public domain unsigned", async () => {
    const backend = await createBackend();
    const alice = await signUp(backend);
    const target = await alice.as.mutation(api.photos.startUpload, {});
    expect(isBucketKey(target.key!)).toBe(true);
    expect(target.url.startsWith(`${bucketOf().env.R2_ENDPOINT}/photos/${target.key}?`)).toBe(true);
    expect(await uploads(backend)).toMatchObject([{ userId: alice.userId, storageId: target.key, awaiting: true }]);

    const { key, smallKey } = await uploadToBucket(alice, 1);
    const { shopId } = await review(backend, alice, [key]);
    const shown = await backend.t.query(api.photos.forShop, { shopId, paginationOpts: { numItems: 3, cursor: null } });
    expect(shown.page).toMatchObject([
      { url: `${bucketOf().publicUrl}/${key}`, smallUrl: `${bucketOf().publicUrl}/${smallKey}` },
    ]);
    const served = await fetch(shown.page[0]!.url);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pngBytes(1));
    // The component knows the objects it checked (its metadata, from HeadObject).
    await finishScheduled(backend);
    expect(await uploads(backend)).toHaveLength(1); // only the first, never-used key waits
  });

  it.each([
    ["a text file claiming to be a JPEG", textBytes(), MESSAGES.photoNotImage],
    ["an 11 MB PNG", bigPng(), MESSAGES.photoTooLarge],
  ])("refuses %s and deletes the object with its key", async (_name, bytes, message) => {
    const backend = await createBackend();
    const alice = await signUp(backend);
    const key = await put(alice, bytes, "image/jpeg");
    expect(await objectKeys()).toContain(key);
    await expect(alice.as.action(api.photos.registerUpload, { storageId: key })).rejects.toThrow(message);
    await finishScheduled(backend);
    expect(await objectKeys()).not.toContain(key);
    expect(await uploads(backend)).toEqual([]);
  });

  it("lets nobody else register a key, and no review take one unchecked", async () => {
    const backend = await createBackend();
    const alice = await signUp(backend);
    const mallory = await signUp(backend);
    const key = await put(alice, pngBytes(4), "image/png");
    await expect(review(backend, alice, [key])).rejects.toThrow(MESSAGES.photoNotYours);
    await expect(mallory.as.action(api.photos.registerUpload, { storageId: key })).rejects.toThrow(
      MESSAGES.photoNotYours,
    );
    // Mallory's bad small copy beside Alice's key deletes nothing of Alice's.
    const bad = await put(mallory, textBytes(), "image/webp");
    await expect(
      mallory.as.action(api.photos.registerUpload, { storageId: key, smallStorageId: bad }),
    ).rejects.toThrow();
    await finishScheduled(backend);
    expect(await objectKeys()).toContain(key);
    const smallKey = await put(alice, webpBytes(480, 360, 4), "image/webp");
    await alice.as.action(api.photos.registerUpload, { storageId: key, smallStorageId: smallKey });
    await review(backend, alice, [key]);
  });

  it("deletes both objects when the review is deleted", async () => {
    const backend = await createBackend();
    const alice = await signUp(backend);
    const { key, smallKey } = await uploadToBucket(alice, 5);
    const { reviewId } = await review(backend, alice, [key]);
    expect(await objectKeys()).toEqual(expect.arrayContaining([key, smallKey]));
    await alice.as.mutation(api.reviews.remove, { reviewId });
    await finishScheduled(backend);
    const left = await objectKeys();
    expect(left).not.toContain(key);
    expect(left).not.toContain(smallKey);
  });
});

describe("removals reach the bucket", () => {
  it("a moderator's removal of one photo, and the erasure of an account, delete their objects", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend);
    const mod = await signUp(backend);
    const rex = await signUp(backend);
    for (const user of [ann, mod, rex]) await establish(backend, user.userId);
    await backend.t.mutation(internal.moderation.grant, { email: mod.params.email });
    const first = await uploadToBucket(ann, 11);
    const second = await uploadToBucket(ann, 12);
    const { shopId } = await review(backend, ann, [first.key, second.key]);
    const pending = await uploadToBucket(ann, 13); // registered, never used

    const shown = await backend.t.query(api.photos.forShop, { shopId, paginationOpts: { numItems: 3, cursor: null } });
    const photo = shown.page.find((p) => p.url.endsWith(first.key))!;
    await rex.as.mutation(api.reports.create, { kind: "photo", itemId: photo._id, reason: "offensive" });
    await mod.as.mutation(api.moderation.act, {
      subject: `photo:${photo._id}`,
      action: "remove",
      reason: "Not coffee",
    });
    await finishScheduled(backend);
    let left = await objectKeys();
    expect(left).not.toContain(first.key);
    expect(left).not.toContain(first.smallKey);
    expect(left).toEqual(expect.arrayContaining([second.key, second.smallKey, pending.key]));

    await ann.as.action(api.account.remove, { password: ann.params.password });
    await finishScheduled(backend);
    left = await objectKeys();
    for (const key of [second.key, second.smallKey, pending.key, pending.smallKey]) expect(left).not.toContain(key);
  });
});

describe("keys handed out and never registered", () => {
  it("are purged with their objects after a day, and only those", async () => {
    const backend = await createBackend();
    const alice = await signUp(backend);
    const abandoned = await put(alice, pngBytes(14), "image/png");
    const { key } = await uploadToBucket(alice, 15);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + STALE_UPLOAD_MS + 60_000);
      // The registered upload is as old: both go, as any upload never attached does.
      expect(await backend.t.mutation(internal.photos.purgeStaleUploads, {})).toBe(2);
    } finally {
      vi.useRealTimers();
    }
    await finishScheduled(backend);
    const left = await objectKeys();
    expect(left).not.toContain(abandoned);
    expect(left).not.toContain(key);
    expect(await uploads(backend)).toEqual([]);
  });
});

describe("the backfill to the bucket", () => {
  it("copies photos from Convex storage, switches them, deletes the Convex files, and skips them next time", async () => {
    const backend = await createBackend();
    const alice = await signUp(backend);
    // Stored while there was no bucket (the settings are read at each call).
    const saved = { ...process.env };
    delete process.env.R2_PUBLIC_URL;
    const storageId = await uploadPhoto(backend, alice, pngBytes(9));
    const { reviewId } = await review(backend, alice, [storageId]);
    Object.assign(process.env, { R2_PUBLIC_URL: saved.R2_PUBLIC_URL });

    expect(await backend.t.action(internal.photoBackfill.toBucket, {})).toEqual({ moved: 1, failed: 0, done: true });
    const [photo] = await backend.t.run((ctx) => ctx.db.query("photos").collect());
    expect(isBucketKey(photo!.storageId) && isBucketKey(photo!.smallStorageId!)).toBe(true);
    const after = await backend.t.run((ctx) => ctx.db.get("reviews", reviewId));
    expect(after!.photos).toEqual([photo!.storageId]);
    expect(await backend.t.run((ctx) => ctx.db.system.get("_storage", storageId as Id<"_storage">))).toBeNull();
    const served = await fetch(`${bucketOf().publicUrl}/${photo!.storageId}`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pngBytes(9));
    expect(served.headers.get("cache-control")).toContain("immutable");
    // Run again: nothing left to move.
    expect(await backend.t.action(internal.photoBackfill.toBucket, {})).toEqual({ moved: 0, failed: 0, done: true });
  });
});
