import { v } from "convex/values";
import { internal } from "./_generated/api";
import { internalAction, internalMutation, internalQuery, type ActionCtx } from "./_generated/server";
import { bucketPublicUrl } from "./model/photoAddress";
import { deleteStored, openStored, storeBytes } from "./model/photoStore";
import { sniffImageType } from "./rules/imageTypes";
import { isBucketKey } from "./rules/photoRefs";
import { recordingFailures, retryArg } from "./model/backgroundSteps";
import { panelChanged } from "./model/panelFiles";

// The one-off copy of photos stored before the bucket was configured (docs/decisions/0036-photos-on-object-storage.md).

/** Photos looked at per run (one action, one photo at a time: each is read whole, up to 10 MB). */
export const BUCKET_BACKFILL_BATCH = 20;

const photoFiles = v.object({ _id: v.id("photos"), storageId: v.string(), smallStorageId: v.optional(v.string()) });
type PhotoFiles = typeof photoFiles.type;

/**
 * `npx convex run photoBackfill:toBucket` once the R2 settings are set: each run reads
 * BUCKET_BACKFILL_BATCH photos in upload order, copies each one still in Convex storage (and its
 * small copy) to the bucket, switches its references and deletes the Convex files, then schedules the
 * next run until it has seen every photo. It can be stopped and run again at any time: photos already
 * on the bucket are skipped, and a photo changed or deleted while it was copied keeps what it has.
 */
export const toBucket = internalAction({
  args: { cursor: v.optional(v.string()), ...retryArg },
  returns: v.object({ moved: v.number(), failed: v.number(), done: v.boolean() }),
  handler: recordingFailures("photoBackfill:toBucket", async (ctx, { cursor }: { cursor?: string }) => {
    if (bucketPublicUrl() === null) throw new Error("photoBackfill: the R2 settings are not all set");
    const page: { photos: PhotoFiles[]; continueCursor: string; isDone: boolean } = await ctx.runQuery(
      internal.photoBackfill.onConvexStorage,
      { cursor: cursor ?? null, numItems: BUCKET_BACKFILL_BATCH },
    );
    let moved = 0;
    let failed = 0;
    for (const photo of page.photos) {
      try {
        if (await moveToBucket(ctx, photo)) moved += 1;
      } catch (error) {
        failed += 1;
        console.error(`photoBackfill: photo ${photo._id} left in Convex storage:`, error);
      }
    }
    if (!page.isDone) await ctx.scheduler.runAfter(0, internal.photoBackfill.toBucket, { cursor: page.continueCursor });
    console.log(`photoBackfill: ${moved} moved, ${failed} failed${page.isDone ? ", done" : ""}`);
    return { moved, failed, done: page.isDone };
  }),
});

/** A page of photos in upload order, the ones on it with a file still in Convex storage. */
export const onConvexStorage = internalQuery({
  args: { cursor: v.union(v.string(), v.null()), numItems: v.number() },
  returns: v.object({ photos: v.array(photoFiles), continueCursor: v.string(), isDone: v.boolean() }),
  handler: async (ctx, { cursor, numItems }) => {
    const page = await ctx.db.query("photos").paginate({ cursor, numItems });
    const inConvex = (ref?: string) => ref !== undefined && !isBucketKey(ref);
    return {
      photos: page.page
        .filter((photo) => inConvex(photo.storageId) || inConvex(photo.smallStorageId))
        .map(({ _id, storageId, smallStorageId }) => ({ _id, storageId, smallStorageId })),
      continueCursor: page.continueCursor,
      isDone: page.isDone,
    };
  },
});

async function moveToBucket(ctx: ActionCtx, photo: PhotoFiles): Promise<boolean> {
  const storageId = await copyToBucket(ctx, photo.storageId);
  const smallStorageId = photo.smallStorageId && (await copyToBucket(ctx, photo.smallStorageId));
  return await ctx.runMutation(internal.photoBackfill.switchToBucket, {
    photoId: photo._id,
    from: { storageId: photo.storageId, smallStorageId: photo.smallStorageId },
    to: { storageId, smallStorageId },
  });
}

/** A Convex file copied to a new bucket key (a key is already there); its type read from its bytes. */
async function copyToBucket(ctx: ActionCtx, ref: string): Promise<string> {
  if (isBucketKey(ref)) return ref;
  const file = await openStored(ctx, ref);
  if (file === null) throw new Error(`${ref} is gone from Convex storage`);
  const bytes = new Uint8Array(await file.read(0, file.size));
  return await storeBytes(ctx, bytes, sniffImageType(bytes) ?? "application/octet-stream", "bucket");
}

const refs = v.object({ storageId: v.string(), smallStorageId: v.optional(v.string()) });

/**
 * Points a photo (its row and its review's list) at its copies on the bucket and deletes the Convex
 * files, if the photo still holds what was copied; otherwise the copies are deleted and it is left as is.
 */
export const switchToBucket = internalMutation({
  args: { photoId: v.id("photos"), from: refs, to: refs },
  returns: v.boolean(),
  handler: async (ctx, { photoId, from, to }) => {
    const photo = await ctx.db.get("photos", photoId);
    const copies = [to.storageId, to.smallStorageId].filter(
      (ref) => ref !== from.storageId && ref !== from.smallStorageId,
    );
    if (photo === null || photo.storageId !== from.storageId || photo.smallStorageId !== from.smallStorageId) {
      await deleteStored(ctx, copies);
      return false;
    }
    await ctx.db.patch("photos", photoId, to);
    await panelChanged(ctx, photo.shopId);
    const review = await ctx.db.get("reviews", photo.reviewId);
    if (review !== null)
      await ctx.db.patch("reviews", review._id, {
        photos: review.photos.map((ref) => (ref === from.storageId ? to.storageId : ref)),
      });
    await deleteStored(
      ctx,
      [from.storageId, from.smallStorageId].filter((ref) => ref !== undefined && !isBucketKey(ref)),
    );
    return true;
  },
});
