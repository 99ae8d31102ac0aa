// The refusal of a shop at an address another shop already has (docs/product.md §5, §8): the words,
// and the shop they name, which the form links to. Shared by the server and the forms.
import { MESSAGES } from "./messages";

/** The shop already at the address: enough for the form to name it and open its panel. */
export type TakenShop = { id: string; publicId: string; name: string; streetAddress: string };

/** A ConvexError's data for the refusal: the plain message for any caller, and the shop it names. */
export type DuplicateShopData = { message: string; shop: TakenShop };

/** The stored shop at the address, as a refusal names it. */
export function takenShopOf(shop: { _id: string; publicId: string; name: string; streetAddress: string }): TakenShop {
  return { id: shop._id, publicId: shop.publicId, name: shop.name, streetAddress: shop.streetAddress };
}

/** The refusal naming `shop`. */
export function duplicateShopData(shop: TakenShop): DuplicateShopData {
  return { message: MESSAGES.duplicateShop(shop.name, shop.streetAddress), shop };
}

const isText = (value: unknown): value is string => typeof value === "string";

/** The shop a ConvexError's data names as taking the address, or null for any other data. */
export function takenShopIn(data: unknown): TakenShop | null {
  if (typeof data !== "object" || data === null || !("shop" in data)) return null;
  const shop = data.shop as Partial<Record<keyof TakenShop, unknown>> | null;
  if (typeof shop !== "object" || shop === null) return null;
  const { id, publicId, name, streetAddress } = shop;
  return isText(id) && isText(publicId) && isText(name) && isText(streetAddress)
    ? { id, publicId, name, streetAddress }
    : null;
}
