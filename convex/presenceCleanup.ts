import { v } from "convex/values";
import { internal } from "./_generated/api";
import { internalMutation } from "./_generated/server";
import { runStep } from "./model/backgroundSteps";
import { settleVisit } from "./model/presenceVisits";
import { PRESENCE_OFFLINE_KEEP_MS, PRESENCE_SWEEP_BATCH } from "./rules/presence";

/**
 * The hourly sweep of the presence component's leftovers (convex/crons.ts): the offline rows of people who
 * left a room more than PRESENCE_OFFLINE_KEEP_MS ago, and the token of a room nobody is left in. Nothing
 * reads an offline row (the app lists online people only) and a heartbeat makes a new token, so deleting
 * them changes nothing anyone sees. Batches of PRESENCE_SWEEP_BATCH; a full batch schedules the next at once.
 */
export const purgeOffline = internalMutation({
  args: {},
  returns: v.number(),
  handler: async (ctx) => {
    const visits = await ctx.db
      .query("presenceVisits")
      .withIndex("by_at", (q) => q.lt("at", Date.now() - PRESENCE_OFFLINE_KEEP_MS))
      .take(PRESENCE_SWEEP_BATCH);
    let removed = 0;
    for (const visit of visits) if (await settleVisit(ctx, visit)) removed += 1;
    if (visits.length === PRESENCE_SWEEP_BATCH) await runStep(ctx, internal.presenceCleanup.purgeOffline, {});
    return removed;
  },
});
