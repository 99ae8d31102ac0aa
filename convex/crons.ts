import { cronJobs } from "convex/server";
import { internal } from "./_generated/api";

const crons = cronJobs();

crons.hourly("purge review photo uploads never attached", { minuteUTC: 17 }, internal.photos.purgeStaleUploads, {});

export default crons;
