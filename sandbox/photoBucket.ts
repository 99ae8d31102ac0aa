import { createRequire } from "node:module";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

type S3rverOptions = {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string; configs: string[] }[];
};
type S3rverServer = { run(): Promise<{ port: number }>; close(): Promise<void> };

// s3rver ships no types; this is the part of its API the sandbox uses.
const S3rver = createRequire(import.meta.url)("s3rver") as new (options: S3rverOptions) => S3rverServer;

/** s3rver's fixed credentials: it checks request signatures against them. */
export const CREDENTIAL = "S3RVER";
export const PHOTO_BUCKET = "photos";

/**
 * The browser PUTs photos to presigned URLs from the app's origin and loads them as images: the
 * bucket answers cross-origin requests as an R2 bucket with a CORS policy for the site does.
 */
const CORS = `<CORSConfiguration><CORSRule>
  <AllowedOrigin>*</AllowedOrigin>
  <AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>
  <AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds>
</CORSRule></CORSConfiguration>`;

export type PhotoBucket = {
  /** The R2_* settings (and R2_PUBLIC_URL) that point the app's photo store at this bucket. */
  env: Record<string, string>;
  /** Where the bucket's objects are served: `${publicUrl}/${key}`. */
  publicUrl: string;
  close: () => Promise<void>;
};

/**
 * A local S3-compatible bucket (s3rver, files in a temporary folder) on a free port of 127.0.0.1,
 * standing in for an R2 bucket and its public domain: the real @convex-dev/r2 code talks to it offline.
 */
export async function startPhotoBucket(): Promise<PhotoBucket> {
  const directory = mkdtempSync(join(tmpdir(), "brewmap-bucket-"));
  // The sandbox exits on a signal without closing: its photos go with it, as everything else it holds.
  const removeFiles = () => rmSync(directory, { recursive: true, force: true });
  process.once("exit", removeFiles);
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: PHOTO_BUCKET, configs: [CORS] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const publicUrl = `${endpoint}/${PHOTO_BUCKET}`;
  return {
    env: {
      R2_BUCKET: PHOTO_BUCKET,
      R2_ENDPOINT: endpoint,
      R2_ACCESS_KEY_ID: CREDENTIAL,
      R2_SECRET_ACCESS_KEY: CREDENTIAL,
      R2_PUBLIC_URL: publicUrl,
    },
    publicUrl,
    close: async () => {
      await server.close();
      removeFiles();
    },
  };
}
