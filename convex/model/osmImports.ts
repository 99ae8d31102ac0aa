// The database work of a city import (convex/osmImports.ts, convex/osmImportCli.ts): starting and confirming one,
// the preview's rows, and each batch's shops.
import { ConvexError } from "convex/values";
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { addressKey } from "../rules/address";
import { countryOf } from "../rules/countries";
import { MESSAGES } from "../rules/messages";
import { areaError } from "../rules/osmImport";
import { osmShopDraft } from "../rules/osmCafes";
import { fieldsToUpdate, shopFieldsOf } from "../rules/osmFields";
import { osmKey, previewCounts, previewRows, type ExistingShop } from "../rules/osmPreview";
import type { OsmElement } from "../rules/overpass";
import { timeZoneField } from "../rules/timeZone";
import type { Bounds } from "../rules/viewport";
import { addMarker, markersInArea, updateMarker } from "./mapTiles";
import { countShopPlace } from "./places";
import { uniquePublicId } from "./publicIds";
import { shopAtAddress } from "./shops";
import { runStep } from "./backgroundSteps";
import { panelChanged } from "./panelFiles";
import { keepShopName } from "./shopNames";

/** Who an imported shop says added it: its source, not the moderator who pressed Import. */
export const OSM_SUBMITTER_NAME = "OpenStreetMap";

/** The shops already in the area (members' and imported), to find duplicates and updates among. */
async function existingShops(ctx: MutationCtx, area: Bounds, keys: string[]): Promise<ExistingShop[]> {
  const { markers } = await markersInArea(ctx, area, undefined);
  const shops: ExistingShop[] = markers.map((m) => ({ id: m.shopId, name: m.name, lat: m.lat, lng: m.lng }));
  const byId = new Map(shops.map((shop) => [shop.id, shop]));
  for (const key of keys) {
    const imported = await ctx.db
      .query("shops")
      .withIndex("by_osm", (q) => q.eq("osm.key", key))
      .first();
    if (!imported) continue;
    const known = byId.get(imported._id);
    if (known) known.osmKey = key;
    else shops.push({ id: imported._id, name: imported.name, lat: imported.lat, lng: imported.lng, osmKey: key });
  }
  return shops;
}

/** The preview of an answer: one row per place, and the counts on the import. */
export async function savePreview(ctx: MutationCtx, importRow: Doc<"osmImports">, elements: OsmElement[]) {
  const found = elements.map((element) => {
    const result = osmShopDraft(element);
    const key = osmKey(element);
    return "draft" in result ? result : { skip: result.skip, name: element.tags["name"] ?? "", osmKey: key };
  });
  const keys = found.flatMap((item) => ("draft" in item ? [osmKey(item.draft.osm)] : []));
  const rows = previewRows(found, await existingShops(ctx, importRow.area, keys));
  for (const row of rows) {
    const common = { importId: importRow._id, kind: row.kind, written: false };
    if (row.kind === "skip") await ctx.db.insert("osmImportRows", { ...common, ...row, osmKey: row.osmKey });
    else {
      const shop = "shopId" in row ? { shopId: row.shopId as Id<"shops"> } : {};
      const shopName = row.kind === "duplicate" ? { shopName: row.shopName } : {};
      const key = osmKey(row.draft.osm);
      await ctx.db.insert("osmImportRows", {
        ...common,
        ...shop,
        ...shopName,
        osmKey: key,
        name: row.draft.name,
        draft: row.draft,
      });
    }
  }
  await ctx.db.patch("osmImports", importRow._id, { status: "previewed", counts: previewCounts(rows) });
}

