import { describe, expect, it } from "vitest";
import { internal } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { markerOf } from "@convex/model/mapTiles";
import { createBackend, finishScheduled, signUp } from "../../support/backendHarness";
import {
  comparable,
  get,
  insertOldShop,
  markerInTiles,
  migrate,
  snapshot,
  statusOf,
} from "../../support/oldDeployment";
import { reviewDoc } from "../../support/testData";
import { shopTotalsNow } from "../../support/counts";

// Running the migrations of convex/migrations.ts (decision 23): runAll runs each in order once and does nothing when
// run again; a migration whose worker stopped resumes from its cursor, and starts over only when reset.

describe("migrations for an older deployment", () => {
  it("runAll: runs each in order once, skips finished ones, and a dry run of the series changes nothing", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend, { yourCity: "Boston", yourState: "MA" });
    const shopId = await insertOldShop(backend, ann.userId, { hours: "Daily 7am-5pm" });
    await backend.t.run(async (ctx) => {
      const shop = (await ctx.db.get(shopId))!;
      const { overall: _o, ...old } = reviewDoc(shop, ann.userId, { helpfulCount: 2 });
      await ctx.db.insert("reviews", old);
      await ctx.db.patch("users", ann.userId, { yourState: "ma", reviewCount: undefined, homeKey: undefined });
    });

    await migrate(backend, internal.migrations.runAll);
    const shop = await get(backend, shopId);
    expect(shop).toMatchObject({ openingHours: "Mo-Su 07:00-17:00", timeZone: "America/New_York" });
    const totals = await backend.t.run((ctx) => shopTotalsNow(ctx, shopId));
    expect(totals).toMatchObject({ ratingTotals: { reviews: 1 } });
    expect(await markerInTiles(backend, shop)).toEqual(comparable(markerOf({ ...shop, ...totals })));
    expect(await get(backend, ann.userId)).toMatchObject({ yourState: "MA", homeKey: "MA|BOSTON" });
    for (const name of [
      "reviewSortFields",
      "profileStates",
      "peopleFields",
      "shopHours",
      "shopRatings",
      "mapMarkers",
      "placeCounts",
    ]) {
      expect(await statusOf(backend, `migrations:${name}`), name).toMatchObject({ isDone: true });
    }
    // Run again as a deploy script would: everything is done, nothing runs.
    const after = await snapshot(backend);
    await backend.t.mutation(internal.migrations.runAll, {});
    await finishScheduled(backend);
    expect(await snapshot(backend)).toBe(after);
  });

  it("resumes from its cursor after its worker stopped, and starts over only when asked (reset)", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend);
    const shop = await get(backend, await insertOldShop(backend, ann.userId));
    const ids = await backend.t.run(async (ctx) => {
      const inserted: Id<"reviews">[] = [];
      for (let i = 0; i < 3; i++) {
        const { overall: _o, ...old } = reviewDoc(shop, ann.userId, { number: i + 1 });
        inserted.push(await ctx.db.insert("reviews", old));
      }
      return inserted;
    });
    // One batch of one review, then its worker is lost (a failed batch, a stopped deployment).
    await backend.t.mutation(internal.migrations.reviewSortFields, { batchSize: 1 });
    await backend.t.run(async (ctx) => {
      for (const job of await ctx.db.system.query("_scheduled_functions").collect()) {
        if (job.state.kind === "pending") await ctx.scheduler.cancel(job._id);
      }
    });
    expect(await statusOf(backend, "migrations:reviewSortFields")).toMatchObject({ isDone: false, processed: 1 });
    // The first review back in the old shape: a resume does not go back to it.
    await backend.t.run((ctx) => ctx.db.patch("reviews", ids[0]!, { overall: undefined }));

    await backend.t.mutation(internal.migrations.reviewSortFields, {});
    await finishScheduled(backend);
    expect((await get(backend, ids[0]!)).overall).toBeUndefined();
    for (const id of ids.slice(1)) expect((await get(backend, id)).overall).toBeDefined();
    expect(await statusOf(backend, "migrations:reviewSortFields")).toMatchObject({ isDone: true, processed: 3 });

    await backend.t.mutation(internal.migrations.reviewSortFields, { reset: true });
    await finishScheduled(backend);
    expect((await get(backend, ids[0]!)).overall).toBeDefined();
  });
});
