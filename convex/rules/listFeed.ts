// What friends' feeds say about shared lists (docs/product.md §2 Feed): a list made public, or shops added to a
// public or friends list, grouped per person, list and hour. Pure, shared by convex/model/listFeed.ts and the feed.

/** Additions by one person to one list within this long are one feed item. */
export const LIST_FEED_GROUP_MS = 60 * 60 * 1000;
/** Shops a grouped addition remembers (the newest), to name one and to know whether any is still on the list. */
export const LIST_FEED_SHOPS = 5;

/** The group an addition at `time` belongs to. */
export const listFeedHour = (time: number): number => Math.floor(time / LIST_FEED_GROUP_MS);

/** A group's remembered shops with one more added: the newest last, the oldest dropped past the limit. */
export function withShop<T>(shops: readonly T[], shop: T): T[] {
  return [...shops.filter((other) => other !== shop), shop].slice(-LIST_FEED_SHOPS);
}

/**
 * How many of a group's additions the feed still counts: those it remembers and are still on the list, plus the
 * ones it no longer remembers (which it cannot check). Nothing while none it remembers is left: the item is withheld.
 */
export function shownCount(group: { count: number; remembered: number }, stillThere: number): number {
  if (stillThere === 0) return 0;
  return Math.max(stillThere, group.count - group.remembered + stillThere);
}

/** "Ana added Blue Bottle to" or "Ana added 5 shops to": the verb phrase before the list's title. */
export function addedPhrase(count: number, shopName: string): string {
  return count === 1 ? `added ${shopName} to` : `added ${count} shops to`;
}
