import { v } from "convex/values";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { internalAction, internalMutation } from "./_generated/server";
import { recordingFailures, retryArg, runStep } from "./model/backgroundSteps";
import { countPanelChange, panelFileRow } from "./model/panelFiles";
import { storeObject } from "./model/photoStore";
import { OLD_FILE_KEPT_MS, PUBLISH_DELAY_MS, REVIEWER_PANELS_READ, publishEnded } from "./rules/edgeFiles";
import { PANEL_FILE_VERSION, panelObjectKey } from "./rules/shopPanel";

// Publishing a shop's panel file on the bucket (decision 42), apart from convex/shopPanel.ts so the panel's
// queries load no S3 client.

/** Something the shop's panel file holds changed (model/panelFiles.ts `panelChanged`). */
export const changed = internalMutation({
  args: { shopId: v.id("shops") },
  returns: v.null(),
  handler: async (ctx, { shopId }) => {
    await countPanelChange(ctx, shopId);
    return null;
  },
});

/** A reviewer's badges changed (model/panelFiles.ts): each shop's panel file showing them is published again. */
export const reviewerChanged = internalMutation({
  args: { userId: v.id("users") },
  returns: v.null(),
  handler: async (ctx, { userId }) => {
    const reviews = await ctx.db
      .query("reviews")
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .order("desc")
      .take(REVIEWER_PANELS_READ);
    for (const shopId of new Set(reviews.map((review) => review.shopId))) {
      const row = await panelFileRow(ctx, shopId);
      // A publish under way may be the first to show them (its row names the last file's reviewers).
      if (row && (row.reviewerIds.includes(userId) || row.publishingSince !== undefined))
        await countPanelChange(ctx, shopId);
    }
    return null;
  },
});

/** Writes the shop's panel to a new object, then points the shop at it; a shop that is gone loses its file. */
export const publish = internalAction({
  args: { shopId: v.id("shops"), ...retryArg },
  returns: v.null(),
  handler: recordingFailures("shopPanelPublish:publish", async (ctx, { shopId }: { shopId: Id<"shops"> }) => {
    const { panel, changes } = await ctx.runQuery(internal.shopPanel.snapshot, { shopId });
    let objectKey: string | null = null;
    if (panel !== null) {
      objectKey = panelObjectKey(shopId, crypto.randomUUID());
      await storeObject(ctx, objectKey, new TextEncoder().encode(JSON.stringify(panel)), "application/json");
    }
    await ctx.runMutation(internal.shopPanelPublish.published, {
      shopId,
      objectKey,
      changes,
      reviewIds: panel?.reviews.map((review) => review._id) ?? [],
      reviewerIds: panel?.reviewerBadges.map((row) => row.userId) ?? [],
    });
    return null;
  }),
});

/** The shop's panel file is `objectKey` (null: the shop is gone); a change since the snapshot publishes again. */
export const published = internalMutation({
  args: {
    shopId: v.id("shops"),
    objectKey: v.union(v.string(), v.null()),
    changes: v.number(),
    reviewIds: v.array(v.id("reviews")),
    reviewerIds: v.array(v.id("users")),
  },
  returns: v.null(),
  handler: async (ctx, { shopId, objectKey, changes, reviewIds, reviewerIds }) => {
    const row = await panelFileRow(ctx, shopId);
    if (row === null) return null;
    const { again, publishingSince } = publishEnded(row, changes, Date.now());
    if (objectKey === null && !again) await ctx.db.delete("panelFiles", row._id);
    else
      await ctx.db.patch("panelFiles", row._id, {
        objectKey: objectKey ?? undefined,
        reviewIds,
        reviewerIds,
        publishingSince,
        version: PANEL_FILE_VERSION,
      });
    if (again) await ctx.scheduler.runAfter(PUBLISH_DELAY_MS, internal.shopPanelPublish.publish, { shopId });
    if (row.objectKey)
      await runStep(ctx, internal.mapEdgePublish.dropFile, { objectKey: row.objectKey }, OLD_FILE_KEPT_MS);
    return null;
  },
});
