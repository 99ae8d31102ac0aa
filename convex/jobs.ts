import { makeFunctionReference, type SystemDataModel } from "convex/server";
import { v } from "convex/values";
import type { Doc } from "./_generated/dataModel";
import { internalMutation, internalQuery, type MutationCtx } from "./_generated/server";
import { isRetried, JOB_WATCH_BATCH, JOB_WATCH_WINDOW_MS, jobName, MAX_JOB_ATTEMPTS, retryDelayMs } from "./rules/jobs";

// Failed background steps (decision 24). A deployment runs a scheduled mutation exactly once and
// retries it itself only on its own internal errors; one that throws ends its chain, and the
// failure lives only in `_scheduled_functions` for a week. The watcher (every few minutes,
// convex/crons.ts) writes each failed step of the app's chains into `jobFailures`, runs it again
// later with the same arguments (each step is safe to repeat) and marks it recovered or, after
// MAX_JOB_ATTEMPTS runs, given up: then it stays in the table and the log for a person to read.

type ScheduledJob = SystemDataModel["_scheduled_functions"]["document"];

/** Looks at the scheduled steps of the last JOB_WATCH_WINDOW_MS: records new failures, retries them, settles retries that ended. */
export const watch = internalMutation({
  args: {},
  returns: v.object({ failed: v.number(), retried: v.number(), recovered: v.number(), gaveUp: v.number() }),
  handler: async (ctx) => {
    const counts = { failed: 0, retried: 0, recovered: 0, gaveUp: 0 };
    const recent = await ctx.db.system
      .query("_scheduled_functions")
      .withIndex("by_creation_time", (q) => q.gte("_creationTime", Date.now() - JOB_WATCH_WINDOW_MS))
      .order("desc")
      .take(JOB_WATCH_BATCH);
    for (const job of recent) {
      if (!isRetried(job.name)) continue;
      const retryOf = await ctx.db
        .query("jobFailures")
        .withIndex("by_retry", (q) => q.eq("retryJobId", job._id))
        .unique();
      if (retryOf !== null) {
        if (job.state.kind === "success") {
          await ctx.db.patch("jobFailures", retryOf._id, { state: "recovered", retryJobId: undefined });
          counts.recovered += 1;
        } else if (job.state.kind === "failed") {
          const outcome = await failedAgain(ctx, retryOf, job);
          counts[outcome] += 1;
        }
        continue;
      }
      if (job.state.kind !== "failed") continue;
      const seen = await ctx.db
        .query("jobFailures")
        .withIndex("by_job", (q) => q.eq("jobId", job._id))
        .unique();
      if (seen !== null) continue;
      const failure = {
        jobId: job._id,
        name: jobName(job.name),
        args: job.args[0] ?? {},
        attempts: 0,
        state: "retrying" as const,
        lastFailedAt: job.completedTime ?? Date.now(),
      };
      const failureId = await ctx.db.insert("jobFailures", failure);
      counts.failed += 1;
      counts[await failedAgain(ctx, { ...failure, _id: failureId, _creationTime: Date.now() }, job)] += 1;
    }
    return counts;
  },
});

/** One more failed run of a step: run it again after a growing delay, or give up and say so. */
async function failedAgain(
  ctx: MutationCtx,
  failure: Doc<"jobFailures">,
  job: ScheduledJob,
): Promise<"retried" | "gaveUp"> {
  const attempts = failure.attempts + 1;
  const error = job.state.kind === "failed" ? job.state.error : undefined;
  if (attempts >= MAX_JOB_ATTEMPTS) {
    await ctx.db.patch("jobFailures", failure._id, {
      attempts,
      state: "gaveUp",
      retryJobId: undefined,
      error,
      lastFailedAt: Date.now(),
    });
    console.error(
      `Background step ${failure.name} failed ${attempts} times and was given up: ${error ?? "no message"}`,
    );
    return "gaveUp";
  }
  const step = makeFunctionReference<"mutation">(failure.name);
  const retryJobId = await ctx.scheduler.runAfter(retryDelayMs(attempts), step, failure.args);
  await ctx.db.patch("jobFailures", failure._id, {
    attempts,
    state: "retrying",
    retryJobId,
    error,
    lastFailedAt: Date.now(),
  });
  return "retried";
}

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
