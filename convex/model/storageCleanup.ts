import type { MutationCtx } from "../_generated/server";
import { claimOf } from "./photoClaims";

/** Stored files looked at per transaction: each costs one `_storage` row and four indexed lookups (claimOf). */
export const ORPHAN_BATCH = 100;

/** How far back a daily sweep looks: a week, so a few missed days are caught without re-reading every photo ever stored. */
export const ORPHAN_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * One batch of the sweep of stored files created from `since` to before `cutoff`, oldest first: deletes each that
 * neither a pending upload nor a review photo holds (uploaded to an upload URL and never registered,
 * or left by a registration that failed half-way). Returns how many it deleted and where the next
 * batch starts; `since` and `cutoff` must stay the same for every batch of one sweep (it is part of the query
 * the cursor belongs to).
 */
export async function deleteOrphanFiles(ctx: MutationCtx, since: number, cutoff: number, cursor: string | null) {
  const page = await ctx.db.system
    .query("_storage")
    .withIndex("by_creation_time", (q) => q.gte("_creationTime", since).lt("_creationTime", cutoff))
    .paginate({ numItems: ORPHAN_BATCH, cursor });
  let deleted = 0;
  for (const file of page.page) {
    const { upload, attached } = await claimOf(ctx, file._id);
    if (upload !== null || attached !== null) continue;
    await ctx.storage.delete(file._id);
    deleted += 1;
  }
  return { deleted, cursor: page.continueCursor, done: page.isDone };
}
