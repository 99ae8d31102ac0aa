import { v } from "convex/values";
import { internal } from "./_generated/api";
import { internalAction, internalMutation, type ActionCtx } from "./_generated/server";
import { recordingFailures, retryArg, runStep } from "./model/backgroundSteps";
import { regionPublished, regionRow } from "./model/mapRegions";
import { deleteObject, storeObject } from "./model/photoStore";
import { OLD_FILE_KEPT_MS, publishEnded } from "./rules/edgeFiles";
import { isWideKey, publishDelayOf, regionObjectKey, type RegionFile } from "./rules/mapRegions";

// Publishing a map region's file on the bucket (decision 40), and a wide region's (decision 43), apart from
// convex/mapEdge.ts so the map's query loads no S3 client.

/** Writes the region's markers to a new object, then points the region at it. */
export const publish = internalAction({
  args: { key: v.string(), ...retryArg },
  returns: v.null(),
  handler: recordingFailures("mapEdgePublish:publish", async (ctx, { key }: { key: string }) => {
    const { body, changes } = isWideKey(key)
      ? await wideSnapshot(ctx, key)
      : await ctx.runQuery(internal.mapEdge.snapshot, { key });
    const objectKey = regionObjectKey(key, crypto.randomUUID());
    await storeObject(ctx, objectKey, new TextEncoder().encode(body), "application/json");
    await ctx.runMutation(internal.mapEdgePublish.published, { key, objectKey, changes });
    return null;
  }),
});

/**
 * A wide region's markers (decision 43): its regions' files as they are now, read from the bucket's domain (no
 * database reads but the regions' rows), put together.
 */
async function wideSnapshot(ctx: ActionCtx, key: string) {
  const { files, changes } = await ctx.runQuery(internal.mapEdge.wideSources, { key });
  const parts = await Promise.all(
    files.map(async (url) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return (await response.json()) as RegionFile;
    }),
  );
  const file: RegionFile = { markers: parts.flatMap((part) => part.markers) };
  return { body: JSON.stringify(file), changes };
}

/** The region's file is `objectKey`; a change since the snapshot publishes again. */
export const published = internalMutation({
  args: { key: v.string(), objectKey: v.string(), changes: v.number() },
  returns: v.null(),
  handler: async (ctx, { key, objectKey, changes }) => {
    const row = await regionRow(ctx, key);
    if (row === null) return null;
    const { again, publishingSince } = publishEnded(row, changes, Date.now());
    await ctx.db.patch("mapRegions", row._id, { objectKey, publishingSince });
    if (again) await ctx.scheduler.runAfter(publishDelayOf(key), internal.mapEdgePublish.publish, { key });
    await regionPublished(ctx, key);
    if (row.objectKey)
      await runStep(ctx, internal.mapEdgePublish.dropFile, { objectKey: row.objectKey }, OLD_FILE_KEPT_MS);
    return null;
  },
});

/** An old published file (a map region's or a shop panel's), once no page can still be fetching it. */
export const dropFile = internalMutation({
  args: { objectKey: v.string() },
  returns: v.null(),
  handler: async (ctx, { objectKey }) => {
    await deleteObject(ctx, objectKey);
    return null;
  },
});
