// City imports from OpenStreetMap (convex/osmImports.ts): one row per import a moderator starts, and one per
// place its preview found, so the import itself runs in batches over exactly what the moderator was shown.
import { defineTable } from "convex/server";
import { v } from "convex/values";

const bounds = v.object({ south: v.number(), west: v.number(), north: v.number(), east: v.number() });

/** What an OpenStreetMap place becomes (rules/osmCafes.ts OsmShopDraft). */
export const osmDraftValidator = v.object({
  osm: v.object({ type: v.union(v.literal("node"), v.literal("way"), v.literal("relation")), id: v.number() }),
  name: v.string(),
  brand: v.optional(v.string()),
  streetAddress: v.string(),
  city: v.string(),
  region: v.optional(v.string()),
  postalCode: v.optional(v.string()),
  country: v.optional(v.string()),
  lat: v.number(),
  lng: v.number(),
  openingHours: v.optional(v.string()),
  website: v.optional(v.string()),
  dairyFree: v.optional(v.boolean()),
  outdoorSeating: v.optional(v.boolean()),
  indoorSeating: v.optional(v.boolean()),
  wifi: v.optional(v.boolean()),
  stepFreeAccess: v.optional(v.boolean()),
});

export const importStatus = v.union(
  v.literal("fetching"),
  v.literal("previewed"),
  v.literal("importing"),
  v.literal("done"),
  v.literal("failed"),
  v.literal("cancelled"),
);

export const importsTables = {
  osmImports: defineTable({
    startedBy: v.id("users"),
    area: bounds,
    // The country of the city it was started from, for places whose address names none.
    country: v.optional(v.string()),
    status: importStatus,
    // Why it failed, in the words the moderator reads (rules/messages.ts).
    problem: v.optional(v.string()),
    counts: v.optional(v.object({ new: v.number(), updates: v.number(), duplicates: v.number(), skipped: v.number() })),
    // Shops written so far by the batches (new and updated).
    written: v.number(),
  }).index("by_status", ["status"]),

  osmImportRows: defineTable({
    importId: v.id("osmImports"),
    kind: v.union(v.literal("new"), v.literal("update"), v.literal("duplicate"), v.literal("skip")),
    osmKey: v.string(),
    name: v.string(),
    reason: v.optional(v.string()), // a skip's: noName | notCoffee | chain
    draft: v.optional(osmDraftValidator),
    shopId: v.optional(v.id("shops")), // the shop an update or a duplicate is
    shopName: v.optional(v.string()),
    // Whether a batch has written it (new and update rows only).
    written: v.boolean(),
  }).index("by_import_written", ["importId", "written"]),
};
