import type { QueryCtx } from "../_generated/server";

/**
 * Who holds a stored file (a Convex storage id or a bucket key), as a photo or as its small copy: a pending upload row (its uploader)
 * and/or a review photo.
 */
export async function claimOf(ctx: Pick<QueryCtx, "db">, storageId: string) {
  const [uploadOfLarge, uploadOfSmall, photoOfLarge, photoOfSmall] = await Promise.all([
    ctx.db
      .query("uploads")
      .withIndex("by_storage", (q) => q.eq("storageId", storageId))
      .unique(),
    ctx.db
      .query("uploads")
      .withIndex("by_small", (q) => q.eq("smallStorageId", storageId))
      .first(),
    ctx.db
      .query("photos")
      .withIndex("by_storage", (q) => q.eq("storageId", storageId))
      .first(),
    ctx.db
      .query("photos")
      .withIndex("by_small", (q) => q.eq("smallStorageId", storageId))
      .first(),
  ]);
  return { upload: uploadOfLarge ?? uploadOfSmall, attached: photoOfLarge ?? photoOfSmall };
}
