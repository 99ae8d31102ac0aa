import { defineSchema } from "convex/server";
import { activityTables } from "./tables/activity";
import { importsTables } from "./tables/imports";
import { authTablesWithExpiry } from "./tables/auth";
import { conversationsTables } from "./tables/conversations";
import { listsTables } from "./tables/lists";
import { moderationTables } from "./tables/moderation";
import { peopleTables } from "./tables/people";
import { plansTables } from "./tables/plans";
import { presenceTables } from "./tables/presence";
import { reviewsTables } from "./tables/reviews";
import { shopsTables } from "./tables/shops";

// Every entity of docs/product.md §3. Field names are camelCase versions of the first specification's;
// its name is noted where it differs enough to matter. Lists that grow with use (follows, photos, edits) are rows,
// not arrays inside one document. The tables are defined by domain in convex/tables/.

export default defineSchema({
  ...authTablesWithExpiry,
  ...peopleTables,
  ...shopsTables,
  ...reviewsTables,
  ...activityTables,
  ...moderationTables,
  ...listsTables,
  ...importsTables,
  ...conversationsTables,
  ...plansTables,
  ...presenceTables,
});
