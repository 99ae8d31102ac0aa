import imageCompression from "browser-image-compression";
import { LARGE_PHOTO_SIDE, SMALL_PHOTO_MAX_BYTES, SMALL_PHOTO_SIDE } from "@convex/rules/imageTypes";

/** A photo ready to upload: the photo itself and the small copy lists show (null when the browser could not make one small enough). */
export type PreparedPhoto = { large: File; small: File | null };

/**
 * Ready a photo for upload in the browser: the camera's orientation applied, at most
 * LARGE_PHOTO_SIDE on the long side, re-encoded as JPEG, and from that a small copy of
 * SMALL_PHOTO_SIDE, WebP where this browser encodes it (else JPEG), within SMALL_PHOTO_MAX_BYTES.
 * Re-encoding drops every metadata block, GPS position included. `onProgress` receives 0..100.
 */
export async function prepareImage(file: File, onProgress: (percent: number) => void): Promise<PreparedPhoto> {
  if (!file.type.startsWith("image/")) throw new Error(`${file.name} is not an image`);
  const large = await imageCompression(file, {
    maxWidthOrHeight: LARGE_PHOTO_SIDE,
    maxSizeMB: 9,
    fileType: "image/jpeg",
    initialQuality: 0.85,
    // In the page, not a worker: the worker would fetch the library from a CDN.
    useWebWorker: false,
    preserveExif: false,
    onProgress: (percent) => onProgress(percent * 0.8),
  });
  const small = await imageCompression(large, {
    maxWidthOrHeight: SMALL_PHOTO_SIDE,
    maxSizeMB: SMALL_PHOTO_MAX_BYTES / 1024 / 1024,
    fileType: smallCopyType(),
    initialQuality: 0.7,
    useWebWorker: false,
    onProgress: (percent) => onProgress(80 + percent * 0.2),
  });
  return { large, small: small.size <= SMALL_PHOTO_MAX_BYTES ? small : null };
}

let webpEncodes: boolean | undefined;

/** WebP when this browser's canvas encodes it (Safari answers PNG when asked for WebP), else JPEG. */
function smallCopyType(): "image/webp" | "image/jpeg" {
  if (webpEncodes === undefined) {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    webpEncodes = canvas.toDataURL("image/webp").startsWith("data:image/webp");
  }
  return webpEncodes ? "image/webp" : "image/jpeg";
}
