// The preview of a city import: each OpenStreetMap coffee place is new, already here (the same shop added by a
// member, or imported before), or skipped with its reason. Shared by the preview and the import itself, so the
// import does exactly what the moderator was shown.
import stringSimilarity from "string-similarity";
import { isChainName } from "./chains";
import { distanceKm } from "./distance";
import type { OsmShopDraft, OsmSkip } from "./osmCafes";
import { cleanText } from "./text";

/** Two places this close with names this alike are one shop: a pin dropped across the street, "Blue Bottle Coffee". */
export const DUPLICATE_WITHIN_M = 75;
export const DUPLICATE_NAME_SIMILARITY = 0.6;

export type ExistingShop = { id: string; name: string; lat: number; lng: number; osmKey?: string };

export type PreviewRow =
  | { kind: "new"; draft: OsmShopDraft }
  | { kind: "update"; draft: OsmShopDraft; shopId: string }
  | { kind: "skip"; reason: OsmSkip | "chain"; name: string; osmKey: string }
  | { kind: "duplicate"; draft: OsmShopDraft; shopId: string; shopName: string };

export const osmKey = (osm: { type: string; id: number }) => `${osm.type}/${osm.id}`;

const comparable = (name: string) =>
  cleanText(name)
    .toLowerCase()
    .replace(/\b(coffee|cafe|café|roasters?|espresso|bar|the)\b/g, " ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** Whether a member's shop and an OpenStreetMap place are the same: close by, and names alike. */
export function isSameShop(a: { name: string; lat: number; lng: number }, b: ExistingShop): boolean {
  if (distanceKm(a, b) * 1000 > DUPLICATE_WITHIN_M) return false;
  const [x, y] = [comparable(a.name), comparable(b.name)];
  // Names that are all generic words ("Coffee Bar") compare as themselves.
  const left = x || a.name.toLowerCase();
  const right = y || b.name.toLowerCase();
  return left === right || stringSimilarity.compareTwoStrings(left, right) >= DUPLICATE_NAME_SIMILARITY;
}

/** A chain by OpenStreetMap's brand tag (any brand with a name is a chain's branch) or by the app's chain list. */
export const isChainDraft = (draft: OsmShopDraft) => draft.brand !== undefined || isChainName(draft.name);

/** One row per element: drafts and skips in, with the shops already in the area to compare against. */
export function previewRows(
  found: ({ draft: OsmShopDraft } | { skip: OsmSkip; name: string; osmKey: string })[],
  existing: ExistingShop[],
): PreviewRow[] {
  const byOsm = new Map(existing.filter((shop) => shop.osmKey).map((shop) => [shop.osmKey!, shop]));
  return found.map((item): PreviewRow => {
    if ("skip" in item) return { kind: "skip", reason: item.skip, name: item.name, osmKey: item.osmKey };
    const { draft } = item;
    const imported = byOsm.get(osmKey(draft.osm));
    if (imported) return { kind: "update", draft, shopId: imported.id };
    if (isChainDraft(draft)) return { kind: "skip", reason: "chain", name: draft.name, osmKey: osmKey(draft.osm) };
    const same = existing.find((shop) => !shop.osmKey && isSameShop(draft, shop));
    if (same) return { kind: "duplicate", draft, shopId: same.id, shopName: same.name };
    return { kind: "new", draft };
  });
}

/** The counts the preview leads with: "12 new, 3 already here, 4 skipped". */
export function previewCounts(rows: PreviewRow[]) {
  const count = (kind: PreviewRow["kind"]) => rows.filter((row) => row.kind === kind).length;
  return { new: count("new"), updates: count("update"), duplicates: count("duplicate"), skipped: count("skip") };
}
