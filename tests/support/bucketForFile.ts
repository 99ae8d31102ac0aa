import { afterAll, beforeAll } from "vitest";
import { startPhotoBucket, type PhotoBucket } from "../../sandbox/photoBucket";

/**
 * A local S3-compatible bucket (s3rver) for the calling test file, its R2 settings in the environment while the
 * file runs, so the backend under test publishes to it through the real @convex-dev/r2 code. Call at the top.
 */
export function bucketForFile(): () => PhotoBucket {
  let bucket: PhotoBucket;
  beforeAll(async () => {
    bucket = await startPhotoBucket();
    Object.assign(process.env, bucket.env);
  });
  afterAll(async () => {
    for (const name of Object.keys(bucket.env)) delete process.env[name];
    await bucket.close();
  });
  return () => bucket;
}
