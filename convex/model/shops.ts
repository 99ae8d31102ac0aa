// The work of shops.create and shops.update (convex/shops.ts): the form's checks, the duplicate
// address, the write, what changes with the shop (badges, places, its map marker, the edit history)
// and what it queues (the followers' feed rows, the copies of a new name).
import type { PaginationOptions } from "convex/server";
import { ConvexError } from "convex/values";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { countAddedShop } from "./badges";
import { queueFanOut, shopActivity } from "./feedRows";
import { markerMoves } from "./mapTiles";
import { openingHoursToStore } from "./openingHours";
import { uniquePublicId } from "./publicIds";
import { flagForModerators } from "./moderation";
import { enforceNewAccountAllowance, enforceRateLimit } from "./rateLimits";
import { spreadShopName } from "./renames";
import { reopenShop } from "./shopClosure";
import { addressKey } from "../rules/address";
import { storedCountry } from "../rules/countries";
import { eachCountryKey, pageAcrossCountryKeys } from "./countries";
import { duplicateShopData, takenShopOf } from "../rules/duplicateShop";
import { MESSAGES } from "../rules/messages";
import { objectionableError } from "../rules/objectionable";
import { openingHoursChanges } from "../rules/hoursText";
import type { PracticalField } from "../rules/practicalTraits";
import type { Week } from "../rules/openingHours";
import { nameOrEmail } from "../rules/profile";
import { REOPEN_REQUEST_FLAG } from "../rules/reports";
import { isResubmission } from "../rules/resubmission";
import {
  coordinatesError,
  normalizeShopDetails,
  normalizeShopEdit,
  shopChanges,
  shopDetailsError,
  shopEditError,
  shopEditOf,
  type ShopDetails,
  type ShopEdit,
} from "../rules/shopForm";
import { timeZoneField } from "../rules/timeZone";
import { isEstablished } from "../rules/trust";
import { queueMarker, queuePlace } from "./sharedTotals";
import { panelChanged } from "./panelFiles";
import { keepShopName } from "./shopNames";

type WithUser = MutationCtx & { user: Doc<"users"> };

/**
 * A shop at an address other than `except`, if any (the duplicate check of docs/product.md §5). Street
 * addresses compare by their key (rules/address.ts), so "107 Tremont Street" is "107 Tremont St".
 */
export async function shopAtAddress(
  ctx: QueryCtx,
  address: { state: string; city: string; streetAddress: string; country?: string },
  except?: Id<"shops">,
) {
  const key = addressKey(address.streetAddress);
  const shops = await eachCountryKey(storedCountry(address), (country) =>
    ctx.db
      .query("shops")
      .withIndex("by_address", (q) =>
        q.eq("country", country).eq("state", address.state).eq("city", address.city).eq("addressKey", key),
      )
      .take(2),
  );
  return shops.find((shop) => shop._id !== except) ?? null;
}

type Town = { country: string; state: string; city: string };

/** A town's shops by name, at most `limit` (for the US with those from before countries). */
export async function shopsInTown(ctx: QueryCtx, town: Town, limit: number): Promise<Doc<"shops">[]> {
  const shops = await eachCountryKey(town.country, (country) =>
    ctx.db
      .query("shops")
      .withIndex("by_country_state_city_name", (q) =>
        q.eq("country", country).eq("state", town.state).eq("city", town.city),
      )
      .take(limit),
  );
  return shops.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)).slice(0, limit);
}

/** A page of a town's shops by name (each country key's range in turn: decision 34). */
export async function shopsInTownPage(ctx: QueryCtx, town: Town, options: PaginationOptions) {
  const inTown = (country: string | undefined) =>
    ctx.db
      .query("shops")
      .withIndex("by_country_state_city_name", (q) =>
        q.eq("country", country).eq("state", town.state).eq("city", town.city),
      );
  return await pageAcrossCountryKeys(
    town.country,
    options,
    (country, keyOptions) => inTown(country).paginate(keyOptions),
    async (country) => (await inTown(country).first()) !== null,
  );
}

/** A town's outermost shop by latitude or longitude, one per country key (for the city search's box). */
export async function townEnds(
  ctx: QueryCtx,
  town: Town,
  index: "by_country_state_city_lat" | "by_country_state_city_lng",
  order: "asc" | "desc",
): Promise<Doc<"shops">[]> {
  const ends = await eachCountryKey(town.country, (country) =>
    ctx.db
      .query("shops")
      .withIndex(index, (q) => q.eq("country", country).eq("state", town.state).eq("city", town.city))
      .order(order)
      .first()
      .then((shop) => (shop ? [shop] : [])),
  );
  return ends;
}

