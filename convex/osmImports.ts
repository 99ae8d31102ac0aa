// City imports from OpenStreetMap (docs/product.md "Importing a city"): a moderator names an area, the app asks
// Overpass for its coffee places and shows a preview (new, already here, skipped and why); confirmed, the new and
// updated shops are written in background batches, one import at a time.
import { ConvexError, v } from "convex/values";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { env, internalAction, internalMutation, internalQuery } from "./_generated/server";
import { fetchCoffeePlaces } from "./integrations/overpass";
import { requireModerator } from "./model/moderation";
import { beginImport, confirmImport, savePreview, writeBatch } from "./model/osmImports";
import { enforceRateLimit } from "./model/rateLimits";
import { mutationWithUserId, queryWithUserId } from "./model/session";
import { MESSAGES } from "./rules/messages";
import { FAILURE_MESSAGES, IMPORT_BATCH, IMPORT_MAX_PLACES } from "./rules/osmImport";
import { osmDraftValidator } from "./tables/imports";
import { recordingFailures, retryArg, runStep } from "./model/backgroundSteps";

const area = v.object({ south: v.number(), west: v.number(), north: v.number(), east: v.number() });

/** A moderator asks for an area's preview; refused while another import runs (Overpass: one query at a time). */
export const start = mutationWithUserId({
  args: { area, country: v.optional(v.string()) },
  returns: v.id("osmImports"),
  handler: async (ctx, { area, country }) => {
    await requireModerator(ctx, ctx.userId);
    await enforceRateLimit(ctx, "cityImport", ctx.userId);
    return await beginImport(ctx, ctx.userId, area, country);
  },
});

/** Asks Overpass (the sandbox: its recorded extracts) and hands the answer to the preview. */
export const fetchArea = internalAction({
  args: { importId: v.id("osmImports"), ...retryArg },
  returns: v.null(),
  handler: recordingFailures("osmImports:fetchArea", async (ctx, { importId }: { importId: Id<"osmImports"> }) => {
    const importRow = await ctx.runQuery(internal.osmImports.importOf, { importId });
    if (!importRow) return null;
    const result = await fetchCoffeePlaces(importRow.area, { url: env.OVERPASS_URL, siteUrl: env.SITE_URL });
    if (!result.ok) {
      await ctx.runMutation(internal.osmImports.fail, { importId, problem: FAILURE_MESSAGES[result.problem] });
    } else if (result.elements.length > IMPORT_MAX_PLACES) {
      await ctx.runMutation(internal.osmImports.fail, {
        importId,
        problem: MESSAGES.importTooManyPlaces(IMPORT_MAX_PLACES),
      });
    } else {
      await ctx.runMutation(internal.osmImports.preview, { importId, elements: result.elements });
    }
    return null;
  }),
});

export const importOf = internalQuery({
  args: { importId: v.id("osmImports") },
  handler: async (ctx, { importId }) => await ctx.db.get("osmImports", importId),
});

const elementValidator = v.object({
  type: v.union(v.literal("node"), v.literal("way"), v.literal("relation")),
  id: v.number(),
  lat: v.number(),
  lng: v.number(),
  tags: v.record(v.string(), v.string()),
});

export const fail = internalMutation({
  args: { importId: v.id("osmImports"), problem: v.string() },
  returns: v.null(),
  handler: async (ctx, { importId, problem }) => {
    await ctx.db.patch("osmImports", importId, { status: "failed", problem });
    return null;
  },
});

export const preview = internalMutation({
  args: { importId: v.id("osmImports"), elements: v.array(elementValidator) },
  returns: v.null(),
  handler: async (ctx, { importId, elements }) => {
    const importRow = await ctx.db.get("osmImports", importId);
    if (importRow?.status === "fetching") await savePreview(ctx, importRow, elements);
    return null;
  },
});

/** The moderator confirms the preview: the new and updated shops are written in batches. */
export const confirm = mutationWithUserId({
  args: { importId: v.id("osmImports") },
  returns: v.null(),
  handler: async (ctx, { importId }) => {
    await requireModerator(ctx, ctx.userId);
    await enforceRateLimit(ctx, "moderate", ctx.userId);
    await confirmImport(ctx, importId);
    return null;
  },
});

/** The moderator drops a preview instead of importing it. */
export const cancel = mutationWithUserId({
  args: { importId: v.id("osmImports") },
  returns: v.null(),
  handler: async (ctx, { importId }) => {
    await requireModerator(ctx, ctx.userId);
    await enforceRateLimit(ctx, "moderate", ctx.userId);
    const importRow = await ctx.db.get("osmImports", importId);
    if (importRow?.status !== "previewed") throw new ConvexError(MESSAGES.importNotPreviewed);
    await ctx.db.patch("osmImports", importId, { status: "cancelled" });
    return null;
  },
});

export const batch = internalMutation({
  args: { importId: v.id("osmImports") },
  returns: v.null(),
  handler: async (ctx, { importId }) => {
    const importRow = await ctx.db.get("osmImports", importId);
    if (importRow?.status !== "importing") return null;
    if (await writeBatch(ctx, importRow, IMPORT_BATCH)) {
      await runStep(ctx, internal.osmImports.batch, { importId });
    } else await ctx.db.patch("osmImports", importId, { status: "done" });
    return null;
  },
});

const rowView = v.object({
  kind: v.union(v.literal("new"), v.literal("update"), v.literal("duplicate"), v.literal("skip")),
  osmKey: v.string(),
  name: v.string(),
  reason: v.optional(v.string()),
  shopName: v.optional(v.string()),
  draft: v.optional(osmDraftValidator),
});

/** The newest import with its preview rows, for the moderators' import screen (live as batches run). */
export const latest = queryWithUserId({
  args: {},
  returns: v.union(
    v.null(),
    v.object({
      _id: v.id("osmImports"),
      status: v.string(),
      problem: v.optional(v.string()),
      counts: v.optional(
        v.object({ new: v.number(), updates: v.number(), duplicates: v.number(), skipped: v.number() }),
      ),
      written: v.number(),
      rows: v.array(rowView),
    }),
  ),
  handler: async (ctx) => {
    await requireModerator(ctx, ctx.userId);
    const importRow = await ctx.db.query("osmImports").order("desc").first();
    if (!importRow) return null;
    const rows = await ctx.db
      .query("osmImportRows")
      .withIndex("by_import_written", (q) => q.eq("importId", importRow._id))
      .take(IMPORT_MAX_PLACES);
    const { _id, status, problem, counts, written } = importRow;
    return {
      _id,
      status,
      ...(problem ? { problem } : {}),
      ...(counts ? { counts } : {}),
      written,
      rows: rows.map(({ kind, osmKey, name, reason, shopName, draft }) => ({
        kind,
        osmKey,
        name,
        ...(reason ? { reason } : {}),
        ...(shopName ? { shopName } : {}),
        ...(draft ? { draft } : {}),
      })),
    };
  },
});