/** A new shop from a preview row, or nothing when a member added one at its address since the preview. */
async function createImportedShop(ctx: MutationCtx, row: Doc<"osmImportRows">, importRow: Doc<"osmImports">) {
  const draft = row.draft!;
  const fields = shopFieldsOf(draft, importRow.country);
  const address = {
    country: String(fields["country"]),
    state: String(fields["state"] ?? ""),
    city: String(fields["city"]),
    streetAddress: draft.streetAddress,
  };
  if (draft.streetAddress && (await shopAtAddress(ctx, address))) return;
  const _id = await ctx.db.insert("shops", {
    hours: "",
    website: "",
    beverages: [],
    roastStyle: "",
    about: "",
    state: "",
    ...fields,
    name: draft.name,
    streetAddress: draft.streetAddress,
    city: address.city,
    addressKey: addressKey(draft.streetAddress),
    lat: draft.lat,
    lng: draft.lng,
    ...timeZoneField(draft.lat, draft.lng),
    publicId: await uniquePublicId(ctx),
    submittedBy: importRow.startedBy,
    submitterName: OSM_SUBMITTER_NAME,
    version: 1,
    osm: { key: row.osmKey, imported: fields },
  });
  const shop = (await ctx.db.get("shops", _id))!;
  await keepShopName(ctx, shop);
  await countShopPlace(ctx, shop, 1);
  await addMarker(ctx, shop);
}

/** A shop imported before, with OpenStreetMap's new values in the fields nobody here has edited. */
async function updateImportedShop(ctx: MutationCtx, row: Doc<"osmImportRows">, importRow: Doc<"osmImports">) {
  const shop = row.shopId && (await ctx.db.get("shops", row.shopId));
  if (!shop?.osm) return;
  const fresh = shopFieldsOf(row.draft!, importRow.country);
  const changes = fieldsToUpdate(shop, shop.osm.imported, fresh);
  await ctx.db.patch("shops", shop._id, { ...changes, osm: { key: shop.osm.key, imported: fresh } });
  const after = (await ctx.db.get("shops", shop._id))!;
  if (Object.keys(changes).length > 0) {
    await updateMarker(ctx, shop, after);
    await keepShopName(ctx, after);
    await panelChanged(ctx, shop._id);
  }
}

/** Writes one batch of an import's new and updated shops; returns whether rows are left. */
export async function writeBatch(ctx: MutationCtx, importRow: Doc<"osmImports">, size: number): Promise<boolean> {
  const rows = await ctx.db
    .query("osmImportRows")
    .withIndex("by_import_written", (q) => q.eq("importId", importRow._id).eq("written", false))
    .take(size * 2);
  const due = rows.filter((row) => row.kind === "new" || row.kind === "update").slice(0, size);
  for (const row of rows)
    if (row.kind === "duplicate" || row.kind === "skip")
      await ctx.db.patch("osmImportRows", row._id, { written: true });
  for (const row of due) {
    if (row.kind === "new") await createImportedShop(ctx, row, importRow);
    else await updateImportedShop(ctx, row, importRow);
    await ctx.db.patch("osmImportRows", row._id, { written: true });
  }
  await ctx.db.patch("osmImports", importRow._id, { written: importRow.written + due.length });
  return rows.length > 0;
}

const RUNNING = ["fetching", "importing"] as const;

/**
 * Starts an import of `area` recorded under `userId` (a moderator): refused when the area is too large or another
 * import runs (Overpass asks one query at a time of each client); the Overpass question is scheduled.
 */
export async function beginImport(ctx: MutationCtx, userId: Id<"users">, area: Bounds, country?: string) {
  const problem = areaError(area);
  if (problem) throw new ConvexError(problem);
  for (const status of RUNNING) {
    const running = await ctx.db
      .query("osmImports")
      .withIndex("by_status", (q) => q.eq("status", status))
      .first();
    if (running) throw new ConvexError(MESSAGES.importAlreadyRunning);
  }
  const importId = await ctx.db.insert("osmImports", {
    startedBy: userId,
    area,
    // A country the app does not know is left out: its places then keep their own or the default.
    ...(countryOf(country)?.code ? { country: countryOf(country)!.code } : {}),
    status: "fetching",
    written: 0,
  });
  await ctx.scheduler.runAfter(0, internal.osmImports.fetchArea, { importId });
  return importId;
}

/** The preview confirmed: its new and updated shops are written in scheduled batches. */
export async function confirmImport(ctx: MutationCtx, importId: Id<"osmImports">) {
  const importRow = await ctx.db.get("osmImports", importId);
  if (importRow?.status !== "previewed") throw new ConvexError(MESSAGES.importNotPreviewed);
  await ctx.db.patch("osmImports", importId, { status: "importing" });
  await runStep(ctx, internal.osmImports.batch, { importId });
}
