import { describe, expect, it } from "vitest";
import { api, internal } from "@convex/_generated/api";
import { CLOSED_AFTER_REPORTS } from "@convex/rules/reports";
import { createBackend, establish, signUp } from "../support/backendHarness";
import { shopInput } from "../support/testData";

// Closed shops (decision 20): a shop reported closed by two different established people (or by one
// moderator) is "Permanently closed": off the map and the list unless the filters ask, its submitter
// told; an edit or a moderator's Reopen brings it back.

const BOSTON = { south: 42.33, west: -71.1, north: 42.39, east: -71.02 };

async function setUp() {
  const backend = await createBackend();
  const sue = await signUp(backend, { firstName: "Sue", lastName: "Submitter" });
  const mod = await signUp(backend, { firstName: "Mo", lastName: "Moderator" });
  await backend.t.mutation(internal.moderation.grant, { email: mod.params.email });
  const regulars: Awaited<ReturnType<typeof signUp>>[] = [];
  for (let i = 0; i < CLOSED_AFTER_REPORTS + 1; i++) {
    const user = await signUp(backend);
    await establish(backend, user.userId);
    regulars.push(user);
  }
  const shop = await sue.as.mutation(api.shops.create, shopInput({ name: "Gone Beans", lat: 42.36, lng: -71.06 }));
  const onMap = async (filters?: { closed: boolean }) =>
    (await sue.as.query(api.shops.inViewport, { ...BOSTON, ...(filters ? { filters } : {}) })).shops.map((s) => s.name);
  const report = (user: (typeof regulars)[number]) =>
    user.as.mutation(api.reports.create, { kind: "shop", itemId: shop._id, reason: "closed" });
  return { backend, sue, mod, regulars, shopId: shop._id, onMap, report };
}

describe("closed shops", () => {
  it(`close after ${CLOSED_AFTER_REPORTS} established people report it; off the map unless asked for; the submitter is told`, async () => {
    const { backend, sue, regulars, shopId, onMap, report } = await setUp();
    const newcomer = await signUp(backend);
    await newcomer.as.mutation(api.reports.create, { kind: "shop", itemId: shopId, reason: "closed" });
    await report(regulars[0]!);
    expect(await onMap()).toEqual(["Gone Beans"]);

    await report(regulars[1]!);
    expect(await onMap()).toEqual([]);
    expect(await onMap({ closed: true })).toEqual(["Gone Beans"]);
    expect((await sue.as.query(api.shops.panel, { id: shopId }))!.shop.closedAt).toEqual(expect.any(Number));
    const { page } = await sue.as.query(api.notifications.list, { paginationOpts: { numItems: 5, cursor: null } });
    expect(page.map((row) => row.statement)).toContain(
      `Gone Beans, a shop you added, is now marked permanently closed: ${CLOSED_AFTER_REPORTS} members reported it. If it is still open, edit the shop and it opens again.`,
    );
  });

  it("reopens when someone edits it, and other reasons never close it", async () => {
    const { sue, regulars, shopId, onMap, report, backend } = await setUp();
    for (const user of regulars)
      await user.as.mutation(api.reports.create, { kind: "shop", itemId: shopId, reason: "wrongInfo" });
    expect(await onMap()).toEqual(["Gone Beans"]);
    for (let i = 0; i < CLOSED_AFTER_REPORTS; i++) {
      const user = await signUp(backend);
      await establish(backend, user.userId);
      await report(user);
    }
    expect(await onMap()).toEqual([]);

    const { name, streetAddress, roastsOwnBeans, website, beverages, roastStyle, version } = (await backend.t.run(
      (ctx) => ctx.db.get(shopId),
    ))!;
    await sue.as.mutation(api.shops.update, {
      id: shopId,
      version,
      name,
      streetAddress,
      roastsOwnBeans,
      website,
      beverages,
      roastStyle,
      hours: "Daily 8am-4pm",
    });
    expect(await onMap()).toEqual(["Gone Beans"]);
  });

  it("closes on one moderator's report, and a moderator's Reopen brings it back", async () => {
    const { mod, shopId, onMap } = await setUp();
    await mod.as.mutation(api.reports.create, { kind: "shop", itemId: shopId, reason: "closed" });
    expect(await onMap()).toEqual([]);
    const [item] = await mod.as.query(api.moderation.queue, {});
    expect(item!.actions).toEqual(["dismiss", "reopen"]);
    await mod.as.mutation(api.moderation.act, { subject: `shop:${shopId}`, action: "reopen", reason: "Still serving" });
    expect(await onMap()).toEqual(["Gone Beans"]);
    await mod.as.mutation(api.reports.create, { kind: "shop", itemId: shopId, reason: "spam" }).catch(() => {});
    const log = await mod.as.query(api.moderation.log, {});
    expect(log.map((entry) => [entry.action, entry.reason])).toEqual([
      ["reopen", "Still serving"],
      ["close", "Reported closed by a moderator"],
    ]);
  });
});
