// Shops, image bytes and uploads for the review and photo tests.
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import type { signUp } from "./backendHarness";
import { insertShop as insertShopInTx } from "./fixtures";
import type { SandboxBackend } from "../../sandbox/backend";

type User = Awaited<ReturnType<typeof signUp>>;

/** A shop inserted directly, from outside a transaction. */
export async function insertShop(
  backend: SandboxBackend,
  submittedBy: Id<"users">,
  overrides: Partial<{ name: string; streetAddress: string; city: string; state: string }> = {},
): Promise<Id<"shops">> {
  return backend.t.run((ctx) => insertShopInTx(ctx, submittedBy, { name: "Test Roasters", streetAddress: "1 Test St", ...overrides }));
}

/** A valid 1×1 PNG; `seed` changes a byte of the pixel data so each file is distinct. */
export function pngBytes(seed = 0): Uint8Array {
  const base = [
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0,
    0x90, 0x77, 0x53, 0xde,
  ];
  return new Uint8Array([...base, seed & 0xff, (seed >> 8) & 0xff]);
}

/** The first bytes of a JPEG (enough for the type check). */
export function jpegBytes(seed = 0): Uint8Array {
  return new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, seed & 0xff, 0xff, 0xd9]);
}

export const svgBytes = () => new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
export const textBytes = () => new TextEncoder().encode("I am a text file renamed to photo.jpg");

/** Store raw bytes as POST to an upload URL does, with the type the browser would claim. */
export async function storeFile(backend: SandboxBackend, bytes: Uint8Array, type = "image/jpeg"): Promise<Id<"_storage">> {
  return (await backend.storeUpload(new Blob([bytes as BlobPart], { type }))) as Id<"_storage">;
}

/** Upload and register a photo as `user`. */
export async function uploadPhoto(backend: SandboxBackend, user: User, bytes: Uint8Array = pngBytes(Math.random() * 65535)) {
  const storageId = await storeFile(backend, bytes, "image/png");
  await user.as.action(api.photos.registerUpload, { storageId });
  return storageId;
}

export const REVIEW = {
  bev: "Latte",
  milk: "Oat",
  temp: "Hot",
  roast: "Medium",
  process: "Washed",
  flavoring: false,
  drinkRating: 5,
  shopRating: 4,
  staffRating: 3,
  text: "Silky oat latte, lovely staff.",
} as const;
