import {
  getFunctionName,
  makeFunctionReference,
  type FunctionArgs,
  type FunctionReference,
  type Scheduler,
} from "convex/server";
import { v, type Infer } from "convex/values";
import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import type { ActionCtx, MutationCtx } from "../_generated/server";
import { type BACKGROUND_ACTIONS, errorText, MAX_JOB_ATTEMPTS, retryDelayMs } from "../rules/jobs";

// Background steps and their failures (decision 24, amended): every scheduled mutation step runs inside
// `jobs.run`, which calls it as a sub-transaction; when the step throws, its writes are rolled back and the
// runner records the failure in `jobFailures` in the same moment and schedules the step again. The action
// steps catch their own failure (`recordingFailures`). So no failure waits for a watcher to find it.

type MutationStep = FunctionReference<"mutation", "internal">;
type Schedules = { scheduler: Scheduler };

/** Runs a background mutation step (after `delayMs`) inside the step runner. */
export async function runStep<S extends MutationStep>(ctx: Schedules, step: S, args: FunctionArgs<S>, delayMs = 0) {
  return await ctx.scheduler.runAfter(delayMs, internal.jobs.run, { name: getFunctionName(step), args });
}

/** Runs a background mutation step at the time `at` inside the step runner. */
export async function runStepAt<S extends MutationStep>(ctx: Schedules, at: number, step: S, args: FunctionArgs<S>) {
  return await ctx.scheduler.runAt(at, internal.jobs.run, { name: getFunctionName(step), args });
}

export const failedStep = v.object({
  name: v.string(),
  kind: v.union(v.literal("mutation"), v.literal("action")),
  args: v.any(),
  error: v.string(),
  retryOf: v.optional(v.id("jobFailures")),
  jobId: v.optional(v.id("_scheduled_functions")),
});
export type FailedStep = Infer<typeof failedStep>;

/**
 * One more failed run of a step: a new `jobFailures` row (or the row of the failure it was a retry of)
 * and the step scheduled again after a growing delay, or, at MAX_JOB_ATTEMPTS runs, given up and logged.
 */
export async function recordFailure(ctx: MutationCtx, step: FailedStep): Promise<"retried" | "gaveUp"> {
  const { name, kind, args, error, retryOf, jobId } = step;
  const previous = retryOf === undefined ? null : await ctx.db.get("jobFailures", retryOf);
  const attempts = (previous?.attempts ?? 0) + 1;
  const now = Date.now();
  const failureId =
    previous?._id ??
    (await ctx.db.insert("jobFailures", { jobId, name, kind, args, attempts, state: "retrying", lastFailedAt: now }));
  if (attempts >= MAX_JOB_ATTEMPTS) {
    await ctx.db.patch("jobFailures", failureId, {
      attempts,
      state: "gaveUp",
      retryJobId: undefined,
      error,
      lastFailedAt: now,
    });
    console.error(`Background step ${name} failed ${attempts} times and was given up: ${error}`);
    return "gaveUp";
  }
  const delay = retryDelayMs(attempts);
  const retryJobId =
    kind === "mutation"
      ? await ctx.scheduler.runAfter(delay, internal.jobs.run, { name, args, retryOf: failureId })
      : await ctx.scheduler.runAfter(delay, makeFunctionReference<"action">(name), { ...args, retryOf: failureId });
  await ctx.db.patch("jobFailures", failureId, { attempts, state: "retrying", retryJobId, error, lastFailedAt: now });
  return "retried";
}

/** A retry that ran to its end: its failure is recovered. */
export async function markRecovered(ctx: MutationCtx, failureId: Id<"jobFailures">) {
  const failure = await ctx.db.get("jobFailures", failureId);
  if (failure !== null && failure.state === "retrying") {
    await ctx.db.patch("jobFailures", failureId, { state: "recovered", retryJobId: undefined });
  }
}

/** The argument a retried action step is given: the failure it is a retry of. */
export const retryArg = { retryOf: v.optional(v.id("jobFailures")) };

/**
 * Wraps an action step's handler so that a throw is recorded (and the step retried) before it ends the
 * run, and a retry that succeeds marks its failure recovered. Actions are not transactions: the step
 * must skip what an earlier run already did.
 */
export function recordingFailures<Args extends Record<string, unknown>, Result>(
  name: (typeof BACKGROUND_ACTIONS)[number],
  handler: (ctx: ActionCtx, args: Args) => Promise<Result>,
) {
  return async (ctx: ActionCtx, { retryOf, ...args }: Args & { retryOf?: Id<"jobFailures"> }): Promise<Result> => {
    let result: Result;
    try {
      result = await handler(ctx, args as unknown as Args);
    } catch (error) {
      await ctx.runMutation(internal.jobs.stepFailed, { name, kind: "action", args, error: errorText(error), retryOf });
      throw error;
    }
    if (retryOf !== undefined) await ctx.runMutation(internal.jobs.stepRecovered, { failureId: retryOf });
    return result;
  };
}
