// Where a photo lives, read from how it is named (docs/decisions/0036-photos-on-object-storage.md):
// a Convex storage id, or the key of an object on the photo bucket. Reviews, photo rows and uploads
// hold one or the other, so photos stored before the bucket existed keep working beside new ones.

/** Every key the app gives a bucket object starts with this, then a random UUID. */
export const BUCKET_KEY_PREFIX = "photos/";

const BUCKET_KEY = /^photos\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a photo reference is a bucket object's key (else it is a Convex storage id). */
export function isBucketKey(ref: string): boolean {
  return BUCKET_KEY.test(ref);
}

/** A new object key: random, so it names nothing about its uploader and cannot be guessed. */
export function newBucketKey(uuid: string): string {
  return `${BUCKET_KEY_PREFIX}${uuid.toLowerCase()}`;
}

/**
 * A bucket object's public address: the bucket's public domain and the key, never signed, so every
 * query returns the same URL and a browser or CDN may cache the photo for good (keys never change content).
 */
export function bucketUrl(publicUrl: string, key: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/${key}`;
}
