// Which uploaded files count as photos: the real type comes from the file's first bytes, never from
// its name or the type the browser claimed (a renamed text file or an SVG with script stays out).
import { MESSAGES } from "./messages";

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PHOTOS_PER_REVIEW = 10;

/** The long side, in pixels, of a photo as the browser prepares it for upload (at most). */
export const LARGE_PHOTO_SIDE = 2048;

/** The long side, in pixels, of a photo's small copy: what lists show (an 80 px card at 3×, a 375 px phone's panel header at 1×). */
export const SMALL_PHOTO_SIDE = 480;

/** The most a small copy may weigh; a larger one is refused (it would cost lists what they save). */
export const SMALL_PHOTO_MAX_BYTES = 60 * 1024;

/** The small copy's types: WebP where the browser encodes it, else JPEG. */
export const SMALL_PHOTO_TYPES: readonly ImageType[] = ["image/webp", "image/jpeg"];

/** How long a registered upload may wait to be attached to a review before it is deleted. */
export const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;

/** How long a stored file nobody registered (no pending upload, no photo) is kept before it is deleted. */
export const ORPHAN_FILE_MS = 24 * 60 * 60 * 1000;

/**
 * The most pixels a photo may declare (8000 × 5000). A few KB of PNG can declare 23,000 × 23,000,
 * which every viewer's browser would try to allocate (2 GB) when the photo is shown.
 */
export const MAX_PHOTO_PIXELS = 40_000_000;

/** How many bytes a registration reads at a time to find an image's declared size (memory stays bounded). */
export const HEAD_BYTES = 64 * 1024;

/**
 * A safety net on how many HEAD_BYTES windows one registration reads. Each window moves the scan on
 * by nearly its whole length, so a file under MAX_PHOTO_BYTES needs at most ~161.
 */
export const MAX_HEAD_READS = 200;

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

export type Dimensions = { width: number; height: number };

/**
 * What one window of a file says about the image's declared size: the size, `{ readAt }` (it lies
 * further on: scan again from that byte offset of the file), or null (the bytes do not say: the
 * file is truncated or malformed, or the size is not where this looks; see each format below).
 */
export type DimensionScan = Dimensions | { readAt: number } | null;

const u16be = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];
const u16le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8);
const u24le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);
const u32be = (b: Uint8Array, i: number) => b[i] * 2 ** 24 + ((b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]);
const u32le = (b: Uint8Array, i: number) => b[i + 3] * 2 ** 24 + ((b[i + 2] << 16) | (b[i + 1] << 8) | b[i]);

/**
 * The pixel size an image of `type` declares, read from `window`: the file's bytes from byte
 * `offset` on (the first call passes the file's first HEAD_BYTES and offset 0). PNG, GIF and WebP
 * say it in their first bytes; JPEG and AVIF may say it after metadata of any length, so for them a
 * `{ readAt }` asks for the next window. Nothing is decoded: this reads the headers the decoders
 * in browsers size their buffers from.
 */
export function scanDimensions(type: ImageType, window: Uint8Array, offset = 0): DimensionScan {
  switch (type) {
    case "image/png":
      return offset === 0 ? pngDimensions(window) : null;
    case "image/gif":
      return offset === 0 ? gifDimensions(window) : null;
    case "image/webp":
      return offset === 0 ? webpDimensions(window) : null;
    case "image/jpeg":
      return jpegDimensions(window, offset);
    case "image/avif":
      return avifDimensions(window, offset);
  }
}

/** The refusal for an image that declares more than MAX_PHOTO_PIXELS, or null. An unknown size passes (the byte limit still holds). */
export function pixelLimitError(dimensions: Dimensions | null): string | null {
  return dimensions !== null && dimensions.width * dimensions.height > MAX_PHOTO_PIXELS
    ? MESSAGES.photoTooManyPixels
    : null;
}

/**
 * Whether a stored file may be a photo's small copy: an image of SMALL_PHOTO_TYPES, at most
 * SMALL_PHOTO_MAX_BYTES, and (when its header says) no side longer than twice SMALL_PHOTO_SIDE.
 */
export function smallCopyError(size: number, type: ImageType | null, dimensions: Dimensions | null): string | null {
  if (size <= 0 || size > SMALL_PHOTO_MAX_BYTES || type === null || !SMALL_PHOTO_TYPES.includes(type))
    return MESSAGES.photoSmallRefused;
  if (dimensions !== null && Math.max(dimensions.width, dimensions.height) > 2 * SMALL_PHOTO_SIDE)
    return MESSAGES.photoSmallRefused;
  return null;
}

/** PNG: the IHDR chunk, which must come first: signature, length, "IHDR", width, height (big-endian). */
function pngDimensions(b: Uint8Array): Dimensions | null {
  if (b.length < 24 || ascii(b, 12, 16) !== "IHDR") return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

/**
 * GIF: the logical screen, enlarged to fit the first frame as browsers do (Chromium grows the
 * canvas for a first frame larger than the screen). The first frame's descriptor is looked for in
 * this window only: extensions (comments, XMP) longer than HEAD_BYTES before it leave the screen size.
 */
function gifDimensions(b: Uint8Array): Dimensions | null {
  if (b.length < 13) return null;
  let width = u16le(b, 6);
  let height = u16le(b, 8);
  const flags = b[10];
  let p = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0); // after the global colour table
  while (p < b.length) {
    if (b[p] === 0x2c) {
      // Image descriptor: left, top, width, height (little-endian).
      if (p + 9 > b.length) break;
      width = Math.max(width, u16le(b, p + 1) + u16le(b, p + 5));
      height = Math.max(height, u16le(b, p + 3) + u16le(b, p + 7));
      break;
    }
    if (b[p] !== 0x21) break; // trailer or corrupt: no frame
    p += 2; // extension introducer and label, then data sub-blocks up to an empty one
    while (p < b.length && b[p] !== 0) p += b[p] + 1;
    p += 1;
  }
  return { width, height };
}

