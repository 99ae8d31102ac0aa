import type { Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";

/** Who holds a stored file: a pending upload row (its uploader) and/or a review photo. */
export async function claimOf(ctx: Pick<QueryCtx, "db">, storageId: Id<"_storage">) {
  const upload = await ctx.db
    .query("uploads")
    .withIndex("by_storage", (q) => q.eq("storageId", storageId))
    .unique();
  const attached = await ctx.db
    .query("photos")
    .withIndex("by_storage", (q) => q.eq("storageId", storageId))
    .first();
  return { upload, attached };
}
