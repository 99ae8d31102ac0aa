import { v } from "convex/values";
import { internal } from "./_generated/api";
import { internalAction, internalMutation } from "./_generated/server";
import { recordingFailures, retryArg, runStep } from "./model/backgroundSteps";
import { PUBLISH_DELAY_MS, regionRow } from "./model/mapRegions";
import { deleteObject, storeObject } from "./model/photoStore";
import { regionObjectKey } from "./rules/mapRegions";

// Publishing a map region's file on the bucket (decision 40), apart from convex/mapEdge.ts so the
// map's query loads no S3 client.

/** A page that read the old address may still be fetching it: the old file goes this long after. */
export const OLD_FILE_KEPT_MS = 10 * 60_000;

/** Writes the region's markers to a new object, then points the region at it. */
export const publish = internalAction({
  args: { key: v.string(), ...retryArg },
  returns: v.null(),
  handler: recordingFailures("mapEdgePublish:publish", async (ctx, { key }: { key: string }) => {
    const { body, changes } = await ctx.runQuery(internal.mapEdge.snapshot, { key });
    const objectKey = regionObjectKey(key, crypto.randomUUID());
    await storeObject(ctx, objectKey, new TextEncoder().encode(body), "application/json");
    await ctx.runMutation(internal.mapEdgePublish.published, { key, objectKey, changes });
    return null;
  }),
});

/** The region's file is `objectKey`; a change since the snapshot publishes again. */
export const published = internalMutation({
  args: { key: v.string(), objectKey: v.string(), changes: v.number() },
  returns: v.null(),
  handler: async (ctx, { key, objectKey, changes }) => {
    const row = await regionRow(ctx, key);
    if (row === null) return null;
    const again = row.changes > changes;
    await ctx.db.patch("mapRegions", row._id, { objectKey, publishingSince: again ? Date.now() : undefined });
    if (again) await ctx.scheduler.runAfter(PUBLISH_DELAY_MS, internal.mapEdgePublish.publish, { key });
    if (row.objectKey)
      await runStep(ctx, internal.mapEdgePublish.dropFile, { objectKey: row.objectKey }, OLD_FILE_KEPT_MS);
    return null;
  },
});

export const dropFile = internalMutation({
  args: { objectKey: v.string() },
  returns: v.null(),
  handler: async (ctx, { objectKey }) => {
    await deleteObject(ctx, objectKey);
    return null;
  },
});
