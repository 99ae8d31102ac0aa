// Background steps that fail (convex/jobs.ts, decision 24): how often and how soon they run again.

/** Runs of one step, the first included, before its failure is left for a person to look at. */
export const MAX_JOB_ATTEMPTS = 3;
/** How often the backstop looks for runs of the step runner that died without recording (convex/crons.ts). */
export const JOB_WATCH_EVERY_MINUTES = 15;
/** How far back each look reaches: past the last look, so a run that died just after it is not missed. */
export const JOB_WATCH_WINDOW_MS = 3 * JOB_WATCH_EVERY_MINUTES * 60 * 1000;
/** Scheduled runs looked at per look; the rest wait for the next one. */
export const JOB_WATCH_BATCH = 200;

/** The function every background mutation step runs inside (convex/jobs.ts `run`). */
export const STEP_RUNNER = "jobs:run";

/**
 * The background steps that are actions: they catch their own failure (model/backgroundSteps.ts
 * `recordingFailures`) instead of running inside the step runner, since a mutation cannot run an action.
 */
export const BACKGROUND_ACTIONS = [
  "photoSizes:makeSmallCopies",
  "photoSizes:backfillSmallCopies",
  "photoBackfill:toBucket",
  "osmImports:fetchArea",
  "mapEdgePublish:publish",
  "shopPanelPublish:publish",
] as const;

/** A scheduled function's name as `_scheduled_functions` holds it ("feed.js:fanOutBatch" or "feed:fanOutBatch"), as "feed:fanOutBatch". */
export function jobName(scheduledName: string): string {
  return scheduledName.replace(/\.js(?=:)/, "");
}

/** A scheduled run as the step it runs: a run of the step runner (convex/jobs.ts `run`) is named by its step. */
export function scheduledStep(job: { name: string; args: unknown[] }): { name: string; args: Record<string, unknown> } {
  const name = jobName(job.name);
  const first = (job.args[0] ?? {}) as Record<string, unknown>;
  return name === STEP_RUNNER
    ? { name: first.name as string, args: (first.args ?? {}) as Record<string, unknown> }
    : { name, args: first };
}

/** Whether a failed scheduled run is the step runner's own, which died before it could record its step's failure. */
export function isRunnerRun(scheduledName: string): boolean {
  return jobName(scheduledName) === STEP_RUNNER;
}

/** How long after its `attempts`-th failure a step runs again: 1 minute, then 4, then 16. */
export function retryDelayMs(attempts: number): number {
  return 60_000 * 4 ** (attempts - 1);
}

/** A thrown value as the text a failure row keeps. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 1000);
}
