import { describe, expect, it } from "vitest";
import { MESSAGES } from "./messages";
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  checkUpload,
  pixelLimitError,
  scanDimensions,
  sniffImageType,
} from "./imageTypes";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe("sniffImageType", () => {
  it("recognises the five accepted formats by their first bytes", () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF"))).toBe("image/jpeg");
    expect(sniffImageType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toBe("image/png");
    expect(sniffImageType(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toBe("image/webp");
    expect(sniffImageType(bytes("GIF89a", [1, 0, 1, 0]))).toBe("image/gif");
    expect(sniffImageType(bytes("GIF87a"))).toBe("image/gif");
    expect(sniffImageType(bytes([0, 0, 0, 28], "ftypavif", [0, 0, 0, 0]))).toBe("image/avif");
  });

  it("refuses text, SVG, HTML, other ISO-BMFF files and truncated signatures", () => {
    expect(sniffImageType(bytes("hello, I am a text file"))).toBeNull();
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffImageType(bytes('<?xml version="1.0"?><svg>'))).toBeNull();
    expect(sniffImageType(bytes("<!DOCTYPE html><html>"))).toBeNull();
    expect(sniffImageType(bytes([0, 0, 0, 28], "ftypisom"))).toBeNull();
    expect(sniffImageType(bytes([0x89], "PN"))).toBeNull();
    expect(sniffImageType(bytes("RIFF", [1, 2, 3, 4], "WAVE"))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe("checkUpload", () => {
  const png = bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a]);
  it("accepts an image up to 10 MB", () => {
    expect(checkUpload(MAX_PHOTO_BYTES, png)).toEqual({ ok: true, type: "image/png" });
  });
  it("refuses empty, over-size and non-image files", () => {
    expect(checkUpload(0, png)).toEqual({ ok: false, reason: MESSAGES.photoEmpty });
    expect(checkUpload(MAX_PHOTO_BYTES + 1, png)).toEqual({ ok: false, reason: MESSAGES.photoTooLarge });
    expect(checkUpload(20, bytes("just text"))).toEqual({ ok: false, reason: MESSAGES.photoNotImage });
  });
});

const u16be = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u16le = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (width: number, height: number) =>
  bytes(PNG_SIGNATURE, u32be(13), "IHDR", u32be(width), u32be(height), [8, 6, 0, 0, 0], [0, 0, 0, 0]);
const gif = (width: number, height: number, ...rest: (number[] | string)[]) =>
  bytes("GIF89a", u16le(width), u16le(height), [0, 0, 0], ...rest);
const riff = (chunk: string, payload: number[]) =>
  bytes("RIFF", u32be(0), "WEBP", chunk, [payload.length, 0, 0, 0], payload);
/** A JPEG segment: marker, big-endian length (counting itself), payload. */
const segment = (marker: number, payload: number[]) => [0xff, marker, ...u16be(payload.length + 2), ...payload];
const sof = (marker: number, width: number, height: number) =>
  segment(marker, [8, ...u16be(height), ...u16be(width), 1, 1, 0x11, 0]);
const box = (type: string, ...content: (number[] | string)[]) => {
  const body = bytes(...content);
  return [...u32be(body.length + 8), ...[...type].map((c) => c.charCodeAt(0)), ...body];
};
const fullBox = (type: string, ...content: (number[] | string)[]) => box(type, [0, 0, 0, 0], ...content);
const ispe = (width: number, height: number) => fullBox("ispe", u32be(width), u32be(height));
const FTYP = box("ftyp", "avif", [0, 0, 0, 0], "avifmif1");

describe("scanDimensions", () => {
  it("reads a PNG's IHDR", () => {
    expect(scanDimensions("image/png", png(23_000, 23_000))).toEqual({ width: 23_000, height: 23_000 });
    expect(scanDimensions("image/png", png(0xffff_ffff, 1))).toEqual({ width: 4_294_967_295, height: 1 });
    // No IHDR first, or cut short: no size.
    expect(scanDimensions("image/png", bytes(PNG_SIGNATURE, u32be(0), "IDAT", u32be(5), u32be(5)))).toBeNull();
    expect(scanDimensions("image/png", png(100, 100).subarray(0, 20))).toBeNull();
  });

  it("reads a GIF's logical screen, grown to fit the first frame", () => {
    expect(scanDimensions("image/gif", gif(640, 480))).toEqual({ width: 640, height: 480 });
    const frame = (left: number, top: number, width: number, height: number) => [
      0x2c,
      ...u16le(left),
      ...u16le(top),
      ...u16le(width),
      ...u16le(height),
      0,
    ];
    // A comment extension (two sub-blocks), then a frame larger than the 1×1 screen.
    const comment = [0x21, 0xfe, 3, 0x61, 0x62, 0x63, 2, 0x64, 0x65, 0];
    expect(scanDimensions("image/gif", gif(1, 1, comment, frame(10, 20, 60_000, 60_000)))).toEqual({
      width: 60_010,
      height: 60_020,
    });
    // Skips the global colour table (flag set, 2^(1+1) entries).
    const withTable = bytes(
      "GIF89a",
      u16le(4),
      u16le(4),
      [0x81, 0, 0],
      new Array<number>(12).fill(0x2c),
      frame(0, 0, 9_000, 9_000),
    );
    expect(scanDimensions("image/gif", withTable)).toEqual({ width: 9_000, height: 9_000 });
    // A frame inside the screen changes nothing.
    expect(scanDimensions("image/gif", gif(100, 100, frame(5, 5, 10, 10)))).toEqual({ width: 100, height: 100 });
    expect(scanDimensions("image/gif", bytes("GIF89a", [1, 0]))).toBeNull();
  });

  it("reads WebP's VP8X canvas, VP8 frame and VP8L header", () => {
    expect(scanDimensions("image/webp", riff("VP8X", [0x10, 0, 0, 0, ...u24le(9_999), ...u24le(4_999)]))).toEqual({
      width: 10_000,
      height: 5_000,
    });
    const vp8 = [0x50, 0x2a, 0x00, 0x9d, 0x01, 0x2a, ...u16le(16_383 | 0x4000), ...u16le(12_000)];
    expect(scanDimensions("image/webp", riff("VP8 ", vp8))).toEqual({ width: 16_383, height: 12_000 });
    expect(scanDimensions("image/webp", riff("VP8 ", [0x50, 0x2a, 0x00, 0, 0, 0, 1, 0, 1, 0]))).toBeNull(); // no start code
    // VP8L: 14 bits width-1, 14 bits height-1, little-endian.
    const bits = (8_000 - 1) | ((6_000 - 1) << 14);
    expect(
      scanDimensions(
        "image/webp",
        riff("VP8L", [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >>> 24) & 0xff, 0]),
      ),
    ).toEqual({
      width: 8_000,
      height: 6_000,
    });
    expect(scanDimensions("image/webp", bytes("RIFF", u32be(0), "WEBPVP8X"))).toBeNull();
    expect(scanDimensions("image/webp", riff("VP8L", [0x2f, 1, 2]))).toBeNull();
  });

  it("finds a JPEG's frame header after metadata segments, whichever SOF it is", () => {
    const app0 = segment(0xe0, [...bytes("JFIF"), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
    const dht = segment(0xc4, new Array<number>(20).fill(1)); // C4 is in the SOF range but is not one
    const dac = segment(0xcc, [0, 0]);
    for (const marker of [0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]) {
      expect(scanDimensions("image/jpeg", bytes([0xff, 0xd8], app0, dht, dac, sof(marker, 10_000, 5_000)))).toEqual({
        width: 10_000,
        height: 5_000,
      });
    }
    // Fill bytes and stray bytes before a marker are skipped, as libjpeg does.
    expect(
      scanDimensions("image/jpeg", bytes([0xff, 0xd8], app0, [0x12, 0x34, 0xff, 0xff, 0xff], sof(0xc0, 300, 200))),
    ).toEqual({ width: 300, height: 200 });
    // Scan data or the end of the image before any frame header: no size.
    expect(scanDimensions("image/jpeg", bytes([0xff, 0xd8], app0, segment(0xda, [0]), sof(0xc0, 9, 9)))).toBeNull();
    expect(scanDimensions("image/jpeg", bytes([0xff, 0xd8], app0, [0xff, 0xd9]))).toBeNull();
  });

  it("asks for the next window when a JPEG's frame header lies past the bytes read", () => {
    const file = bytes(
      [0xff, 0xd8],
      segment(0xe1, new Array<number>(100).fill(0x41)),
      segment(0xe2, new Array<number>(50).fill(0x42)),
      sof(0xc2, 7_000, 7_000),
    );
    const app2At = 2 + 104;
    const sofAt = app2At + 54;
    // The window ends inside APP1: go on at APP2; inside APP2's header: go on at APP2 itself.
    expect(scanDimensions("image/jpeg", file.subarray(0, 50))).toEqual({ readAt: app2At });
    expect(scanDimensions("image/jpeg", file.subarray(0, app2At + 3))).toEqual({ readAt: app2At });
    // The frame header cut short: go on at it; then read from there.
    expect(scanDimensions("image/jpeg", file.subarray(0, sofAt + 5))).toEqual({ readAt: sofAt });
    expect(scanDimensions("image/jpeg", file.subarray(app2At), app2At)).toEqual({ width: 7_000, height: 7_000 });
    expect(scanDimensions("image/jpeg", file.subarray(sofAt), sofAt)).toEqual({ width: 7_000, height: 7_000 });
    // A window of nothing but fill moves on by its length (less the 0xFF that starts the marker).
    expect(scanDimensions("image/jpeg", new Uint8Array(64).fill(0xff), 1_000)).toEqual({ readAt: 1_063 });
  });

  it("reads the largest AVIF image spatial extent", () => {
    const meta = (...properties: number[][]) =>
      fullBox(
        "meta",
        box("hdlr", [0, 0, 0, 0, 0, 0, 0, 0], "pict"),
        box("iprp", box("ipco", ...properties), box("ipma", [0, 0, 0, 0])),
      );
    const avif = (...rest: number[][]) => bytes(FTYP, ...rest);
    expect(scanDimensions("image/avif", avif(meta(ispe(4_000, 3_000), box("pixi", [0, 0, 0, 0, 3, 8, 8, 8]))))).toEqual(
      { width: 4_000, height: 3_000 },
    );
    // A grid: tiles and the whole; the whole counts.
    expect(scanDimensions("image/avif", avif(meta(ispe(512, 512), ispe(20_000, 20_000), ispe(512, 512))))).toEqual({
      width: 20_000,
      height: 20_000,
    });
    // Boxes before meta are skipped; no ispe, no size.
    expect(scanDimensions("image/avif", avif(box("free", [1, 2, 3]), meta(ispe(64, 48))))).toEqual({
      width: 64,
      height: 48,
    });
    expect(scanDimensions("image/avif", avif(meta(box("pixi", [0]))))).toBeNull();
    // A last box that runs to the end of the file (size 0), and no meta before it.
    expect(scanDimensions("image/avif", bytes(FTYP, u32be(0), "mdat", [1, 2, 3]))).toBeNull();
  });

  it("asks for the window a late AVIF meta box starts at", () => {
    const mdat = box("mdat", new Array<number>(200).fill(7));
    const meta = fullBox("meta", box("iprp", box("ipco", ispe(9_000, 9_000))));
    const file = bytes(FTYP, mdat, meta);
    const metaAt = FTYP.length + mdat.length;
    expect(scanDimensions("image/avif", file.subarray(0, 100))).toEqual({ readAt: metaAt });
    expect(scanDimensions("image/avif", file.subarray(0, metaAt + 10))).toEqual({ readAt: metaAt });
    expect(scanDimensions("image/avif", file.subarray(metaAt), metaAt)).toEqual({ width: 9_000, height: 9_000 });
  });
});

describe("pixelLimitError", () => {
  it("refuses more than 40 megapixels, and only that", () => {
    expect(MAX_PHOTO_PIXELS).toBe(40_000_000);
    expect(pixelLimitError({ width: 8_000, height: 5_000 })).toBeNull();
    expect(pixelLimitError({ width: 8_000, height: 5_001 })).toBe(MESSAGES.photoTooManyPixels);
    expect(pixelLimitError({ width: 23_000, height: 23_000 })).toBe(MESSAGES.photoTooManyPixels);
    expect(pixelLimitError({ width: 0xffff_ffff, height: 0xffff_ffff })).toBe(MESSAGES.photoTooManyPixels);
    // Unknown: the byte limit alone applies.
    expect(pixelLimitError(null)).toBeNull();
  });
});
