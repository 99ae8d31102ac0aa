import type { MutationCtx } from "../_generated/server";
import { claimOf } from "./photoClaims";

/** Stored files looked at per transaction: each costs one `_storage` row and two indexed lookups. */
export const ORPHAN_BATCH = 100;

/**
 * One batch of the sweep of stored files created before `cutoff`, oldest first: deletes each that
 * neither a pending upload nor a review photo holds (uploaded to an upload URL and never registered,
 * or left by a registration that failed half-way). Returns how many it deleted and where the next
 * batch starts; `cutoff` must stay the same for every batch of one sweep (it is part of the query
 * the cursor belongs to).
 */
export async function deleteOrphanFiles(ctx: MutationCtx, cutoff: number, cursor: string | null) {
  const page = await ctx.db.system
    .query("_storage")
    .withIndex("by_creation_time", (q) => q.lt("_creationTime", cutoff))
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
