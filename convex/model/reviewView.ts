import { v } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import schema from "../schema";

/** Where a photo can be downloaded: `url` the photo itself (viewers), `smallUrl` its small copy (lists). */
export const photoUrlsValidator = v.object({ url: v.string(), smallUrl: v.string() });

/** A photo's addresses, or null when its file is gone; the small copy is the photo itself until the backfill made one. */
export async function photoUrls(
  ctx: Pick<QueryCtx, "storage">,
  photo: { storageId: Id<"_storage">; smallStorageId?: Id<"_storage"> },
): Promise<{ url: string; smallUrl: string } | null> {
  const [url, smallUrl] = await Promise.all([
    ctx.storage.getUrl(photo.storageId),
    photo.smallStorageId === undefined ? null : ctx.storage.getUrl(photo.smallStorageId),
  ]);
  return url === null ? null : { url, smallUrl: smallUrl ?? url };
}

/** The addresses of a review's photos, one per storage id in its order (null for a file that is gone). */
export async function reviewPhotoUrls(ctx: QueryCtx, review: Pick<Doc<"reviews">, "photos">) {
  return await Promise.all(
    review.photos.map(async (storageId) => {
      const photo = await ctx.db
        .query("photos")
        .withIndex("by_storage", (q) => q.eq("storageId", storageId))
        .first();
      return photoUrls(ctx, { storageId, smallStorageId: photo?.smallStorageId });
    }),
  );
}

/** A review as screens show it: the stored fields plus its photos' addresses, in the review's order. */
export async function reviewView(ctx: QueryCtx, review: Doc<"reviews">) {
  return { ...review, photoUrls: (await reviewPhotoUrls(ctx, review)).filter((urls) => urls !== null) };
}

export type ReviewView = Awaited<ReturnType<typeof reviewView>>;

/** What `reviewView` returns, for the `returns` of the functions that list reviews. */
export const reviewViewValidator = schema.doc("reviews").extend({ photoUrls: v.array(photoUrlsValidator) });
