import type { Id } from "../_generated/dataModel";
import { env, type QueryCtx } from "../_generated/server";
import { bucketUrl, isBucketKey } from "../rules/photoRefs";

// A photo's address, in whichever store holds it (model/photoStore.ts). Kept apart from the store so the
// many queries that show photos load no S3 client.

/** The deployment's settings the bucket needs: @convex-dev/r2's four, and the bucket's public domain. */
const BUCKET_SETTINGS = ["R2_BUCKET", "R2_ENDPOINT", "R2_ACCESS_KEY_ID", "R2_SECRET_ACCESS_KEY", "R2_PUBLIC_URL"];

/** The bucket's public domain when photos (and the map's region files) go to the bucket, else null. */
export function bucketPublicUrl(): string | null {
  return BUCKET_SETTINGS.every((name) => env[name]) ? env.R2_PUBLIC_URL! : null;
}

/** A photo's address, or null when it is gone (or on a bucket no longer configured). Never signed: see bucketUrl. */
export async function photoUrl(ctx: Pick<QueryCtx, "storage">, ref: string): Promise<string | null> {
  if (!isBucketKey(ref)) return await ctx.storage.getUrl(ref as Id<"_storage">);
  const publicUrl = env.R2_PUBLIC_URL;
  return publicUrl ? bucketUrl(publicUrl, ref) : null;
}
