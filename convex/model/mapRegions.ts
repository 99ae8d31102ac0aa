import { internal } from "../_generated/api";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { isWideKey, regionOf, wideKeyOf } from "../rules/mapRegions";
import { bucketPublicUrl } from "./photoAddress";

// The map's regions on the bucket (decision 40): every write to a map tile says so here, and the
// region's file is published again a moment later (convex/mapEdgePublish.ts), one publish at a time.
// Without the bucket configured nothing is published and the map reads the live query alone.

/** A burst of changes (an import's batch, a busy minute) makes one file. */
export const PUBLISH_DELAY_MS = 1_000;
/** A publish that has not ended by then failed (an action is not retried): the next change starts another. */
export const STALE_PUBLISH_MS = 5 * 60_000;

export const regionRow = (ctx: QueryCtx, key: string) =>
  ctx.db
    .query("mapRegions")
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();

/**
 * A wide region's file is made again at most this often (decision 43): it is read from its regions' files, so a
 * busy minute of a city makes one.
 */
export const WIDE_PUBLISH_DELAY_MS = 30_000;

/** A map tile at `at` changed: its region's file is published again. */
export async function regionChanged(ctx: MutationCtx, at: { lat: number; lng: number }): Promise<void> {
  if (bucketPublicUrl() === null) return;
  await countChange(ctx, regionOf(at.lat, at.lng), PUBLISH_DELAY_MS);
}

/** A region has a new file: its wide region's file is made again (decision 43). */
export async function regionPublished(ctx: MutationCtx, key: string): Promise<void> {
  if (!isWideKey(key)) await countChange(ctx, wideKeyOf(key), WIDE_PUBLISH_DELAY_MS);
}

/** Counts a change of the region `key` (or wide region) and starts a publish `delayMs` later unless one is under way. */
async function countChange(ctx: MutationCtx, key: string, delayMs: number): Promise<void> {
  const row = await regionRow(ctx, key);
  const now = Date.now();
  const underWay = row?.publishingSince !== undefined && now - row.publishingSince < STALE_PUBLISH_MS;
  const publishingSince = underWay ? row.publishingSince : now;
  if (row === null) await ctx.db.insert("mapRegions", { key, changes: 1, publishingSince });
  else await ctx.db.patch("mapRegions", row._id, { changes: row.changes + 1, publishingSince });
  if (!underWay) await ctx.scheduler.runAfter(delayMs, internal.mapEdgePublish.publish, { key });
}
