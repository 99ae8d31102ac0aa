import { afterEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { ORPHAN_BATCH, ORPHAN_LOOKBACK_MS } from "@convex/model/storageCleanup";
import { ORPHAN_FILE_MS } from "@convex/rules/imageTypes";
import { MESSAGES } from "@convex/rules/messages";
import type { SandboxBackend } from "../../../sandbox/backend";
import { createBackend, signUp } from "../../support/backendHarness";
import { insertReview, insertShop, pngBytes, storeFile } from "../../support/testData";

// The daily sweep of stored files nobody holds: uploaded to an upload URL but never registered
// (or left behind by a crash between steps). Registered uploads have their own purge.

const HOUR = 60 * 60 * 1000;

afterEach(() => {
  vi.useRealTimers();
});

async function storedIds(backend: SandboxBackend): Promise<Id<"_storage">[]> {
  return backend.t.run(async (ctx) => (await ctx.db.system.query("_storage").collect()).map((file) => file._id));
}

/** A review photo row holding `storageId`, as reviews.create leaves it. */
async function attach(backend: SandboxBackend, userId: Id<"users">, storageId: Id<"_storage">) {
  await backend.t.run(async (ctx) => {
    const shopId = await insertShop(ctx, userId);
    const reviewId = await insertReview(ctx, shopId, userId, { photos: [storageId] });
    await ctx.db.insert("photos", { shopId, reviewId, userId, storageId });
  });
}

describe("orphaned file sweep", () => {
  it("looks back a week, not at every file ever stored; a full sweep (since: 0) reaches older ones", async () => {
    vi.useFakeTimers();
    const backend = await createBackend();
    const ancient = await storeFile(backend, pngBytes(9), "image/png");
    vi.setSystemTime(Date.now() + ORPHAN_FILE_MS + ORPHAN_LOOKBACK_MS + HOUR);
    expect(await backend.t.mutation(internal.photos.purgeOrphanFiles, {})).toBe(0);
    expect(await storedIds(backend)).toContain(ancient);
    expect(await backend.t.mutation(internal.photos.purgeOrphanFiles, { since: 0 })).toBe(1);
    expect(await storedIds(backend)).not.toContain(ancient);
  });

  it("deletes a file nobody registered once it is a day old, and keeps fresh, pending and attached files", async () => {
    vi.useFakeTimers();
    const backend = await createBackend();
    const alice = await signUp(backend);

    const orphan = await storeFile(backend, pngBytes(1), "image/png");
    const pending = await storeFile(backend, pngBytes(2), "image/png");
    await alice.as.action(api.photos.registerUpload, { storageId: pending });
    const attached = await storeFile(backend, pngBytes(3), "image/png");
    await alice.as.action(api.photos.registerUpload, { storageId: attached });
    await attach(backend, alice.userId, attached);
    await backend.t.run(async (ctx) => {
      const upload = await ctx.db
        .query("uploads")
        .withIndex("by_storage", (q) => q.eq("storageId", attached))
        .unique();
      await ctx.db.delete("uploads", upload!._id);
    });

    vi.setSystemTime(Date.now() + ORPHAN_FILE_MS - HOUR);
    const fresh = await storeFile(backend, pngBytes(4), "image/png");
    // Not yet a day old: nothing goes.
    expect(await backend.t.mutation(internal.photos.purgeOrphanFiles, {})).toBe(0);

    vi.setSystemTime(Date.now() + 2 * HOUR);
    expect(await backend.t.mutation(internal.photos.purgeOrphanFiles, {})).toBe(1);
    await backend.t.finishAllScheduledFunctions(vi.runAllTimers);
    const left = await storedIds(backend);
    expect(left).not.toContain(orphan);
    expect(new Set(left)).toEqual(new Set([pending, attached, fresh]));
    expect((await backend.t.run((ctx) => ctx.db.query("uploads").collect())).map((u) => u.storageId)).toEqual([
      pending,
    ]);
  });

  it("works through many files in bounded batches, rescheduling itself until done", async () => {
    vi.useFakeTimers();
    const backend = await createBackend();
    const alice = await signUp(backend);
    const total = 2 * ORPHAN_BATCH + 30;
    const kept = await backend.t.run(async (ctx) => {
      const kept: Id<"_storage">[] = [];
      for (let i = 0; i < total; i++) {
        const storageId = await ctx.storage.store(new Blob([pngBytes(i) as BlobPart], { type: "image/png" }));
        // Every 25th file is a pending upload; the sweep must step over them, not stop at them.
        if (i % 25 === 0) {
          await ctx.db.insert("uploads", { userId: alice.userId, storageId });
          kept.push(storageId);
        }
      }
      return kept;
    });

    vi.setSystemTime(Date.now() + ORPHAN_FILE_MS + HOUR);
    const firstBatch = await backend.t.mutation(internal.photos.purgeOrphanFiles, {});
    expect(firstBatch).toBeGreaterThan(0);
    expect(firstBatch).toBeLessThanOrEqual(ORPHAN_BATCH);
    expect((await storedIds(backend)).length).toBe(total - firstBatch);

    await backend.t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(new Set(await storedIds(backend))).toEqual(new Set(kept));
    const runs = await backend.t.run((ctx) => ctx.db.system.query("_scheduled_functions").collect());
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.every((run) => run.state.kind === "success")).toBe(true);
  });

  it("refuses to register a file the sweep deleted meanwhile", async () => {
    vi.useFakeTimers();
    const backend = await createBackend();
    const alice = await signUp(backend);
    const storageId = await storeFile(backend, pngBytes(9), "image/png");
    vi.setSystemTime(Date.now() + ORPHAN_FILE_MS + HOUR);
    await backend.t.mutation(internal.photos.purgeOrphanFiles, {});
    await expect(alice.as.action(api.photos.registerUpload, { storageId })).rejects.toThrow(MESSAGES.photoMissing);
    // The check step itself also refuses a file gone between reading it and recording it.
    expect(await backend.t.mutation(internal.photos.recordUpload, { userId: alice.userId, storageId })).toBe("missing");
    expect(await backend.t.run((ctx) => ctx.db.query("uploads").collect())).toEqual([]);
  });
});
