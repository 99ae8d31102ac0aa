import { cronJobs } from "convex/server";
import { internal } from "./_generated/api";
import { JOB_WATCH_EVERY_MINUTES } from "./rules/jobs";
import { PRESENCE_SWEEP_MINUTES } from "./rules/presence";

const crons = cronJobs();

crons.hourly("purge review photo uploads never attached", { minuteUTC: 17 }, internal.photos.purgeStaleUploads, {});
crons.daily(
  "delete stored files no upload or photo holds",
  { hourUTC: 3, minuteUTC: 41 },
  internal.photos.purgeOrphanFiles,
  {},
);
crons.daily("purge feed rows that left the 30-day window", { hourUTC: 4, minuteUTC: 23 }, internal.feed.purge, {});

crons.hourly(
  "delete expired sign-in sessions, refresh tokens and codes",
  { minuteUTC: 29 },
  internal.authCleanup.purgeExpired,
  {},
);

crons.hourly("mark coffee plans past their time as ended", { minuteUTC: 7 }, internal.plans.endDue, {});

crons.interval("retry background steps that failed", { minutes: JOB_WATCH_EVERY_MINUTES }, internal.jobs.watch, {});

crons.interval(
  "end presence past its time to live",
  { minutes: PRESENCE_SWEEP_MINUTES },
  internal.presenceSweep.expired,
  {},
);

export default crons;
