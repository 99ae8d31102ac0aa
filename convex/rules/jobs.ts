// Background steps that fail (convex/jobs.ts): which are run again, how often and how soon.

/** Runs of one step, the first included, before its failure is left for a person to look at. */
export const MAX_JOB_ATTEMPTS = 3;
/** How often the watcher looks for failed steps (convex/crons.ts). */
export const JOB_WATCH_EVERY_MINUTES = 5;
/** How far back each look reaches: past the last look, so a step that failed just after it is not missed. */
export const JOB_WATCH_WINDOW_MS = 3 * JOB_WATCH_EVERY_MINUTES * 60 * 1000;
/** Failed steps looked at per look; the rest wait for the next one. */
export const JOB_WATCH_BATCH = 200;

/**
 * The app's own scheduled steps. A failed mutation commits nothing, and each step finds where it is
 * from the database or its arguments (the actions skip what is done), so a failed one is retried.
 */
export const RETRIED_JOBS = [
  "feed:fanOutBatch",
  "feed:backfillBatch",
  "feed:removalBatch",
  "feed:activityRemovalBatch",
  "feed:purge",
  "helpfulVotes:removalBatch",
  "account:erase",
  "photos:purgeOrphanFiles",
  "photos:purgeStaleUploads",
  "photoSizes:makeSmallCopies",
  "photoSizes:backfillSmallCopies",
  "renames:shopReviews",
  "renames:userReviews",
  "renames:userShops",
  "totals:reviewAdded",
  "totals:shopCounts",
  "totals:followChanged",
  "totals:voteChanged",
  "totals:listEntriesChanged",
  "totals:markerChanged",
  "lists:removalBatch",
  "moderationJobs:waitingChanged",
  "moderationJobs:tallyReporters",
  "moderationJobs:recountWaiting",
  "trust:countReviews",
  "trust:uncountReviews",
] as const;

/** A scheduled function's name as `_scheduled_functions` holds it ("feed.js:fanOutBatch" or "feed:fanOutBatch"), as "feed:fanOutBatch". */
export function jobName(scheduledName: string): string {
  return scheduledName.replace(/\.js(?=:)/, "");
}

/** Whether a failed scheduled function is one of the chains the watcher runs again. */
export function isRetried(scheduledName: string): boolean {
  return (RETRIED_JOBS as readonly string[]).includes(jobName(scheduledName));
}

/** How long after its `attempts`-th failure a step runs again: 1 minute, then 4, then 16. */
export function retryDelayMs(attempts: number): number {
  return 60_000 * 4 ** (attempts - 1);
}
