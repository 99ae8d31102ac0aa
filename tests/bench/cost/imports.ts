// The cost rows of a city import from OpenStreetMap: the moderator's confirm and cancel, and the import screen's
// live view of a full preview (IMPORT_MAX_PLACES rows, the most one answer may hold).
import type { Id } from "@convex/_generated/dataModel";
import { IMPORT_BATCH, IMPORT_MAX_PLACES } from "@convex/rules/osmImport";
import type { Dataset } from "../dataset";
import { t } from "./backend";
import { ownWrite, type Row } from "./budgets";

/** A previewed import started by the first bench user (made a moderator), with `places` rows: one new shop each. */
async function previewedImport(d: Dataset, places: number): Promise<Id<"osmImports">> {
  return await t.run(async (ctx) => {
    await ctx.db.patch("users", d.users[0]!, { role: "moderator" });
    for (const running of await ctx.db.query("osmImports").collect())
      if (running.status !== "done") await ctx.db.patch("osmImports", running._id, { status: "cancelled" });
    const importId = await ctx.db.insert("osmImports", {
      startedBy: d.users[0]!,
      area: { south: 42.33, west: -71.1, north: 42.39, east: -71.0 },
      country: "US",
      status: "previewed",
      written: 0,
      counts: { new: places, updates: 0, duplicates: 0, skipped: 0 },
    });
    for (let i = 0; i < places; i++) {
      const name = `Bench Roasters ${i}`;
      const draft = {
        osm: { type: "node" as const, id: 800_000_000 + i },
        name,
        streetAddress: `${i} Bench St`,
        city: "Boston",
        region: "MA",
        lat: 42.34 + i / 20_000,
        lng: -71.05,
        openingHours: "Mo-Fr 07:00-18:00",
      };
      await ctx.db.insert("osmImportRows", {
        importId,
        kind: "new",
        osmKey: `node/${draft.osm.id}`,
        name,
        draft,
        written: false,
      });
    }
    return importId;
  });
}

let confirmed: Id<"osmImports"> | undefined;
let cancelled: Id<"osmImports"> | undefined;

export const IMPORT_ROWS: Record<string, Row> = {
  "osmImports:start": {
    skip: "writes the import's row and schedules the Overpass question (an action: no database reads); reads the moderator and one running import per status: tests/backend/imports/city-import.test.ts",
  },
  "osmImports:confirm": {
    screen: `moderation: Import a previewed city (batches of ${IMPORT_BATCH} shops follow, scheduled)`,
    prepare: async (d) => {
      confirmed = await previewedImport(d, IMPORT_BATCH * 2);
    },
    args: () => ({ importId: confirmed! }),
    budget: ownWrite,
    naive: [],
  },
  "osmImports:cancel": {
    screen: "moderation: Cancel a previewed city",
    prepare: async (d) => {
      cancelled = await previewedImport(d, 3);
    },
    args: () => ({ importId: cancelled! }),
    budget: ownWrite,
    naive: [],
  },
  "osmImports:latest": {
    screen: `moderation: the import's live preview (${IMPORT_MAX_PLACES} places, the most one answer may hold)`,
    prepare: async (d) => {
      await previewedImport(d, IMPORT_MAX_PLACES);
    },
    args: () => ({}),
    budget: () => ({ limit: IMPORT_MAX_PLACES + 3, rule: "the moderator, the newest import and its rows" }),
    naive: [],
  },
};
