import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { ConvexError, v } from "convex/values";
import { internal } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import { internalMutation, internalQuery, query, type MutationCtx } from "./_generated/server";
import { claimOf } from "./model/photoClaims";
import { enforceRateLimit } from "./model/rateLimits";
import { shopPhotosPage, shopPhotoValidator } from "./model/shopPhotos";
import { actionWithUserId, mutationWithUserId, postingMutationWithUserId } from "./model/session";
import { deleteStored, syncStored, uploadTarget } from "./model/photoStore";
import { ORPHAN_LOOKBACK_MS, deleteOrphanFiles } from "./model/storageCleanup";
import { checkPhoto, checkSmallCopy, refusalOf } from "./model/uploadChecks";
import { ORPHAN_FILE_MS, STALE_UPLOAD_MS } from "./rules/imageTypes";
import { isBucketKey } from "./rules/photoRefs";
import { MESSAGES } from "./rules/messages";
import { runStep } from "./model/backgroundSteps";
import { panelChanged } from "./model/panelFiles";

/**
 * A shop's photos in upload order, a page at a time (the panel takes 3, the viewer pages on), each
 * with who posted it and when: its review's author and time (one read per review on the page).
 * Visitors see them on a shared shop link; it reads no session, so one cached result serves all.
 */
export const forShop = query({
  args: { shopId: v.id("shops"), paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(shopPhotoValidator),
  handler: async (ctx, { shopId, paginationOpts }) => await shopPhotosPage(ctx, shopId, paginationOpts),
});

/** Step 1 of a photo upload, for an app from before photos could go to a bucket: a Convex upload URL to POST to. */
export const generateUploadUrl = postingMutationWithUserId({
  args: {},
  returns: v.string(),
  handler: async (ctx) => {
    await enforceRateLimit(ctx, "upload", ctx.userId);
    return await ctx.storage.generateUploadUrl();
  },
});

/**
 * Step 1 of a photo upload: where to send the prepared image. With no key, a Convex upload URL the
 * browser POSTs to (the response names the file); with a key, a presigned URL on the photo bucket the
 * browser PUTs to, the key already recorded as the caller's (model/photoStore.ts uploadTarget).
 */
export const startUpload = postingMutationWithUserId({
  args: {},
  returns: v.object({ url: v.string(), key: v.union(v.string(), v.null()) }),
  handler: async (ctx) => {
    await enforceRateLimit(ctx, "upload", ctx.userId);
    return await uploadTarget(ctx, ctx.userId);
  },
});

/**
 * Step 2: check what was really uploaded (size, type from the first bytes, never the claimed type,
 * and the pixel size its header declares), and its small copy the same way (a small WebP or JPEG),
 * and record both as the caller's, ready to attach to a review. Refused files are deleted. A photo
 * registered without a small copy (an app from before there were two sizes) gets one made on the
 * server when it joins a review. Each is a Convex storage id or a bucket key (rules/photoRefs.ts).
 */
export const registerUpload = actionWithUserId({
  args: { storageId: v.string(), smallStorageId: v.optional(v.string()) },
  returns: v.null(),
  handler: async (ctx, { storageId, smallStorageId }) => {
    const { userId } = ctx;
    await enforceRateLimit(ctx, "registerUpload", userId);
    const refs = smallStorageId === undefined ? [storageId] : [storageId, smallStorageId];
    const refusal =
      (await refusalOf(ctx, storageId, checkPhoto)) ??
      (smallStorageId === undefined ? null : await refusalOf(ctx, smallStorageId, checkSmallCopy));
    if (refusal !== null) {
      await ctx.runMutation(internal.photos.discardUnclaimed, { userId, storageIds: refs });
      throw new ConvexError(refusal);
    }
    const outcome = await ctx.runMutation(internal.photos.recordUpload, { userId, storageId, smallStorageId });
    if (outcome === "missing") throw new ConvexError(MESSAGES.photoMissing);
    if (outcome !== "ok") throw new ConvexError(MESSAGES.photoNotYours);
    for (const ref of refs) await syncStored(ctx, ref);
    return null;
  },
});

/**
 * Records a checked upload and its small copy for its uploader; "taken" when either already
 * belongs to someone or a review, "missing" when a file is gone (the orphan sweep may delete an old
 * unregistered file while it is being checked). A bucket key must be one handed to this uploader.
 */
export const recordUpload = internalMutation({
  args: { userId: v.id("users"), storageId: v.string(), smallStorageId: v.optional(v.string()) },
  returns: v.union(v.literal("ok"), v.literal("taken"), v.literal("missing")),
  handler: async (ctx, { userId, storageId, smallStorageId }) => {
    if (smallStorageId === storageId) return "taken";
    const large = await claimOf(ctx, storageId);
    const small = smallStorageId === undefined ? null : await claimOf(ctx, smallStorageId);
    if (large.attached || small?.attached) return "taken";
    // Registering the same pair again is harmless.
    if (large.upload && !large.upload.awaiting)
      return large.upload.userId === userId &&
        large.upload.storageId === storageId &&
        large.upload.smallStorageId === smallStorageId
        ? "ok"
        : "taken";
    for (const [ref, claim] of [[storageId, large], ...(small ? [[smallStorageId!, small] as const] : [])] as const) {
      const verdict = await freeFor(ctx, ref, claim.upload, userId);
      if (verdict !== "ok") return verdict;
    }
    if (large.upload) await ctx.db.patch("uploads", large.upload._id, { awaiting: undefined, smallStorageId });
    else await ctx.db.insert("uploads", { userId, storageId, smallStorageId });
    if (small?.upload) await ctx.db.delete("uploads", small.upload._id);
    return "ok";
  },
});

/**
 * Whether a checked file may become the caller's upload: a Convex file that exists and nobody holds,
 * or a bucket key handed to the caller and not yet registered.
 */
async function freeFor(ctx: MutationCtx, ref: string, upload: Doc<"uploads"> | null, userId: Id<"users">) {
  if (isBucketKey(ref))
    return upload?.awaiting === true && upload.userId === userId && upload.storageId === ref ? "ok" : "taken";
  const id = ctx.db.system.normalizeId("_storage", ref);
  if (id === null || (await ctx.db.system.get("_storage", id)) === null) return "missing";
  return upload === null ? "ok" : "taken";
}

/**
 * Deletes refused files, except one that already belongs to someone (then it is not the caller's to
 * delete); a refused bucket object goes with the key the caller was handed for it.
 */
export const discardUnclaimed = internalMutation({
  args: { userId: v.id("users"), storageIds: v.array(v.string()) },
  returns: v.null(),
  handler: async (ctx, { userId, storageIds }) => {
    for (const storageId of storageIds) {
      const { upload, attached } = await claimOf(ctx, storageId);
      if (isBucketKey(storageId)) {
        if (upload?.awaiting !== true || upload.userId !== userId || upload.storageId !== storageId) continue;
        await ctx.db.delete("uploads", upload._id);
        await deleteStored(ctx, [storageId]);
      } else if (!upload && !attached) await deleteStored(ctx, [storageId]);
    }
    return null;
  },
});

/** Drops the caller's own uploads (both sizes) that will not become a review (a failed or abandoned submit). */
export const discardUploads = mutationWithUserId({
  args: { storageIds: v.array(v.string()) },
  returns: v.null(),
  handler: async (ctx, { storageIds }) => {
    const { userId } = ctx;
    await enforceRateLimit(ctx, "discardUploads", userId);
    for (const storageId of storageIds.slice(0, 20)) {
      const { upload } = await claimOf(ctx, storageId);
      if (upload?.userId !== userId || upload.storageId !== storageId) continue;
      await ctx.db.delete("uploads", upload._id);
      await deleteStored(ctx, [upload.storageId, upload.smallStorageId]);
    }
    return null;
  },
});

/** Uploads looked at per transaction of the purge below. */
const STALE_UPLOAD_BATCH = 200;

/**
 * Uploads never attached to a review (a tab closed mid-submit), and bucket keys handed out but never
 * registered (an object PUT and abandoned: the bucket's orphans): removed with their files after a
 * day (a file already gone is skipped). Hourly; a full batch schedules the next, so a backlog drains.
 */
export const purgeStaleUploads = internalMutation({
  args: {},
  returns: v.number(),
  handler: async (ctx) => {
    const stale = await ctx.db
      .query("uploads")
      .withIndex("by_creation_time", (q) => q.lt("_creationTime", Date.now() - STALE_UPLOAD_MS))
      .take(STALE_UPLOAD_BATCH);
    for (const upload of stale) {
      await ctx.db.delete("uploads", upload._id);
      await deleteStored(ctx, [upload.storageId, upload.smallStorageId]);
    }
    if (stale.length === STALE_UPLOAD_BATCH) await runStep(ctx, internal.photos.purgeStaleUploads, {});
    return stale.length;
  },
});

/**
 * The daily sweep of stored files nobody holds: older than ORPHAN_FILE_MS and neither a pending
 * upload nor a review photo (a file POSTed to an upload URL but never registered stays otherwise
 * forever), looking back ORPHAN_LOOKBACK_MS rather than at every photo ever stored. ORPHAN_BATCH
 * files per transaction, oldest first; it schedules its own next batch until it has seen the range.
 */
export const purgeOrphanFiles = internalMutation({
  args: { since: v.optional(v.number()), cutoff: v.optional(v.number()), cursor: v.optional(v.string()) },
  returns: v.number(),
  handler: async (ctx, args) => {
    const cutoff = args.cutoff ?? Date.now() - ORPHAN_FILE_MS;
    // `since: 0` sweeps everything (once, for files orphaned before the sweep existed).
    const since = args.since ?? cutoff - ORPHAN_LOOKBACK_MS;
    const { deleted, cursor, done } = await deleteOrphanFiles(ctx, since, cutoff, args.cursor ?? null);
    if (!done) await runStep(ctx, internal.photos.purgeOrphanFiles, { since, cutoff, cursor });
    return deleted;
  },
});

/** A page of photos in upload order, the ones on it without a small copy (for photoSizes.backfillSmallCopies). */
export const withoutSmallCopy = internalQuery({
  args: { cursor: v.union(v.string(), v.null()), numItems: v.number() },
  returns: v.object({
    photos: v.array(v.object({ _id: v.id("photos"), storageId: v.string() })),
    continueCursor: v.string(),
    isDone: v.boolean(),
  }),
  handler: async (ctx, { cursor, numItems }) => {
    const page = await ctx.db.query("photos").paginate({ cursor, numItems });
    return {
      photos: page.page
        .filter((photo) => photo.smallStorageId === undefined)
        .map(({ _id, storageId }) => ({ _id, storageId })),
      continueCursor: page.continueCursor,
      isDone: page.isDone,
    };
  },
});

/** Gives a photo the small copy the server made; a copy that came too late (the photo is gone or has one) is deleted. */
export const attachSmallCopy = internalMutation({
  args: { photoId: v.id("photos"), smallStorageId: v.string() },
  returns: v.null(),
  handler: async (ctx, { photoId, smallStorageId }) => {
    const photo = await ctx.db.get("photos", photoId);
    if (photo === null || photo.smallStorageId !== undefined) await deleteStored(ctx, [smallStorageId]);
    else {
      await ctx.db.patch("photos", photoId, { smallStorageId });
      await panelChanged(ctx, photo.shopId);
    }
    return null;
  },
});
