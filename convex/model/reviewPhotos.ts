import { ConvexError } from "convex/values";
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { MESSAGES } from "../rules/messages";
import { claimOf } from "./photoClaims";
import { deleteStored } from "./photoStore";
import { panelChanged } from "./panelFiles";

// A review's photos: the storage ids on the review and one `photos` row each (the shop's photos, in
// upload order), written in the review's own mutation (docs/decisions/0004-review-photos.md).

/**
 * The caller's registered uploads for these storage ids, each not yet part of a review; anything
 * else (someone else's file, a photo already attached, the same id twice) is refused.
 */
export async function claimUploads(
  ctx: MutationCtx,
  storageIds: readonly string[],
  userId: Id<"users">,
): Promise<Doc<"uploads">[]> {
  if (new Set(storageIds).size !== storageIds.length) throw new ConvexError(MESSAGES.photoNotYours);
  return await Promise.all(
    storageIds.map(async (storageId) => {
      const { upload, attached } = await claimOf(ctx, storageId);
      // A small copy is never a photo of its own.
      // Nor is a bucket key whose object registerUpload has not checked.
      if (
        upload === null ||
        upload.storageId !== storageId ||
        upload.userId !== userId ||
        upload.awaiting === true ||
        attached !== null
      ) {
        throw new ConvexError(MESSAGES.photoNotYours);
      }
      return upload;
    }),
  );
}

/**
 * Claimed uploads become the review's shop's photos, after the ones it has. A photo that came
 * without a small copy (an app from before there were two sizes, or a browser that could not make one
 * small enough) gets one made on the server.
 */
export async function attachPhotos(
  ctx: MutationCtx,
  review: Pick<Doc<"reviews">, "_id" | "shopId" | "userId">,
  uploads: readonly Doc<"uploads">[],
) {
  const withoutCopy: { _id: Id<"photos">; storageId: string }[] = [];
  for (const { _id, storageId, smallStorageId } of uploads) {
    const photoId = await ctx.db.insert("photos", {
      shopId: review.shopId,
      reviewId: review._id,
      userId: review.userId,
      storageId,
      smallStorageId,
    });
    if (smallStorageId === undefined) withoutCopy.push({ _id: photoId, storageId });
    await ctx.db.delete("uploads", _id);
  }
  if (uploads.length > 0) await panelChanged(ctx, review.shopId);
  if (withoutCopy.length > 0)
    await ctx.scheduler.runAfter(0, internal.photoSizes.makeSmallCopies, { photos: withoutCopy });
}

/** Photos a review lets go of (an edit removed them, or the review is deleted): their rows and both sizes' files. */
export async function deletePhotos(ctx: MutationCtx, storageIds: readonly string[]) {
  for (const storageId of storageIds) {
    const photo = await ctx.db
      .query("photos")
      .withIndex("by_storage", (q) => q.eq("storageId", storageId))
      .first();
    if (photo !== null) {
      await ctx.db.delete("photos", photo._id);
      await panelChanged(ctx, photo.shopId);
    }
    await deleteStored(ctx, [storageId, photo?.smallStorageId]);
  }
}
