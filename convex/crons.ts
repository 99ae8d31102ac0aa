import { cronJobs, getFunctionName, type FunctionReference } from "convex/server";
import { internal } from "./_generated/api";
import { JOB_WATCH_EVERY_MINUTES } from "./rules/jobs";
import { PRESENCE_SWEEP_MINUTES } from "./rules/presence";

const crons = cronJobs();

/** A sweep runs inside the step runner (convex/jobs.ts `run`), so its failure is recorded and retried at once. */
const step = (sweep: FunctionReference<"mutation", "internal">) => ({
  name: getFunctionName(sweep),
  args: {},
});

crons.hourly(
  "purge review photo uploads never attached",
  { minuteUTC: 17 },
  internal.jobs.run,
  step(internal.photos.purgeStaleUploads),
);
crons.daily(
  "delete stored files no upload or photo holds",
  { hourUTC: 3, minuteUTC: 41 },
  internal.jobs.run,
  step(internal.photos.purgeOrphanFiles),
);
crons.daily(
  "purge feed rows that left the 30-day window",
  { hourUTC: 4, minuteUTC: 23 },
  internal.jobs.run,
  step(internal.feed.purge),
);

crons.hourly(
  "delete expired sign-in sessions, refresh tokens and codes",
  { minuteUTC: 29 },
  internal.jobs.run,
  step(internal.authCleanup.purgeExpired),
);

crons.hourly(
  "mark coffee plans past their time as ended",
  { minuteUTC: 7 },
  internal.jobs.run,
  step(internal.plans.endDue),
);

// Failures are recorded by the step runner when they happen; this catches a run of the runner itself that died.
crons.interval(
  "record step-runner runs that died without recording",
  { minutes: JOB_WATCH_EVERY_MINUTES },
  internal.jobs.watch,
  {},
);

crons.interval(
  "end presence past its time to live",
  { minutes: PRESENCE_SWEEP_MINUTES },
  internal.jobs.run,
  step(internal.presenceSweep.expired),
);

export default crons;
