import aggregate from "@convex-dev/aggregate/convex.config.js";
import migrations from "@convex-dev/migrations/convex.config.js";
import presence from "@convex-dev/presence/convex.config.js";
import r2 from "@convex-dev/r2/convex.config.js";
import rateLimiter from "@convex-dev/rate-limiter/convex.config.js";
import { defineApp } from "convex/server";

const app = defineApp();
app.use(rateLimiter);
// Counts and offsets of each viewer's feed rows (convex/model/feedRows.ts).
app.use(aggregate, { name: "feedCounts" });
// Who is looking at each shop right now (convex/presence.ts).
app.use(presence);
// Backfills an older deployment needs, run once after deploying (convex/migrations.ts).
app.use(migrations);
// Review photos on an S3-compatible bucket when the R2_* settings are present (convex/model/photoStore.ts).
app.use(r2);

export default app;
