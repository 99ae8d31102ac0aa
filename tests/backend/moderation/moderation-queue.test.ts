import { describe, expect, it } from "vitest";
import { api, internal } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { flagForModerators } from "@convex/model/moderation";
import { ESTABLISHED_REPORT_WEIGHT, MODERATION_PAGE } from "@convex/rules/reports";
import { createBackend, establish, finishScheduled, signUp } from "../../support/backendHarness";
import { insertShop } from "../../support/testData";

// Decision 27: a queue that cannot be buried. Reports weigh by their reporters'
// standing, the queue is one index range ordered by weight and paged through to its end, and the count
// of waiting items is kept by scheduled jobs. The burying test fails on the code before: it ordered by
// raw report count and showed the first 50.

type Account = Awaited<ReturnType<typeof signUp>>;

async function setUp() {
  const backend = await createBackend();
  const mod = await signUp(backend, { firstName: "Mo", lastName: "Moderator" });
  await backend.t.mutation(internal.moderation.grant, { email: mod.params.email });
  const owner = await signUp(backend, { firstName: "Owen", lastName: "Owner" });
  return { backend, mod, owner };
}

async function shops(backend: Awaited<ReturnType<typeof createBackend>>, ownerId: Id<"users">, count: number) {
  return await backend.t.run(async (ctx) => {
    const ids: Id<"shops">[] = [];
    for (let i = 0; i < count; i++) ids.push(await insertShop(ctx, ownerId, { name: `Spam target ${i}` }));
    return ids;
  });
}

const reportShop = (who: Account, itemId: string, reason = "spam") =>
  who.as.mutation(api.reports.create, { kind: "shop", itemId, reason });

/** Every page of the queue, as Load more reaches them. */
async function wholeQueue(mod: Account) {
  const pages: string[][] = [];
  let cursor: string | null = null;
  for (;;) {
    const result: { page: { subject: string }[]; isDone: boolean; continueCursor: string } = await mod.as.query(
      api.moderation.queue,
      { paginationOpts: { numItems: MODERATION_PAGE, cursor } },
    );
    pages.push(result.page.map((item) => item.subject));
    if (result.isDone) return pages;
    cursor = result.continueCursor;
  }
}

describe("the moderation queue", () => {
  it("keeps a genuine established report on the first page after 100 throwaway reports from 11 new accounts", async () => {
    const { backend, mod, owner } = await setUp();
    const [genuine, ...targets] = await shops(backend, owner.userId, 51);
    const regular = await signUp(backend);
    await establish(backend, regular.userId);
    await reportShop(regular, genuine!, "wrongInfo");

    const throwaways: Account[] = [];
    for (let i = 0; i < 11; i++) throwaways.push(await signUp(backend));
    let sent = 0;
    // Two reports on each of 50 items, from different new accounts: 100 reports in all.
    for (const [i, target] of targets.entries())
      for (const k of [0, 1]) {
        await reportShop(throwaways[(2 * i + k) % throwaways.length]!, target);
        sent++;
      }
    expect(sent).toBe(100);
    await finishScheduled(backend);

    const pages = await wholeQueue(mod);
    expect(pages[0]![0]).toBe(`shop:${genuine}`);
    // Load more reaches every item, and the heading's count agrees.
    expect(pages.flat()).toHaveLength(51);
    expect(new Set(pages.flat()).size).toBe(51);
    expect(await mod.as.query(api.moderation.waiting, {})).toBe(51);
  });

  it("weighs less the reports of someone whose reports moderators keep dismissing", async () => {
    const { backend, mod, owner } = await setUp();
    const [a, b, c] = await shops(backend, owner.userId, 3);
    const crier = await signUp(backend);
    await establish(backend, crier.userId);
    const weightOf = (shopId: string) =>
      backend.t.run(async (ctx) => {
        const item = await ctx.db
          .query("reportedItems")
          .withIndex("by_subject", (q) => q.eq("subject", `shop:${shopId}`))
          .unique();
        return item?.weight;
      });

    await reportShop(crier, a!);
    expect(await weightOf(a!)).toBe(ESTABLISHED_REPORT_WEIGHT);
    await mod.as.mutation(api.moderation.act, { subject: `shop:${a}`, action: "dismiss", reason: "Not spam" });
    await reportShop(crier, b!);
    await mod.as.mutation(api.moderation.act, { subject: `shop:${b}`, action: "dismiss", reason: "Not spam" });
    await finishScheduled(backend);
    await reportShop(crier, c!);
    expect(await weightOf(c!)).toBe(3);
    await finishScheduled(backend);
    expect(await mod.as.query(api.moderation.waiting, {})).toBe(1);
  });

  it("shows an item the app flagged, with no reporter, above reported ones, with its reason", async () => {
    const { backend, mod, owner } = await setUp();
    const [reported, flagged] = await shops(backend, owner.userId, 2);
    const regulars: Account[] = [];
    for (let i = 0; i < 3; i++) {
      regulars.push(await signUp(backend));
      await establish(backend, regulars[i]!.userId);
      await reportShop(regulars[i]!, reported!);
    }
    await backend.t.run((ctx) =>
      flagForModerators(ctx, {
        kind: "shop",
        itemId: flagged!,
        ownerId: owner.userId,
        reason: "A burst of low ratings from new accounts",
      }),
    );
    await finishScheduled(backend);
    const { page } = await mod.as.query(api.moderation.queue, { paginationOpts: { numItems: 10, cursor: null } });
    expect(page.map((item) => [item.subject, item.reports, item.flag])).toEqual([
      [`shop:${flagged}`, 0, "A burst of low ratings from new accounts"],
      [`shop:${reported}`, 3, undefined],
    ]);
    expect(page[0]!.reasons).toEqual([]);
    expect(await mod.as.query(api.moderation.waiting, {})).toBe(2);

    // Acted on, it leaves the queue and the count; flagged again, it comes back.
    await mod.as.mutation(api.moderation.act, {
      subject: `shop:${flagged}`,
      action: "dismiss",
      reason: "Ratings fine",
    });
    await finishScheduled(backend);
    expect(await mod.as.query(api.moderation.waiting, {})).toBe(1);
    await backend.t.run((ctx) => flagForModerators(ctx, { kind: "shop", itemId: flagged!, reason: "Again" }));
    await finishScheduled(backend);
    expect(await mod.as.query(api.moderation.waiting, {})).toBe(2);
  });

  it("keeps the first flag while an item waits, and counts the waiting items again after an upgrade", async () => {
    const { backend, mod, owner } = await setUp();
    const [shop] = await shops(backend, owner.userId, 1);
    const flag = (reason: string) =>
      backend.t.run((ctx) => flagForModerators(ctx, { kind: "shop", itemId: shop!, reason }));
    await flag("First reason");
    await flag("First reason");
    await flag("Second reason");
    await finishScheduled(backend);
    const { page } = await mod.as.query(api.moderation.queue, { paginationOpts: { numItems: 10, cursor: null } });
    expect(page.map((item) => item.flag)).toEqual(["First reason"]);

    // A deployment whose items waited before the count was kept: the count is wrong until recounted.
    await backend.t.run(async (ctx) => {
      const counts = (await ctx.db.query("moderationCounts").first())!;
      await ctx.db.patch("moderationCounts", counts._id, { waiting: 0 });
    });
    expect(await mod.as.query(api.moderation.waiting, {})).toBe(0);
    await backend.t.mutation(internal.moderationJobs.recountWaiting, {});
    await finishScheduled(backend);
    expect(await mod.as.query(api.moderation.waiting, {})).toBe(1);
  });
});
