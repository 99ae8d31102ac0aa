"use node";

import { Buffer } from "node:buffer";
import { v } from "convex/values";
import sharp from "sharp";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { internalAction, type ActionCtx } from "./_generated/server";
import { openStored, storeBytes } from "./model/photoStore";
import { MAX_PHOTO_PIXELS, SMALL_PHOTO_MAX_BYTES, SMALL_PHOTO_SIDE } from "./rules/imageTypes";
import { isBucketKey } from "./rules/photoRefs";
import { recordingFailures, retryArg } from "./model/backgroundSteps";

// Small copies made on the server (docs/decisions/0016-two-photo-sizes.md): for a photo that joined a
// review without one, and once for every photo stored before there were two sizes.

/** WebP qualities tried in turn until the small copy fits SMALL_PHOTO_MAX_BYTES. */
const QUALITIES = [70, 55, 40, 25];

/** Photos looked at per run of the backfill (one action, one photo at a time). */
export const BACKFILL_BATCH = 20;

type PhotoFile = { _id: Id<"photos">; storageId: string };
type Made = { made: number; failed: number };
const photoFileValidator = v.object({ _id: v.id("photos"), storageId: v.string() });

/** Small copies of photos that joined a review without one (scheduled by model/reviewPhotos.attachPhotos). */
export const makeSmallCopies = internalAction({
  args: { photos: v.array(photoFileValidator), ...retryArg },
  returns: v.object({ made: v.number(), failed: v.number() }),
  handler: recordingFailures("photoSizes:makeSmallCopies", (ctx, { photos }: { photos: PhotoFile[] }) =>
    makeCopies(ctx, photos),
  ),
});

/**
 * The one-off backfill for photos stored before there were two sizes:
 * `npx convex run photoSizes:backfillSmallCopies`. Each run reads BACKFILL_BATCH photos in upload
 * order, makes a small copy of each that has none, and schedules the next run from its cursor until
 * it has seen every photo. It can be stopped and run again at any time: photos that have their small
 * copy are skipped.
 */
export const backfillSmallCopies = internalAction({
  args: { cursor: v.optional(v.string()), ...retryArg },
  returns: v.object({ made: v.number(), failed: v.number(), done: v.boolean() }),
  handler: recordingFailures("photoSizes:backfillSmallCopies", async (ctx, { cursor }: { cursor?: string }) => {
    const page: { photos: PhotoFile[]; continueCursor: string; isDone: boolean } = await ctx.runQuery(
      internal.photos.withoutSmallCopy,
      {
        cursor: cursor ?? null,
        numItems: BACKFILL_BATCH,
      },
    );
    const { made, failed } = await makeCopies(ctx, page.photos);
    if (!page.isDone)
      await ctx.scheduler.runAfter(0, internal.photoSizes.backfillSmallCopies, { cursor: page.continueCursor });
    console.log(
      `backfillSmallCopies: ${made} made, ${failed} failed${page.isDone ? ", done" : `, next cursor ${page.continueCursor}`}`,
    );
    return { made, failed, done: page.isDone };
  }),
});

/**
 * Makes and attaches each photo's small copy, one at a time. A photo deleted meanwhile is skipped; one
 * that cannot be read or decoded is logged with its id and left as it is (lists then show the photo itself).
 */
async function makeCopies(ctx: ActionCtx, photos: readonly PhotoFile[]): Promise<Made> {
  let made = 0;
  let failed = 0;
  for (const photo of photos) {
    try {
      // The small copy goes to the store that holds the photo.
      const file = await openStored(ctx, photo.storageId);
      if (file === null) continue;
      const small = await smallCopyOf(Buffer.from(await file.read(0, file.size)));
      const where = isBucketKey(photo.storageId) ? "bucket" : "convex";
      const smallStorageId = await storeBytes(ctx, small, "image/webp", where);
      await ctx.runMutation(internal.photos.attachSmallCopy, { photoId: photo._id, smallStorageId });
      made += 1;
    } catch (error) {
      failed += 1;
      console.error(`photoSizes: photo ${photo._id} left without a small copy:`, error);
    }
  }
  return { made, failed };
}

/** A photo's small copy: upright, SMALL_PHOTO_SIDE on its long side (never enlarged), WebP within SMALL_PHOTO_MAX_BYTES. */
async function smallCopyOf(photo: Buffer): Promise<Uint8Array<ArrayBuffer>> {
  let small = new Uint8Array();
  for (const quality of QUALITIES) {
    small = await sharp(photo, { limitInputPixels: MAX_PHOTO_PIXELS })
      .rotate()
      .resize(SMALL_PHOTO_SIDE, SMALL_PHOTO_SIDE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality })
      .toBuffer()
      .then((buffer) => new Uint8Array(buffer));
    if (small.length <= SMALL_PHOTO_MAX_BYTES) break;
  }
  return small;
}