/** shops.create's work: checks, then the shop, its badges, place counts and marker; its feed rows queued. */
export async function createShop(
  ctx: WithUser,
  { lat, lng, openingHours, ...input }: ShopDetails & { lat: number; lng: number; openingHours?: Week | null },
): Promise<{ _id: Id<"shops">; publicId: string }> {
  const { user } = ctx;
  await enforceRateLimit(ctx, "createShop", user._id);
  const details = normalizeShopDetails(input);
  const problem = shopDetailsError(details) ?? objectionableError([["Shop name", details.name]]);
  if (problem) throw new ConvexError(problem);
  const hours = openingHoursToStore(openingHours, details.hours);
  const existing = await shopAtAddress(ctx, details);
  // The same shop sent again by its adder (a double click, a retry) is the one already stored.
  if (
    existing &&
    existing.submittedBy === user._id &&
    isResubmission(existing, { name: details.name, streetAddress: details.streetAddress }, Date.now())
  ) {
    return { _id: existing._id, publicId: existing.publicId };
  }
  if (existing) throw new ConvexError(duplicateShopData(takenShopOf(existing)));
  const pinProblem = coordinatesError(lat, lng);
  if (pinProblem) throw new ConvexError(pinProblem);
  await enforceNewAccountAllowance(ctx, user);

  const publicId = await uniquePublicId(ctx);
  const _id = await ctx.db.insert("shops", {
    ...details,
    addressKey: addressKey(details.streetAddress),
    lat,
    lng,
    ...(hours ? { openingHours: hours } : {}),
    ...timeZoneField(lat, lng), // opening hours are read in the shop's own time zone
    publicId,
    submittedBy: user._id,
    submitterName: nameOrEmail(user),
    version: 1,
  });
  await countAddedShop(ctx, user._id, details);
  await queuePlace(ctx, details, 1);
  const shop = (await ctx.db.get("shops", _id))!;
  await keepShopName(ctx, shop);
  await queueMarker(ctx, _id, null);
  await queueFanOut(ctx, shopActivity(shop));
  return { _id, publicId };
}

/** shops.update's work: checks against the version edited, then the shop, its marker and its edit record; renamed copies queued. */
export async function updateShop(
  ctx: WithUser,
  {
    id,
    version,
    location,
    openingHours,
    reopen,
    ...input
  }: {
    id: Id<"shops">;
    version: number;
    location?: { lat: number; lng: number };
    openingHours?: Week | null;
    reopen?: boolean;
  } & Partial<Omit<ShopEdit, PracticalField>> & { [K in PracticalField]?: ShopEdit[K] | null },
): Promise<{ version: number; changed: number; reopening?: "reopened" | "requested" }> {
  const { user } = ctx;
  await enforceRateLimit(ctx, "editShop", user._id);
  const shop = await ctx.db.get("shops", id);
  if (shop === null) throw new ConvexError(MESSAGES.shopNotFound);
  if (shop.version !== version) throw new ConvexError(MESSAGES.shopEditConflict);
  const reopening = reopen ? await askToReopen(ctx, shop) : undefined;
  const before = shopEditOf(shop);
  // Left out keeps what is stored; null (a practical trait back to "not sure") clears it.
  const given = Object.fromEntries(
    Object.entries(input)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, value ?? undefined]),
  );
  const edit = normalizeShopEdit({ ...before, ...given });
  const problem = shopEditError(edit) ?? objectionableError([["Shop name", edit.name]]);
  if (problem) throw new ConvexError(problem);
  // Typed hours that can be read are the week; else left out keeps the stored week, null clears it.
  const hours = openingHoursToStore(openingHours, edit.hours, shop.openingHours);
  const moved = edit.streetAddress !== shop.streetAddress;
  if (moved) {
    const taken = await shopAtAddress(ctx, { ...shop, streetAddress: edit.streetAddress }, id);
    if (taken) throw new ConvexError(duplicateShopData(takenShopOf(taken)));
    if (!location) throw new ConvexError(MESSAGES.pinForNewAddress);
    const pinProblem = coordinatesError(location.lat, location.lng);
    if (pinProblem) throw new ConvexError(pinProblem);
  }

  const changes = [...shopChanges(before, edit), ...openingHoursChanges(shop.openingHours, hours)];
  if (changes.length === 0) return { version: shop.version, changed: 0, ...(reopening ? { reopening } : {}) };
  await ctx.db.patch("shops", id, {
    ...edit,
    addressKey: addressKey(edit.streetAddress),
    ...(moved && location ? { lat: location.lat, lng: location.lng } : {}),
    openingHours: hours,
    ...timeZoneField(moved && location ? location.lat : shop.lat, moved && location ? location.lng : shop.lng),
    version: shop.version + 1,
  });
  const after = (await ctx.db.get("shops", id))!;
  if (markerMoves(shop, after)) await queueMarker(ctx, id, shop);
  await keepShopName(ctx, after);
  await panelChanged(ctx, id);
  await ctx.db.insert("shopEdits", {
    shopId: id,
    editorId: user._id,
    editorName: nameOrEmail(user),
    changes,
  });
  if (edit.name !== shop.name) await spreadShopName(ctx, id);
  return { version: shop.version + 1, changed: changes.length, ...(reopening ? { reopening } : {}) };
}

/**
 * The editor says the closed shop is open again (decision 27): a moderator's word reopens it; an
 * established member's puts it in the moderators' queue, where Reopen awaits; anyone else is refused
 * before anything is saved. An edit without it leaves a closed shop closed.
 */
async function askToReopen(ctx: WithUser, shop: Doc<"shops">): Promise<"reopened" | "requested" | undefined> {
  if (shop.closedAt === undefined) return undefined;
  if (ctx.user.role === "moderator") {
    await reopenShop(ctx, shop);
    return "reopened";
  }
  if (!isEstablished(ctx.user, Date.now())) throw new ConvexError(MESSAGES.reopenNeedsStanding);
  await flagForModerators(ctx, {
    kind: "shop",
    itemId: shop._id,
    ownerId: shop.submittedBy,
    reason: REOPEN_REQUEST_FLAG,
  });
  return "requested";
}
