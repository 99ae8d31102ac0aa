// The deployer's city import, from the command line (README, "Import a city"): the same preview and batches as the
// moderators' screen, recorded under a moderator's account named by email. Internal: `npx convex run` only.
//   npx convex run osmImportCli:preview '{"moderator":"mod@example.com","lat":-37.8136,"lng":144.9631,"country":"AU"}'
//   npx convex run osmImportCli:status '{"importId":"…"}'      (until "previewed": counts and skipped places)
//   npx convex run osmImportCli:confirm '{"importId":"…"}'
//   npx convex run osmImportCli:derivedShops '{}'      (ODbL: what this deployment holds of OpenStreetMap's data)
import { ConvexError, v } from "convex/values";
import { paginationOptsValidator } from "convex/server";
import { internalMutation, internalQuery } from "./_generated/server";
import { beginImport, confirmImport } from "./model/osmImports";
import { areaAround, IMPORT_AREA_KM, SKIP_REASONS } from "./rules/osmImport";

export const preview = internalMutation({
  args: {
    moderator: v.string(),
    lat: v.number(),
    lng: v.number(),
    /** How far across the square is (at most IMPORT_MAX_KM). */
    km: v.optional(v.number()),
    /** ISO 3166-1 code for places whose address names no country. */
    country: v.optional(v.string()),
  },
  returns: v.id("osmImports"),
  handler: async (ctx, { moderator, lat, lng, km = IMPORT_AREA_KM, country }) => {
    const user = await ctx.db
      .query("users")
      .withIndex("email", (q) => q.eq("email", moderator.trim().toLowerCase()))
      .first();
    if (user?.role !== "moderator") throw new ConvexError(`${moderator} is not a moderator's account.`);
    return await beginImport(ctx, user._id, areaAround({ lat, lng }, km), country);
  },
});

export const status = internalQuery({
  args: { importId: v.id("osmImports") },
  returns: v.any(),
  handler: async (ctx, { importId }) => {
    const importRow = await ctx.db.get("osmImports", importId);
    if (!importRow) return null;
    const rows = await ctx.db
      .query("osmImportRows")
      .withIndex("by_import_written", (q) => q.eq("importId", importId))
      .collect();
    const skipped = rows
      .filter((row) => row.kind === "skip" || row.kind === "duplicate")
      .map(
        (row) =>
          `${row.name || row.osmKey}: ${row.kind === "skip" ? SKIP_REASONS[row.reason ?? ""] : `already here as ${row.shopName}`}`,
      );
    const { status: state, counts, written, problem } = importRow;
    return { status: state, counts, written, problem, skipped };
  },
});

export const confirm = internalMutation({
  args: { importId: v.id("osmImports") },
  returns: v.null(),
  handler: async (ctx, { importId }) => {
    await confirmImport(ctx, importId);
    return null;
  },
});

/**
 * The imported shops as this deployment holds them now: each one's OpenStreetMap object and the current value of
 * every field the import maps, members' edits included. Decision 35: what a deployment offers, on request, to
 * anyone who uses its maps, as ODbL 4.6 asks of a derivative database. A page at a time (`--paginate`-style).
 */
export const derivedShops = internalQuery({
  args: { paginationOpts: v.optional(paginationOptsValidator) },
  returns: v.any(),
  handler: async (ctx, { paginationOpts = { numItems: 200, cursor: null } }) => {
    const page = await ctx.db
      .query("shops")
      .withIndex("by_osm", (q) => q.gt("osm.key", ""))
      .paginate(paginationOpts);
    return {
      ...page,
      page: page.page.map((shop) => ({
        osm: shop.osm!.key,
        ...Object.fromEntries(
          Object.keys(shop.osm!.imported).map((field) => [field, shop[field as keyof typeof shop]]),
        ),
      })),
    };
  },
});