/** WebP: the canvas of an extended file (VP8X), else the frame of a lossy (VP8) or lossless (VP8L) one. */
function webpDimensions(b: Uint8Array): Dimensions | null {
  if (b.length < 16) return null;
  switch (ascii(b, 12, 16)) {
    case "VP8X":
      return b.length < 30 ? null : { width: 1 + u24le(b, 24), height: 1 + u24le(b, 27) };
    case "VP8 ":
      if (b.length < 30 || !startsWith(b, [0x9d, 0x01, 0x2a], 23)) return null;
      return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
    case "VP8L": {
      if (b.length < 25 || b[20] !== 0x2f) return null;
      const bits = u32le(b, 21);
      return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
    }
    default:
      return null;
  }
}

/** SOF0–SOF15, the frame headers, except DHT (C4), JPG (C8) and DAC (CC), which share the range. */
const isFrameHeader = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * JPEG: the first frame header (SOFn: length, precision, height, width), after any number of
 * metadata segments (EXIF, ICC, XMP…), each skipped by its length. Like libjpeg, stray bytes and
 * 0xFF fill before a marker are skipped. Scan data or the end of the image before any frame header
 * means no size.
 */
function jpegDimensions(b: Uint8Array, offset: number): DimensionScan {
  let p = offset === 0 ? 2 : 0; // past SOI
  for (;;) {
    while (p < b.length && b[p] !== 0xff) p++;
    let q = p;
    while (q < b.length && b[q] === 0xff) q++;
    // Out of bytes: go on from the marker (keeping one 0xFF of a long fill so the scan still moves).
    if (q >= b.length) return { readAt: offset + Math.max(p, b.length - 1) };
    const marker = b[q];
    const segment = q + 1;
    if (marker === 0x00) {
      p = segment; // a stuffed 0xFF00, not a marker
    } else if (marker === 0xd9 || marker === 0xda) {
      return null; // EOI or SOS before any frame header
    } else if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      p = segment; // TEM, RSTn, SOI: no length
    } else if (isFrameHeader(marker)) {
      if (segment + 7 > b.length) return { readAt: offset + p };
      return { width: u16be(b, segment + 5), height: u16be(b, segment + 3) };
    } else {
      if (segment + 2 > b.length) return { readAt: offset + p };
      const length = u16be(b, segment);
      if (length < 2) return null;
      p = segment + length;
    }
  }
}

type Box = { type: string; body: number; end: number };

/** The ISO-BMFF box whose header starts at `p`: "short" when the header runs past the bytes, "bad" when malformed. */
function boxAt(b: Uint8Array, p: number): Box | "short" | "bad" {
  if (p + 8 > b.length) return "short";
  const size = u32be(b, p);
  const type = ascii(b, p + 4, p + 8);
  if (size === 0) return { type, body: p + 8, end: Infinity }; // runs to the end of the file
  if (size === 1) {
    if (p + 16 > b.length) return "short";
    const large = u32be(b, p + 8) * 2 ** 32 + u32be(b, p + 12);
    return large < 16 ? "bad" : { type, body: p + 16, end: p + large };
  }
  return size < 8 ? "bad" : { type, body: p + 8, end: p + size };
}

/** The boxes inside [start, end), as far as the bytes go. */
function boxesIn(b: Uint8Array, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  for (let p = start; p < Math.min(end, b.length);) {
    const box = boxAt(b, p);
    if (typeof box === "string") break;
    boxes.push(box);
    p = box.end;
  }
  return boxes;
}

/**
 * AVIF: the image spatial extents (`ispe`) in meta → iprp → ipco. The largest one counts, which is
 * the primary image (grid tiles, alpha planes and thumbnails are no larger than it). Top-level boxes
 * before `meta` (usually none but ftyp) are skipped by their size; a `meta` box is read from the
 * window it starts, as far as that window goes.
 */
function avifDimensions(b: Uint8Array, offset: number): DimensionScan {
  for (let p = 0; ;) {
    const box = boxAt(b, p);
    if (box === "short") return { readAt: offset + p };
    if (box === "bad") return null;
    if (box.type === "meta") {
      return box.end <= b.length || p === 0 ? largestExtent(b, box) : { readAt: offset + p };
    }
    if (box.end === Infinity) return null; // the last box, and no meta
    p = box.end;
  }
}

function largestExtent(b: Uint8Array, meta: Box): Dimensions | null {
  const iprp = boxesIn(b, meta.body + 4, meta.end).find((box) => box.type === "iprp"); // meta is a full box
  const ipco = iprp && boxesIn(b, iprp.body, iprp.end).find((box) => box.type === "ipco");
  if (!ipco) return null;
  let largest: Dimensions | null = null;
  for (const box of boxesIn(b, ipco.body, ipco.end)) {
    if (box.type !== "ispe" || box.body + 12 > b.length) continue;
    const extent = { width: u32be(b, box.body + 4), height: u32be(b, box.body + 8) }; // after version and flags
    if (largest === null || extent.width * extent.height > largest.width * largest.height) largest = extent;
  }
  return largest;
}
