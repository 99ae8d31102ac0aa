import { searchWords } from "@convex/rules/search";

/** What Enter in the map's search box opens. */
export type EnterChoice<Shop, Place> =
  { kind: "shop"; shop: Shop } | { kind: "place"; place: Place } | { kind: "nothing" };

const sameName = (a: string, b: string) => searchWords(a).join(" ") === searchWords(b).join(" ");

/**
 * The best match for the typed text: a shop of exactly that name, else the city or ZIP code found,
 * else the first shop the name search lists (it is ranked), else nothing ("City not found.").
 */
export function enterChoice<Shop extends { name: string }, Place>(
  text: string,
  shops: readonly Shop[],
  place: Place | null,
): EnterChoice<Shop, Place> {
  const exact = shops.find((shop) => sameName(shop.name, text));
  if (exact) return { kind: "shop", shop: exact };
  if (place) return { kind: "place", place };
  const [first] = shops;
  return first ? { kind: "shop", shop: first } : { kind: "nothing" };
}
