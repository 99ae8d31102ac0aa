import { describe, expect, it } from "vitest";
import { MESSAGES } from "./messages";
import { MAX_PHOTO_BYTES, checkUpload, sniffImageType } from "./imageTypes";

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
