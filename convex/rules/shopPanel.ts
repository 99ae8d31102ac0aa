// What the shop panel's shared query holds of a shop's lists (docs/product.md §2, Shop panel).

/** Reviews on the panel before "More reviews" (five at a time). */
export const PANEL_REVIEWS = 5;
/** Photos the panel takes: only the first is shown, as the shop image (docs/product.md §2, §9). */
export const PANEL_PHOTOS = 3;

/** The shop's reviews a viewer sees: everyone's, but the people the viewer blocked. */
export function withoutBlocked<T extends { userId: string }>(items: readonly T[], blockedIds: readonly string[]): T[] {
  if (blockedIds.length === 0) return [...items];
  const blocked = new Set(blockedIds);
  return items.filter((item) => !blocked.has(item.userId));
}
