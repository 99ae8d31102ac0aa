import { v } from "convex/values";
import { internal } from "./_generated/api";
import { internalMutation } from "./_generated/server";
import { runStep } from "./model/backgroundSteps";
import { sweepExpired } from "./model/presence";
import { PRESENCE_SWEEP_BATCH } from "./rules/presence";

/**
 * Removes presence sessions past their time to live, and takes their people out of the rooms they no longer
 * have open (decision 39): a panel that vanished without leaving stops counting here. Run by the cron every
 * PRESENCE_SWEEP_MINUTES; a full batch runs again at once. With nothing expired it reads one empty index range
 * and writes nothing.
 */
export const expired = internalMutation({
  args: {},
  returns: v.null(),
  handler: async (ctx) => {
    if (await sweepExpired(ctx, Date.now(), PRESENCE_SWEEP_BATCH))
      await runStep(ctx, internal.presenceSweep.expired, {});
    return null;
  },
});
