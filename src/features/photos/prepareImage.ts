import imageCompression from "browser-image-compression";

/** Longest side of an uploaded photo, in pixels. */
const MAX_PHOTO_SIDE = 2048;

/**
 * Ready a photo for upload in the browser: the camera's orientation applied, at most 2048 px on the
 * long side, re-encoded as JPEG. Re-encoding drops every metadata block, GPS position included.
 * `onProgress` receives 0..100.
 */
export async function prepareImage(file: File, onProgress: (percent: number) => void): Promise<File> {
  if (!file.type.startsWith("image/")) throw new Error(`${file.name} is not an image`);
  return imageCompression(file, {
    maxWidthOrHeight: MAX_PHOTO_SIDE,
    maxSizeMB: 9,
    fileType: "image/jpeg",
    initialQuality: 0.85,
    // In the page, not a worker: the worker would fetch the library from a CDN.
    useWebWorker: false,
    preserveExif: false,
    onProgress,
  });
}
