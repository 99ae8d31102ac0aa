import type { Id } from "@convex/_generated/dataModel";
import { codeKey } from "@convex/rules/emailCodes";
import { insertReview, insertShop } from "../tests/support/testData";
import type { SandboxBackend } from "./backend";

/** Tests only: marks an account established (rules/trust.ts), as an old account with reviews is. */
export async function establishTestUser(backend: SandboxBackend, userId: Id<"users">) {
  await backend.t.run((ctx) => ctx.db.patch("users", userId, { establishedAt: 0 }));
}

/** Tests only: marks an account's email verified, as entering the code emailed at sign-up does (decision 26). */
export async function verifyTestUser(backend: SandboxBackend, userId: Id<"users">) {
  await backend.t.run(async (ctx) => {
    await ctx.db.patch("users", userId, { emailVerificationTime: Date.now() });
    // Entering the code also ends its send (convex/emailCodes.ts finish), so other codes may go at once.
    const email = (await ctx.db.get("users", userId))?.email;
    const sent = await ctx.db
      .query("emailCodeSends")
      .withIndex("by_key", (q) => q.eq("key", codeKey("verify", email ?? "")))
      .unique();
    if (sent !== null) await ctx.db.delete("emailCodeSends", sent._id);
  });
}

/** `city` and `state` (as stored: "LOWELL", "MA") default to Boston's; `country` to the United States. */
export type TestShop = {
  name: string;
  lat: number;
  lng: number;
  city?: string;
  state?: string;
  country?: string;
  photos?: Id<"_storage">[];
};

/**
 * Browser tests only (SANDBOX_TEST_HOOKS=1): a shop (and, with `photos`, one review carrying
 * them) written straight into the backend, as another user's write would arrive.
 */
export async function insertTestShop(backend: SandboxBackend, shop: TestShop) {
  return backend.t.run(async (ctx) => {
    const submitter = (await ctx.db.query("users").first())!;
    const place = shop.city && shop.state ? { city: shop.city, state: shop.state, country: shop.country } : {};
    const id = await insertShop(ctx, submitter._id, { name: shop.name, lat: shop.lat, lng: shop.lng, ...place });
    if (shop.photos?.length) {
      const reviewId = await insertReview(ctx, id, submitter._id, { text: "Photos from a test.", photos: shop.photos });
      for (const storageId of shop.photos) {
        await ctx.db.insert("photos", { shopId: id, reviewId, userId: submitter._id, storageId });
      }
    }
    return id;
  });
}
