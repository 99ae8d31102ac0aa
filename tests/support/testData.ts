// The one place tests make their data: users (signUp in backendHarness.ts), shops, reviews and
// photos. Shops and reviews are written straight into the database (set-up needs no validation;
// the rules themselves are tested through the real mutations) and, like the real mutations, are
// shared with the author's followers' feeds. `shopInput` and `REVIEW` are the real mutations' arguments.
import type { TestConvex } from "convex-test";
import { api } from "@convex/_generated/api";
import type { Doc, Id } from "@convex/_generated/dataModel";
import type { MutationCtx } from "@convex/_generated/server";
import { fanOut, reviewActivity, shopActivity } from "@convex/model/feedRows";
import { recordReviewDrink } from "@convex/model/drinkStats";
import { countShopPlace } from "@convex/model/places";
import type schema from "@convex/schema";
import { addMarker } from "@convex/model/mapTiles";
import { addToRatings } from "@convex/model/ratings";
import { addressKey } from "@convex/rules/address";
import { randomPublicId } from "@convex/rules/identifiers";
import { reviewOverall } from "@convex/rules/ratings";
import { fullName } from "@convex/rules/profile";
import type { ShopDetails } from "@convex/rules/shopForm";
import type { SandboxBackend } from "../../sandbox/backend";
import type { signUp } from "./backendHarness";
import { keepShopName } from "@convex/model/shopNames";

type T = TestConvex<typeof schema>;
type ShopFields = Omit<Doc<"shops">, "_id" | "_creationTime">;
type ReviewFields = Omit<Doc<"reviews">, "_id" | "_creationTime">;
type User = Awaited<ReturnType<typeof signUp>>;

// Shops

let fixtureStreet = 0;

/** A complete shop document (as shops.create would store it) at the given point. */
export function shopDoc(
  submittedBy: Id<"users">,
  overrides: Partial<ShopFields> & { lat?: number; lng?: number } = {},
): ShopFields {
  const { lat = 42.3601, lng = -71.0589, ...rest } = overrides;
  const fixtureAddress = `${++fixtureStreet} Fixture St`; // distinct: the same address twice is refused
  const streetAddress = rest.streetAddress ?? fixtureAddress;
  return {
    addressKey: addressKey(streetAddress),
    publicId: randomPublicId(),
    name: "Fixture Roasters",
    submittedBy,
    submitterName: "Test User",
    streetAddress,
    city: "BOSTON",
    state: "MA",
    roastsOwnBeans: true,
    hours: "7am-5pm",
    website: "https://fixture.example",
    beverages: ["Latte", "Espresso"],
    roastStyle: "medium",
    dairyFree: true,
    glutenFriendly: false,
    mealOptions: false,
    bakeryOptions: true,
    about: "",
    lat,
    lng,
    version: 1,
    ...rest,
  };
}

/** A complete review document (as reviews.create would store it). */
export function reviewDoc(
  shop: Pick<Doc<"shops">, "_id" | "name" | "city" | "state">,
  userId: Id<"users">,
  overrides: Partial<ReviewFields> = {},
): ReviewFields {
  const review: ReviewFields = {
    shopId: shop._id,
    number: 1,
    shopName: shop.name,
    city: shop.city,
    state: shop.state,
    userId,
    userName: "Test User",
    ...REVIEW,
    drinkRating: 4,
    shopRating: 5,
    staffRating: 4,
    text: "Lovely.",
    photos: [],
    userFavDrink: "Latte",
    userFavTemp: "Hot",
    userFavMilk: "Oat",
    userFavRoast: "Medium",
    userFavProcess: "",
    ...overrides,
  };
  return { ...review, overall: overrides.overall ?? reviewOverall(review) };
}

/** Every document of every app table (auth tables included), for before/after comparisons. */
export async function snapshotTables(t: T, tables: readonly string[]): Promise<string> {
  return t.run(async (ctx) => {
    const all: Record<string, unknown[]> = {};
    for (const table of tables) all[table] = await ctx.db.query(table as "users").collect();
    return JSON.stringify(all);
  });
}

let shopCounter = 0;

export type ShopInput = ShopDetails & { lat: number; lng: number };

/** Valid arguments for shops.create (a distinct address each call). */
export function shopInput(overrides: Partial<ShopInput> = {}): ShopInput {
  shopCounter += 1;
  return {
    name: `Fixture Roasters ${shopCounter}`,
    streetAddress: `${shopCounter} Fixture St`,
    city: "Boston",
    state: "MA",
    about: "",
    roastsOwnBeans: true,
    dairyFree: true,
    glutenFriendly: false,
    mealOptions: false,
    bakeryOptions: true,
    hours: "7am-5pm",
    website: "https://fixture.example",
    beverages: ["Latte", "Espresso"],
    roastStyle: "medium",
    lat: 42.3601,
    lng: -71.0589,
    ...overrides,
  };
}

