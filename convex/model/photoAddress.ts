import type { Id } from "../_generated/dataModel";
import { env, type QueryCtx } from "../_generated/server";
import { bucketUrl, isBucketKey } from "../rules/photoRefs";

// A photo's address, in whichever store holds it (model/photoStore.ts). Kept apart from the store so the
// many queries that show photos load no S3 client.

/** A photo's address, or null when it is gone (or on a bucket no longer configured). Never signed: see bucketUrl. */
export async function photoUrl(ctx: Pick<QueryCtx, "storage">, ref: string): Promise<string | null> {
  if (!isBucketKey(ref)) return await ctx.storage.getUrl(ref as Id<"_storage">);
  const publicUrl = env.R2_PUBLIC_URL;
  return publicUrl ? bucketUrl(publicUrl, ref) : null;
}
