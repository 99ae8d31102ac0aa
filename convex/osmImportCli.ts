// The deployer's city import, from the command line (README, "Import a city"): the same preview and batches as the
// moderators' screen, recorded under a moderator's account named by email. Internal: `npx convex run` only.
//   npx convex run osmImportCli:preview '{"moderator":"mod@example.com","lat":-37.8136,"lng":144.9631,"country":"AU"}'
//   npx convex run osmImportCli:status '{"importId":"…"}'      (until "previewed": counts and skipped places)
//   npx convex run osmImportCli:confirm '{"importId":"…"}'
import { ConvexError, v } from "convex/values";
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