/** A shop written straight into the database at the given point, shared with its adder's followers. */
export async function insertShop(
  ctx: MutationCtx,
  submittedBy: Id<"users">,
  overrides: Parameters<typeof shopDoc>[1] = {},
) {
  const submitter = await ctx.db.get("users", submittedBy);
  const doc = shopDoc(submittedBy, { submitterName: submitter ? fullName(submitter) : "Someone", ...overrides });
  const id = await ctx.db.insert("shops", doc);
  await countShopPlace(ctx, doc, 1);
  const shop = (await ctx.db.get("shops", id))!;
  await keepShopName(ctx, shop);
  await addMarker(ctx, shop);
  await fanOut(ctx, shopActivity(shop), null);
  return id;
}

/** The shop the panel tests open: every About field filled in. */
export const PANEL_SHOP = {
  name: "Panel Test Roasters",
  streetAddress: "1 Panel St",
  roastsOwnBeans: true,
  hours: "Daily 7-5",
  website: "https://example.com/panel",
  beverages: ["Latte", "Espresso"],
  roastStyle: "dark",
  dairyFree: true,
  bakeryOptions: true,
};

// Reviews and photos

export async function insertReview(
  ctx: MutationCtx,
  shopId: Id<"shops">,
  userId: Id<"users">,
  overrides: Partial<Doc<"reviews">> = {},
) {
  const shop = (await ctx.db.get(shopId))!;
  const user = (await ctx.db.get(userId))!;
  const id = await ctx.db.insert(
    "reviews",
    reviewDoc(shop, userId, {
      userName: fullName(user),
      shopRating: 4,
      staffRating: 5,
      text: "Lovely cup.",
      userFavDrink: user.cafeDrink ?? "",
      userFavTemp: user.cafeTemp ?? "",
      userFavMilk: user.cafeMilk ?? "",
      userFavRoast: user.selectedRoast ?? "",
      ...overrides,
    }),
  );
  const { helpfulCount = 0, commentCount = 0 } = (await ctx.db.get(id))!;
  // Its counts in its reviewTotals row, as reviews.create and the jobs keep them (decision 37).
  await ctx.db.patch(id, { helpfulCount: undefined, commentCount: undefined });
  await ctx.db.insert("reviewTotals", { reviewId: id, shopId, helpfulCount, commentCount });
  const review = (await ctx.db.get(id))!;
  await addToRatings(ctx, review, 1); // the shop's ratings and marker, as reviews.create keeps them
  await fanOut(ctx, reviewActivity(review), null);
  return id;
}

/**
 * A review written straight into the database and counted toward its shop's popular drink only, as the
 * review's job counts it (convex/totals.ts): the popular-drink tests, whose shop keeps no ratings.
 */
export async function insertDrinkReview(
  ctx: MutationCtx,
  shopId: Id<"shops">,
  userId: Id<"users">,
  overrides: Partial<ReviewFields> = {},
) {
  const shop = (await ctx.db.get("shops", shopId))!;
  const user = (await ctx.db.get("users", userId))!;
  const id = await ctx.db.insert("reviews", reviewDoc(shop, userId, { userName: fullName(user), ...overrides }));
  await recordReviewDrink(ctx, (await ctx.db.get("reviews", id))!);
  return id;
}

/** A valid 1×1 PNG; `seed` changes a byte of the pixel data so each file is distinct. */
export function pngBytes(seed = 0): Uint8Array {
  const base = [
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2,
    0, 0, 0, 0x90, 0x77, 0x53, 0xde,
  ];
  return new Uint8Array([...base, seed & 0xff, (seed >> 8) & 0xff]);
}

/** The first bytes of a JPEG (enough for the type check). */
export function jpegBytes(seed = 0): Uint8Array {
  return new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, seed & 0xff, 0xff, 0xd9]);
}

/** The first bytes of an extended WebP declaring `width` × `height` (enough for the type and size checks): a small copy. */
export function webpBytes(width = 480, height = 360, seed = 0): Uint8Array<ArrayBuffer> {
  const u24 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
  const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
  return new Uint8Array([
    ...ascii("RIFF"),
    22,
    0,
    0,
    0,
    ...ascii("WEBPVP8X"),
    10,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    ...u24(width - 1),
    ...u24(height - 1),
    seed & 0xff,
    0,
  ]);
}

export const svgBytes = () =>
  new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
export const textBytes = () => new TextEncoder().encode("I am a text file renamed to photo.jpg");

/** Store raw bytes as POST to an upload URL does, with the type the browser would claim. */
export async function storeFile(
  backend: SandboxBackend,
  bytes: Uint8Array,
  type = "image/jpeg",
): Promise<Id<"_storage">> {
  return (await backend.storeUpload(new Blob([bytes as BlobPart], { type }))) as Id<"_storage">;
}

/** Upload and register a photo as `user`. */
/** Uploads and registers a photo for `user`, with a small copy unless `small` is false; resolves to the photo's storage id. */
export async function uploadPhoto(
  backend: SandboxBackend,
  user: User,
  bytes: Uint8Array = pngBytes(Math.random() * 65535),
  small = true,
) {
  const storageId = await storeFile(backend, bytes, "image/png");
  const smallStorageId = small
    ? await storeFile(backend, webpBytes(480, 360, bytes[bytes.length - 1]), "image/webp")
    : undefined;
  await user.as.action(api.photos.registerUpload, { storageId, smallStorageId });
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
