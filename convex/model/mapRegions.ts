import { internal } from "../_generated/api";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { changeCounted } from "../rules/edgeFiles";
import { isWideKey, publishDelayOf, regionOf, wideKeyOf } from "../rules/mapRegions";
import { bucketPublicUrl } from "./photoAddress";

// The map's regions on the bucket (decision 40): every write to a map tile says so here, and the
// region's file is published again a moment later (convex/mapEdgePublish.ts), one publish at a time
// (rules/edgeFiles.ts). Without the bucket configured nothing is published and the map reads the live
// query alone.

export const regionRow = (ctx: QueryCtx, key: string) =>
  ctx.db
    .query("mapRegions")
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();

/** A map tile at `at` changed: its region's file is published again. */
export async function regionChanged(ctx: MutationCtx, at: { lat: number; lng: number }): Promise<void> {
  if (bucketPublicUrl() === null) return;
  await countChange(ctx, regionOf(at.lat, at.lng));
}

/** A region has a new file: its wide region's file is made again (decision 43). */
export async function regionPublished(ctx: MutationCtx, key: string): Promise<void> {
  if (!isWideKey(key)) await countChange(ctx, wideKeyOf(key));
}

/** Counts a change of the region (or wide region) `key` and starts its publish unless one is under way. */
async function countChange(ctx: MutationCtx, key: string): Promise<void> {
  const row = await regionRow(ctx, key);
  const { startPublish, ...fields } = changeCounted(row, Date.now());
  if (row === null) await ctx.db.insert("mapRegions", { key, ...fields });
  else await ctx.db.patch("mapRegions", row._id, fields);
  if (startPublish) await ctx.scheduler.runAfter(publishDelayOf(key), internal.mapEdgePublish.publish, { key });
}
