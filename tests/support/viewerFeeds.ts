import { expect } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import { feedCounts, feedTotal } from "@convex/model/feedRows";
import type { SandboxBackend } from "../../sandbox/backend";

// What each viewer's feed is read from (docs/decisions/0005-feed-fan-out.md), for the feed tests to compare.

/** A viewer's feed rows (activity ids, sorted) and what the aggregate counts for them; the total must agree. */
export async function rowsOf(backend: SandboxBackend, viewerId: Id<"users">) {
  return backend.t.run(async (ctx) => {
    const rows = await ctx.db
      .query("feedItems")
      .withIndex("by_viewer_author", (q) => q.eq("viewerId", viewerId))
      .collect();
    expect(await feedTotal(ctx, viewerId), "feedTotals").toBe(rows.length);
    return {
      ids: rows.map((row) => row.activityId as string).sort(),
      counted: await feedCounts.count(ctx, { namespace: viewerId }),
    };
  });
}
