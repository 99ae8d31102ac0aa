import { GetObjectCommand, HeadObjectCommand } from "@aws-sdk/client-s3";
import { R2 } from "@convex-dev/r2";
import type { ComponentApi } from "@convex-dev/r2/_generated/component.js";
import { componentsGeneric } from "convex/server";
import type { Id } from "../_generated/dataModel";
import { env, type ActionCtx, type MutationCtx } from "../_generated/server";
import { isBucketKey, newBucketKey } from "../rules/photoRefs";
import { bucketPublicUrl } from "./photoAddress";

// Where review photos are stored (docs/decisions/0036-photos-on-object-storage.md). Two stores behind
// one seam: Convex file storage (the default) and an S3-compatible bucket (Cloudflare R2) through
// @convex-dev/r2 when every R2 setting is present. A photo's reference says which store holds it
// (rules/photoRefs.ts), so photos stored before the bucket was configured keep being served and deleted.
// Addresses are built in model/photoAddress.ts, which queries import without the S3 client.

/** What the server's own bucket writes (small copies, the backfill) send: keys never change content. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

// The same reference as `components.r2` in _generated/api, built here so a bare `convex codegen
// --system-udfs`, which leaves components out, breaks nothing.
const r2Component = (componentsGeneric() as unknown as { r2: ComponentApi<"r2"> }).r2;

/** The component's client, reading the R2_* settings now (a test or the sandbox may set them after loading). */
function bucket(): R2 {
  return new R2(r2Component);
}

/**
 * Where the browser sends its next file. Convex storage: an upload URL it POSTs to (the response
 * names the file). The bucket: a presigned PUT URL for a new key, recorded in `uploads` as the
 * caller's before the URL is handed out, so every object on the bucket has a row until it is
 * deleted (the stale-upload purge removes the ones never registered).
 */
export async function uploadTarget(
  ctx: MutationCtx,
  userId: Id<"users">,
): Promise<{ url: string; key: string | null }> {
  if (bucketPublicUrl() === null) return { url: await ctx.storage.generateUploadUrl(), key: null };
  const key = newBucketKey(crypto.randomUUID());
  await ctx.db.insert("uploads", { userId, storageId: key, awaiting: true });
  const { url } = await bucket().generateUploadUrl(key);
  return { url, key };
}

/** A stored file as the upload checks read it: its size and ranges of its bytes. */
export type StoredFile = { size: number; read: (offset: number, length: number) => Promise<Uint8Array> };

/**
 * A stored file, or null when there is none by that reference. On the bucket: HeadObject for the
 * size, ranged GETs for the bytes (the checks read the first bytes, never the whole photo).
 */
export async function openStored(ctx: ActionCtx, ref: string): Promise<StoredFile | null> {
  if (!isBucketKey(ref)) {
    // A string that is no storage id at all names no file either.
    const file = await ctx.storage.get(ref as Id<"_storage">).catch(() => null);
    if (file === null) return null;
    return {
      size: file.size,
      read: async (offset, length) => new Uint8Array(await file.slice(offset, offset + length).arrayBuffer()),
    };
  }
  if (bucketPublicUrl() === null) return null;
  const { client } = bucket();
  const Bucket = env.R2_BUCKET!;
  const head = await client.send(new HeadObjectCommand({ Bucket, Key: ref })).catch((error: unknown) => {
    if (isNotFound(error)) return null;
    throw error;
  });
  if (head === null) return null;
  const size = head.ContentLength ?? 0;
  return {
    size,
    read: async (offset, length) => {
      if (offset >= size) return new Uint8Array();
      const range = `bytes=${offset}-${Math.min(offset + length, size) - 1}`;
      const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: ref, Range: range }));
      return Body ? await Body.transformToByteArray() : new Uint8Array();
    },
  };
}

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = (error ?? {}) as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === "NotFound" || name === "NoSuchKey" || $metadata?.httpStatusCode === 404;
}

/** Records a checked bucket object in the component's metadata (its size and type, from HeadObject). */
export async function syncStored(ctx: ActionCtx, ref: string): Promise<void> {
  if (isBucketKey(ref)) await bucket().syncMetadata(ctx, ref);
}

/** Stores bytes the server made (a small copy, a backfilled photo) in `where`; returns the reference. */
export async function storeBytes(
  ctx: ActionCtx,
  bytes: Uint8Array<ArrayBuffer>,
  type: string,
  where: "bucket" | "convex",
): Promise<string> {
  if (where === "convex") return await ctx.storage.store(new Blob([bytes], { type }));
  const key = newBucketKey(crypto.randomUUID());
  return await bucket().store(ctx, bytes, { key, type, cacheControl: IMMUTABLE });
}

/**
 * Deletes stored files that are still there, each from its own store (one removed outside the app is
 * skipped, not an error). A bucket object goes through the component: its metadata row at once, the
 * object by a retried action. With the bucket no longer configured its objects cannot be reached, so
 * they are left (and logged).
 */
export async function deleteStored(ctx: MutationCtx, refs: readonly (string | undefined)[]): Promise<void> {
  for (const ref of refs) {
    if (ref === undefined) continue;
    if (isBucketKey(ref)) {
      if (bucketPublicUrl() !== null) await bucket().deleteObject(ctx, ref);
      else console.warn(`photoStore: ${ref} left on the bucket (its settings are gone)`);
      continue;
    }
    const id = ctx.db.system.normalizeId("_storage", ref);
    if (id !== null && (await ctx.db.system.get("_storage", id)) !== null) await ctx.storage.delete(id);
  }
}

/** Stores bytes at a key of the server's choosing (a map region's file): never rewritten, so cached for good. */
export async function storeObject(ctx: ActionCtx, key: string, bytes: Uint8Array<ArrayBuffer>, type: string) {
  await bucket().store(ctx, bytes, { key, type, cacheControl: IMMUTABLE });
}

/** Deletes an object the server stored at its own key (a map region's old file), through the component. */
export async function deleteObject(ctx: MutationCtx, key: string): Promise<void> {
  if (bucketPublicUrl() !== null) await bucket().deleteObject(ctx, key);
}
