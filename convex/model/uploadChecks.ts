import type { ActionCtx } from "../_generated/server";
import {
  HEAD_BYTES,
  MAX_HEAD_READS,
  checkUpload,
  pixelLimitError,
  scanDimensions,
  smallCopyError,
  sniffImageType,
  type Dimensions,
  type ImageType,
} from "../rules/imageTypes";
import { MESSAGES } from "../rules/messages";
import { openStored, type StoredFile } from "./photoStore";

// What registerUpload checks of an uploaded file, in whichever store holds it (model/photoStore.ts):
// its size, its type from its first bytes (never the claimed type), and the pixel size its header declares.

type Check = (
  size: number,
  head: Uint8Array,
  read: (type: ImageType) => Promise<Dimensions | null>,
) => Promise<string | null>;

/** A photo: an image within the byte limit whose header declares no more than the pixel limit. */
export const checkPhoto: Check = async (size, head, read) => {
  const verdict = checkUpload(size, head);
  return verdict.ok ? pixelLimitError(await read(verdict.type)) : verdict.reason;
};

/** A small copy: a small WebP or JPEG of about SMALL_PHOTO_SIDE pixels. */
export const checkSmallCopy: Check = async (size, head, read) => {
  const type = sniffImageType(head);
  return smallCopyError(size, type, type === null ? null : await read(type));
};

/** Why a stored file is refused by `check`, or null; a missing file is refused as missing. */
export async function refusalOf(ctx: ActionCtx, ref: string, check: Check): Promise<string | null> {
  const file = await openStored(ctx, ref);
  if (file === null) return MESSAGES.photoMissing;
  const head = await file.read(0, HEAD_BYTES);
  return check(file.size, head, (type) => declaredDimensions(file, type, head));
}

/**
 * The pixel size the image's header declares, or null when it does not say. Reads HEAD_BYTES at a
 * time (JPEG metadata or AVIF boxes may come before it), never more than one window in memory.
 */
async function declaredDimensions(file: StoredFile, type: ImageType, head: Uint8Array): Promise<Dimensions | null> {
  let window = head;
  let offset = 0;
  for (let reads = 1; ; reads++) {
    const scan = scanDimensions(type, window, offset);
    if (scan === null || "width" in scan) return scan;
    // Past the end (a truncated file) or not moving on: the file does not say.
    if (scan.readAt <= offset || scan.readAt >= file.size || reads >= MAX_HEAD_READS) return null;
    offset = scan.readAt;
    window = await file.read(offset, HEAD_BYTES);
  }
}
