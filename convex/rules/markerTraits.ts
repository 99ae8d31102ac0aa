// What the map's filters ask of a shop, packed into one number a marker and 3 bytes of a tile
// (convex/model/mapTiles.ts): bits 0-1 the roast style (0 when unknown), bits 2-6 the yes/no
// options, bit 7 "permanently closed", bits 8-21 the beverages served (bit 8 + i for SHOP_BEVERAGES[i]).
// The tile's column gives each marker a fourth byte, its practical traits (rules/practicalTraits.ts):
// in the same column rather than one of its own, which would cost each tile a field name and more than
// the city view's byte budget allows (tests/bench/cost/map.ts). A tile written before that byte has 3
// bytes a marker and reads every practical trait as unknown.
import { SHOP_BEVERAGES, SHOP_ROASTS } from "./catalog";

/** The yes/no options a shop has and the map can filter on, in the shop panel's order. */
export const SHOP_OPTIONS = ["dairyFree", "glutenFriendly", "bakeryOptions", "mealOptions", "roastsOwnBeans"] as const;
export type ShopOption = (typeof SHOP_OPTIONS)[number];

export type TraitFields = { roastStyle: string; beverages: readonly string[]; closedAt?: number } & Partial<
  Record<ShopOption, boolean>
>;

const OPTION_BIT: Record<ShopOption, number> = {
  roastsOwnBeans: 1 << 2,
  dairyFree: 1 << 3,
  glutenFriendly: 1 << 4,
  mealOptions: 1 << 5,
  bakeryOptions: 1 << 6,
};
const CLOSED_BIT = 1 << 7;
const BEVERAGE_SHIFT = 8;
const BYTES_PER_MARKER = 4;

/** A shop's traits as one number. */
export function traitsOf(shop: TraitFields): number {
  let traits = (SHOP_ROASTS as readonly string[]).indexOf(shop.roastStyle) + 1;
  for (const option of SHOP_OPTIONS) if (shop[option]) traits |= OPTION_BIT[option];
  if (shop.closedAt !== undefined) traits |= CLOSED_BIT;
  for (const beverage of shop.beverages) {
    const i = (SHOP_BEVERAGES as readonly string[]).indexOf(beverage);
    if (i >= 0) traits |= 1 << (BEVERAGE_SHIFT + i);
  }
  return traits;
}

/** The roast style the traits hold ("light" | "medium" | "dark"), "" when unknown. */
export function roastStyleOf(traits: number): string {
  return SHOP_ROASTS[(traits & 3) - 1] ?? "";
}

/** Whether the shop is permanently closed (off the map unless the filters ask for closed shops). */
export function isClosed(traits: number): boolean {
  return (traits & CLOSED_BIT) !== 0;
}

export function hasOption(traits: number, option: ShopOption): boolean {
  return (traits & OPTION_BIT[option]) !== 0;
}

/** Whether the shop serves this beverage (one of SHOP_BEVERAGES). */
export function servesBeverage(traits: number, beverage: string): boolean {
  const i = (SHOP_BEVERAGES as readonly string[]).indexOf(beverage);
  return i >= 0 && (traits & (1 << (BEVERAGE_SHIFT + i))) !== 0;
}

/** Markers' traits and practical bytes as a tile's binary column, 4 bytes a marker. */
export function packTraits(traits: readonly number[], practical: readonly number[]): ArrayBuffer {
  const bytes = new Uint8Array(traits.length * BYTES_PER_MARKER);
  traits.forEach((t, i) => {
    bytes[i * BYTES_PER_MARKER] = t & 0xff;
    bytes[i * BYTES_PER_MARKER + 1] = (t >>> 8) & 0xff;
    bytes[i * BYTES_PER_MARKER + 2] = (t >>> 16) & 0xff;
    bytes[i * BYTES_PER_MARKER + 3] = practical[i] ?? 0;
  });
  return bytes.buffer;
}

/** Whether a tile's column of `count` markers holds their practical bytes (written since it had them). */
export function holdsPractical(column: ArrayBuffer | undefined, count: number): boolean {
  return column !== undefined && column.byteLength === count * BYTES_PER_MARKER;
}

/** Bytes a marker takes in the column: 4, or 3 on a tile written before the practical byte. */
const strideOf = (column: ArrayBuffer, count: number) =>
  holdsPractical(column, count) ? BYTES_PER_MARKER : BYTES_PER_MARKER - 1;

/** Marker i of `count` traits from a tile's binary column; null when the column does not reach it. */
export function unpackTraits(column: ArrayBuffer | undefined, i: number, count: number): number | null {
  if (!column || i >= count) return null;
  const stride = strideOf(column, count);
  if ((i + 1) * stride > column.byteLength) return null;
  const bytes = new Uint8Array(column, i * stride, 3);
  return bytes[0]! | (bytes[1]! << 8) | (bytes[2]! << 16);
}

/** Marker i's practical byte; 0 (all unknown) on a tile written before it. */
export function unpackPractical(column: ArrayBuffer | undefined, i: number, count: number): number {
  if (!holdsPractical(column, count) || i >= count) return 0;
  return new Uint8Array(column!)[i * BYTES_PER_MARKER + 3]!;
}
