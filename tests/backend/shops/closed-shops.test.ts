import { describe, expect, it } from "vitest";
import { api, internal } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { CLOSED_AFTER_REPORTS, REOPEN_REQUEST_FLAG } from "@convex/rules/reports";
import { createBackend, establish, finishScheduled, signUp } from "../../support/backendHarness";
import { editShopAs } from "../../support/shopWrites";
import { shopInput } from "../../support/testData";

// Closed shops (decision 20): a shop reported closed by two different established people (or by one
// moderator) is "Permanently closed": off the map and the list unless the filters ask, its submitter
// told; only a moderator's Reopen brings it back (decision 27).

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
  // The map as it stands once the markers' jobs have run (an add's or edit's marker follows it: decision 37).
  const onMap = async (filters?: { closed: boolean }) =>
    (await finishScheduled(backend),
    await sue.as.query(api.shops.inViewport, { ...BOSTON, ...(filters ? { filters } : {}) })).shops.map((s) => s.name);
  const report = (user: (typeof regulars)[number]) =>
    user.as.mutation(api.reports.create, { kind: "shop", itemId: shop._id, reason: "closed" });
  const edit = (who: { as: typeof sue.as }, changes: { hours?: string; reopen?: boolean }) =>
    editShopAs(backend, who, shop._id, changes);
  return { backend, sue, mod, regulars, shopId: shop._id, onMap, report, edit };
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
    expect((await sue.as.query(api.shopPanel.shared, { id: shopId }))!.shop.closedAt).toEqual(expect.any(Number));
    const { page } = await sue.as.query(api.notifications.list, { paginationOpts: { numItems: 5, cursor: null } });
    expect(page.map((row) => row.statement)).toContain(
      `Gone Beans, a shop you added, is now marked permanently closed: ${CLOSED_AFTER_REPORTS} members reported it. If it is still open, edit the shop and tick "It is open": a moderator will check.`,
    );
  });

  it("stays closed after an edit; other reasons never close it", async () => {
    const { regulars, shopId, onMap, report, backend, edit } = await setUp();
    for (const user of regulars)
      await user.as.mutation(api.reports.create, { kind: "shop", itemId: shopId, reason: "wrongInfo" });
    expect(await onMap()).toEqual(["Gone Beans"]);
    for (let i = 0; i < CLOSED_AFTER_REPORTS; i++) {
      const user = await signUp(backend);
      await establish(backend, user.userId);
      await report(user);
    }
    expect(await onMap()).toEqual([]);
    // Any edit used to reopen it (decision 27): an edit is not a claim that it is open.
    await edit(regulars[0]!, { hours: "Daily 8am-4pm" });
    expect(await onMap()).toEqual([]);
  });

  it("closes on one moderator's report, and a moderator's Reopen brings it back", async () => {
    const { mod, shopId, onMap } = await setUp();
    await mod.as.mutation(api.reports.create, { kind: "shop", itemId: shopId, reason: "closed" });
    expect(await onMap()).toEqual([]);
    const [item] = (await mod.as.query(api.moderation.queue, { paginationOpts: { numItems: 5, cursor: null } })).page;
    expect(item!.actions).toEqual(["dismiss", "reopen"]);
    await mod.as.mutation(api.moderation.act, { subject: `shop:${shopId}`, action: "reopen", reason: "Still serving" });
    expect(await onMap()).toEqual(["Gone Beans"]);
    await mod.as.mutation(api.reports.create, { kind: "shop", itemId: shopId, reason: "spam" }).catch(() => {});
    const { page: log } = await mod.as.query(api.moderation.log, { paginationOpts: { numItems: 20, cursor: null } });
    expect(log.map((entry) => [entry.action, entry.reason])).toEqual([
      ["reopen", "Still serving"],
      ["close", "Reported closed by a moderator"],
    ]);
  });
});

// Decision 27: "permanently closed" was easy to flip. Each test replays one way and fails on the
// code before decision 27.
describe("closed means closed until someone with standing reopens it", () => {
  const queueOf = async (mod: Awaited<ReturnType<typeof setUp>>["mod"]) =>
    (await mod.as.query(api.moderation.queue, { paginationOpts: { numItems: 10, cursor: null } })).page;

  it("a reopened shop stays open after one more 'closed' report: only reports since the reopening count", async () => {
    const { backend, mod, regulars, shopId, onMap, report } = await setUp();
    await report(regulars[0]!);
    await report(regulars[1]!);
    expect(await onMap()).toEqual([]);
    await mod.as.mutation(api.moderation.act, { subject: `shop:${shopId}`, action: "reopen", reason: "Still serving" });
    expect(await onMap()).toEqual(["Gone Beans"]);

    await report(regulars[2]!);
    expect(await onMap()).toEqual(["Gone Beans"]);
    // Two new reports since the reopening close it again: the rule itself still works.
    const another = await signUp(backend);
    await establish(backend, another.userId);
    await report(another);
    expect(await onMap()).toEqual([]);
  });

  it("a moderator-closed shop stays closed after an editor's change, and after an established member says it is open", async () => {
    const { backend, mod, regulars, shopId, onMap, edit } = await setUp();
    await regulars[0]!.as.mutation(api.reports.create, { kind: "shop", itemId: shopId, reason: "wrongInfo" });
    await mod.as.mutation(api.moderation.act, { subject: `shop:${shopId}`, action: "close", reason: "Boarded up" });
    expect(await onMap()).toEqual([]);
    expect((await backend.t.run((ctx) => ctx.db.get(shopId)))!.closedBy).toBe("moderator");

    await edit(regulars[1]!, { hours: "Daily 7am-3pm" });
    expect(await onMap()).toEqual([]);
    expect(await edit(regulars[1]!, { reopen: true })).toMatchObject({ reopening: "requested" });
    expect(await onMap()).toEqual([]);
    // It waits at the top of the queue with why, for a moderator's Reopen.
    const [item] = await queueOf(mod);
    expect(item).toMatchObject({
      subject: `shop:${shopId}`,
      flag: REOPEN_REQUEST_FLAG,
      actions: ["dismiss", "reopen"],
    });
    await mod.as.mutation(api.moderation.act, { subject: `shop:${shopId}`, action: "reopen", reason: "Checked: open" });
    expect(await onMap()).toEqual(["Gone Beans"]);
  });

  it("a member who is not established cannot reopen it at all; a moderator's edit reopens it at once", async () => {
    const { backend, mod, shopId, onMap, edit, sue } = await setUp();
    await mod.as.mutation(api.reports.create, { kind: "shop", itemId: shopId, reason: "closed" });
    expect(await onMap()).toEqual([]);
    const newcomer = await signUp(backend);
    await expect(edit(newcomer, { reopen: true, hours: "Daily" })).rejects.toThrow(MESSAGES.reopenNeedsStanding);
    await expect(edit(sue, { reopen: true })).rejects.toThrow(MESSAGES.reopenNeedsStanding);
    expect(await onMap()).toEqual([]);
    expect((await queueOf(mod)).map((item) => item.flag)).toEqual([undefined]);

    expect(await edit(mod, { reopen: true })).toMatchObject({ reopening: "reopened", changed: 0 });
    expect(await onMap()).toEqual(["Gone Beans"]);
  });
});
