import { ConvexError, v } from "convex/values";
import { internalQuery, query } from "./_generated/server";
import { markersOf } from "./model/mapTiles";
import { regionRow } from "./model/mapRegions";
import { bucketPublicUrl } from "./model/photoAddress";
import {
  MAX_EDGE_REGIONS,
  isRegionKey,
  isWideKey,
  regionCells,
  regionsOfWide,
  weekToBase64,
  type RegionFile,
} from "./rules/mapRegions";
import { MESSAGES } from "./rules/messages";
import { bucketUrl } from "./rules/photoRefs";
import { timeZoneAt } from "./rules/timeZone";

// The map from the edge (docs/decisions/0040-map-from-the-edge.md): which file holds each region's
// markers now, or each wide region's (decision 43). The same for everyone (no session read), so a deployment
// answers it from its cache.

/**
 * Each region's (or wide region's) current file: `file` its address on the bucket, null when the region has no
 * shops; `pending` when its first file is not out yet (the map asks the live query meanwhile).
 */
export const regions = query({
  args: { keys: v.array(v.string()) },
  returns: v.array(v.object({ key: v.string(), file: v.union(v.string(), v.null()), pending: v.boolean() })),
  handler: async (ctx, { keys }) => {
    const valid = keys.every((key) => isRegionKey(key) || isWideKey(key));
    if (keys.length > MAX_EDGE_REGIONS || !valid) throw new ConvexError(MESSAGES.badMapArea);
    const publicUrl = bucketPublicUrl();
    return await Promise.all(
      keys.map(async (key) => {
        const row = await regionRow(ctx, key);
        const file = publicUrl && row?.objectKey ? bucketUrl(publicUrl, row.objectKey) : null;
        return { key, file, pending: publicUrl === null || (row !== null && file === null) };
      }),
    );
  },
});

/** A region's markers as its file holds them, and how many changes of its tiles they include. */
export const snapshot = internalQuery({
  args: { key: v.string() },
  returns: v.object({ body: v.string(), changes: v.number() }),
  handler: async (ctx, { key }) => {
    const row = await regionRow(ctx, key);
    const { latCells, lngCells } = regionCells(key);
    const file: RegionFile = { markers: [] };
    for (let lngCell = lngCells[0]; lngCell <= lngCells[1]; lngCell++) {
      const tiles = await ctx.db
        .query("mapTiles")
        .withIndex("by_lngCell_latCell", (q) =>
          q.eq("lngCell", lngCell).gte("latCell", latCells[0]).lte("latCell", latCells[1]),
        )
        .collect();
      for (const tile of tiles)
        for (const { shopId, name, lat, lng, rating, reviews, traits, practical, week } of markersOf(tile)) {
          const hours = week ? { week: weekToBase64(week), timeZone: timeZoneAt(lat, lng) } : {};
          file.markers.push({ id: shopId, name, lat, lng, rating, reviews, traits, practical, ...hours });
        }
    }
    return { body: JSON.stringify(file), changes: row?.changes ?? 0 };
  },
});

/** The current files of a wide region's regions (decision 43), and how many changes of it they include. */
export const wideSources = internalQuery({
  args: { key: v.string() },
  returns: v.object({ files: v.array(v.string()), changes: v.number() }),
  handler: async (ctx, { key }) => {
    const publicUrl = bucketPublicUrl();
    const row = await regionRow(ctx, key);
    const rows = await Promise.all(regionsOfWide(key).map((region) => regionRow(ctx, region)));
    const files = rows.flatMap((region) =>
      publicUrl && region?.objectKey ? [bucketUrl(publicUrl, region.objectKey)] : [],
    );
    return { files, changes: row?.changes ?? 0 };
  },
});
