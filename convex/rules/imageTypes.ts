// Which uploaded files count as photos: the real type comes from the file's first bytes, never from
// its name or the type the browser claimed (a renamed text file or an SVG with script stays out).
import { MESSAGES } from "./messages";

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTOS_PER_REVIEW = 10;

/** How long a registered upload may wait to be attached to a review before it is deleted. */
export const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;

/** How many leading bytes `sniffImageType` needs to decide. */
export const SNIFF_BYTES = 16;

export type ImageType = "image/jpeg" | "image/png" | "image/webp" | "image/gif" | "image/avif";

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/** The image type the bytes really are (JPEG, PNG, WebP, GIF, AVIF), or null for anything else. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  if (bytes.length >= 6 && ["GIF87a", "GIF89a"].includes(ascii(bytes, 0, 6))) return "image/gif";
  // ISO-BMFF: [size][ftyp][brand]; AVIF images and sequences.
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(bytes, 8, 12))) {
    return "image/avif";
  }
  return null;
}

export type UploadVerdict = { ok: true; type: ImageType } | { ok: false; reason: string };

/** Whether a stored file may become a review photo, from its size and first bytes. */
export function checkUpload(size: number, head: Uint8Array): UploadVerdict {
  if (size <= 0) return { ok: false, reason: MESSAGES.photoEmpty };
  if (size > MAX_PHOTO_BYTES) return { ok: false, reason: MESSAGES.photoTooLarge };
  const type = sniffImageType(head);
  if (type === null) return { ok: false, reason: MESSAGES.photoNotImage };
  return { ok: true, type };
}
