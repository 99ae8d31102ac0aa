import { describe, expect, it } from "vitest";
import { bucketUrl, isBucketKey, newBucketKey } from "./photoRefs";

describe("photo references", () => {
  it("tells a bucket key from a Convex storage id", () => {
    const key = newBucketKey("0B7C39C2-64D5-4D4B-9C41-1B2A8E0F9A77");
    expect(key).toBe("photos/0b7c39c2-64d5-4d4b-9c41-1b2a8e0f9a77");
    expect(isBucketKey(key)).toBe(true);
    expect(isBucketKey("kg2bqz0vjkxq0s4bx0yqs7k3ah7v4a9p")).toBe(false);
    // Only keys the app makes: nothing else in the bucket, no path tricks.
    expect(isBucketKey("photos/../secrets")).toBe(false);
    expect(isBucketKey(`${key}/x`)).toBe(false);
  });

  it("builds a photo's public address from the key, one slash between", () => {
    expect(bucketUrl("https://photos.example.com/", "photos/a")).toBe("https://photos.example.com/photos/a");
    expect(bucketUrl("http://127.0.0.1:9000/photos", "photos/a")).toBe("http://127.0.0.1:9000/photos/photos/a");
  });
});
