import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { PUBLISH_DELAY_MS, changeCounted } from "../rules/edgeFiles";
import { bucketPublicUrl } from "./photoAddress";

// The shop panel from the edge (decision 42): what every viewer sees of a shop, published as a file on the
// bucket a moment after it changes (convex/shopPanelPublish.ts), as the map's regions are (decision 40).
// Every write to what the panel file holds says so here; without the bucket nothing is published.

export const panelFileRow = (ctx: Pick<QueryCtx, "db">, shopId: Id<"shops">) =>
  ctx.db
    .query("panelFiles")
    .withIndex("by_shop", (q) => q.eq("shopId", shopId))
    .unique();

/** The shops each running transaction has said so for, by its scheduler (a new one each transaction). */
const toldFor = new WeakMap<object, Set<string>>();

/**
 * Something the shop's panel file holds changed: its file is published again a moment later. Only schedules
 * (the count of changes is kept by that job), so a person's mutation writes nothing another one reads; once a
 * transaction for each shop, however many of its writes say so (a review's totals, drink counter and number).
 */
export async function panelChanged(ctx: Pick<MutationCtx, "scheduler">, shopId: Id<"shops">): Promise<void> {
  if (bucketPublicUrl() === null) return;
  const told = toldFor.get(ctx.scheduler) ?? new Set<string>();
  toldFor.set(ctx.scheduler, told);
  if (told.has(shopId)) return;
  told.add(shopId);
  await ctx.scheduler.runAfter(0, internal.shopPanelPublish.changed, { shopId });
}

/**
 * A reviewer's badges changed (decision 48): the panel files showing their reviews, which hold their badges, are
 * published again, by a job that finds them (convex/shopPanelPublish.ts `reviewerChanged`).
 */
export async function reviewerBadgesChanged(ctx: Pick<MutationCtx, "scheduler">, userId: Id<"users">): Promise<void> {
  if (bucketPublicUrl() === null) return;
  await ctx.scheduler.runAfter(0, internal.shopPanelPublish.reviewerChanged, { userId });
}

/** Counts a change of the shop's panel and starts a publish unless one is under way (rules/edgeFiles.ts). */
export async function countPanelChange(ctx: MutationCtx, shopId: Id<"shops">): Promise<void> {
  const row = await panelFileRow(ctx, shopId);
  const { startPublish, ...fields } = changeCounted(row, Date.now());
  if (row === null) await ctx.db.insert("panelFiles", { shopId, ...fields, reviewIds: [], reviewerIds: [] });
  else await ctx.db.patch("panelFiles", row._id, fields);
  if (startPublish) await ctx.scheduler.runAfter(PUBLISH_DELAY_MS, internal.shopPanelPublish.publish, { shopId });
}
