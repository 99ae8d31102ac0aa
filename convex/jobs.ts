import { makeFunctionReference } from "convex/server";
import { v } from "convex/values";
import { internalMutation, internalQuery } from "./_generated/server";
import { failedStep, markRecovered, recordFailure } from "./model/backgroundSteps";
import { errorText, isRunnerRun, JOB_WATCH_BATCH, JOB_WATCH_WINDOW_MS } from "./rules/jobs";

// Failed background steps (decision 24). Every scheduled mutation step runs inside `run`, which
// records a failure the moment the step throws and schedules it again (model/backgroundSteps.ts);
// action steps record their own. `watch` is the backstop for the rare run of `run` itself that dies
// before it can record (a step past a deployment's time or transaction limits fails its caller too).

/**
 * Runs one background mutation step as a sub-transaction. A step that throws commits nothing; the
 * runner then writes its failure row and schedules the retry, so the failure is recorded at once.
 */
export const run = internalMutation({
  args: { name: v.string(), args: v.any(), retryOf: v.optional(v.id("jobFailures")) },
  returns: v.null(),
  handler: async (ctx, { name, args, retryOf }) => {
    try {
      await ctx.runMutation(makeFunctionReference<"mutation">(name), args);
    } catch (error) {
      await recordFailure(ctx, { name, kind: "mutation", args, error: errorText(error), retryOf });
      return null;
    }
    if (retryOf !== undefined) await markRecovered(ctx, retryOf);
    return null;
  },
});

/** An action step that threw (model/backgroundSteps.ts `recordingFailures`). */
export const stepFailed = internalMutation({
  args: failedStep,
  returns: v.null(),
  handler: async (ctx, step) => {
    await recordFailure(ctx, step);
    return null;
  },
});

/** An action step's retry that succeeded. */
export const stepRecovered = internalMutation({
  args: { failureId: v.id("jobFailures") },
  returns: v.null(),
  handler: async (ctx, { failureId }) => {
    await markRecovered(ctx, failureId);
    return null;
  },
});

/**
 * The backstop: runs of the step runner of the last JOB_WATCH_WINDOW_MS that failed themselves (so
 * recorded nothing) become failure rows and are retried like any other.
 */
export const watch = internalMutation({
  args: {},
  returns: v.object({ failed: v.number(), retried: v.number(), gaveUp: v.number() }),
  handler: async (ctx) => {
    const counts = { failed: 0, retried: 0, gaveUp: 0 };
    const recent = await ctx.db.system
      .query("_scheduled_functions")
      .withIndex("by_creation_time", (q) => q.gte("_creationTime", Date.now() - JOB_WATCH_WINDOW_MS))
      .order("desc")
      .take(JOB_WATCH_BATCH);
    for (const job of recent) {
      if (job.state.kind !== "failed" || !isRunnerRun(job.name)) continue;
      const seen = await ctx.db
        .query("jobFailures")
        .withIndex("by_job", (q) => q.eq("jobId", job._id))
        .first();
      if (seen !== null) continue;
      const { name, args, retryOf } = job.args[0] as { name: string; args: unknown; retryOf?: string };
      const outcome = await recordFailure(ctx, {
        name,
        kind: "mutation",
        args,
        error: job.state.error,
        retryOf: retryOf === undefined ? undefined : (ctx.db.normalizeId("jobFailures", retryOf) ?? undefined),
        jobId: job._id,
      });
      counts.failed += 1;
      counts[outcome] += 1;
    }
    return counts;
  },
});

/** For an operator (`npx convex run jobs:failures`): the steps given up on, newest first. */
export const failures = internalQuery({
  args: {},
  returns: v.array(
    v.object({ name: v.string(), attempts: v.number(), error: v.optional(v.string()), lastFailedAt: v.number() }),
  ),
  handler: async (ctx) => {
    const rows = await ctx.db
      .query("jobFailures")
      .withIndex("by_state", (q) => q.eq("state", "gaveUp"))
      .order("desc")
      .take(100);
    return rows.map(({ name, attempts, error, lastFailedAt }) => ({ name, attempts, error, lastFailedAt }));
  },
});
