import { afterEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { MESSAGES } from "@convex/rules/messages";
import { RATE_LIMITS } from "@convex/model/rateLimits";
import { MAX_ROOMS_PER_VIEWER, PRESENCE_TTL_MS, WATCHERS_CAP, othersLooking } from "@convex/rules/presence";
import { createBackend, establish, signUp } from "../../support/backendHarness";
import { insertShop } from "../../support/testData";

const session = () => crypto.randomUUID();

type Viewer = Awaited<ReturnType<typeof signUp>>;

let backend: Awaited<ReturnType<typeof createBackend>>;

/** Whether `viewer` is counted in the room: what their page learns from its join's answer. */
const counted = (viewer: Viewer, roomId: string) =>
  backend.t.run(async (ctx) => {
    const row = await ctx.db
      .query("roomViewers")
      .withIndex("by_user_room", (q) => q.eq("userId", viewer.userId).eq("roomId", roomId))
      .first();
    return row !== null;
  });

/** What the panel shows `viewer` (decisions 39, 46): the shared count, less themselves and the people they blocked. */
async function watching(viewer: Viewer, shopId: Id<"shops">) {
  const { looking } = await viewer.as.query(api.shopPanel.live, { id: shopId });
  const mine = await viewer.as.query(api.shopPanel.mine, { shopId, reviewIds: [] });
  return othersLooking(looking, { here: await counted(viewer, shopId), blockedHere: mine.blockedLooking });
}

async function setUp() {
  backend = await createBackend();
  const ann = await signUp(backend);
  const bob = await signUp(backend);
  await establish(backend, ann.userId);
  await establish(backend, bob.userId);
  const shopId = await backend.t.run((ctx) => insertShop(ctx, ann.userId));
  const otherShopId = await backend.t.run((ctx) =>
    insertShop(ctx, ann.userId, { name: "Elsewhere", streetAddress: "9 Far St" }),
  );
  return { backend, ann, bob, shopId, otherShopId };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("presence at a shop", () => {
  it("counts the other people with the panel open, not oneself, and forgets who leaves", async () => {
    const { ann, bob, shopId, otherShopId } = await setUp();
    expect(await watching(ann, shopId)).toEqual({ others: 0, capped: false });

    await ann.as.mutation(api.presence.join, { shopId, sessionId: session() });
    expect(await watching(ann, shopId)).toEqual({ others: 0, capped: false });
    const bobSession = session();
    expect(await bob.as.mutation(api.presence.join, { shopId, sessionId: bobSession })).toBe(true);
    expect(await watching(ann, shopId)).toEqual({ others: 1, capped: false });
    expect(await watching(bob, shopId)).toEqual({ others: 1, capped: false });
    // Another shop is another room.
    expect(await watching(ann, otherShopId)).toEqual({ others: 0, capped: false });

    await bob.as.mutation(api.presence.leave, { shopId, sessionId: bobSession });
    expect(await watching(ann, shopId)).toEqual({ others: 0, capped: false });
  });

  it("leaves the shop a session closed a moment ago in the join of the next, and only that session", async () => {
    const { ann, bob, shopId, otherShopId } = await setUp();
    const [page, otherTab] = [session(), session()];
    await bob.as.mutation(api.presence.join, { shopId, sessionId: page });
    expect(await watching(ann, shopId)).toEqual({ others: 1, capped: false });
    expect(await bob.as.mutation(api.presence.join, { shopId: otherShopId, sessionId: page, leaving: shopId })).toBe(
      true,
    );
    expect(await watching(ann, shopId)).toEqual({ others: 0, capped: false });
    expect(await watching(ann, otherShopId)).toEqual({ others: 1, capped: false });
    // Another tab's session at the first shop is not this page's to end.
    await bob.as.mutation(api.presence.join, { shopId, sessionId: otherTab });
    await bob.as.mutation(api.presence.join, { shopId: otherShopId, sessionId: page, leaving: shopId });
    expect(await watching(ann, shopId)).toEqual({ others: 1, capped: false });
    // Coming back to the same shop renews it.
    expect(await bob.as.mutation(api.presence.join, { shopId, sessionId: otherTab, leaving: shopId })).toBe(true);
    expect(await watching(ann, shopId)).toEqual({ others: 1, capped: false });
  });

  it("counts a person once for several tabs, until their last tab leaves", async () => {
    const { ann, bob, shopId } = await setUp();
    const [first, second] = [session(), session()];
    await bob.as.mutation(api.presence.join, { shopId, sessionId: first });
    await bob.as.mutation(api.presence.join, { shopId, sessionId: second });
    expect(await watching(ann, shopId)).toEqual({ others: 1, capped: false });
    await bob.as.mutation(api.presence.leave, { shopId, sessionId: first });
    expect(await watching(ann, shopId)).toEqual({ others: 1, capped: false });
    await bob.as.mutation(api.presence.leave, { shopId, sessionId: second });
    expect(await watching(ann, shopId)).toEqual({ others: 0, capped: false });
  });

  it("drops a viewer who vanished without leaving once their time is up, at the sweep; keeps one who renewed", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { backend, ann, bob, shopId } = await setUp();
    const annSession = session();
    await ann.as.mutation(api.presence.join, { shopId, sessionId: annSession });
    await bob.as.mutation(api.presence.join, { shopId, sessionId: session() });
    expect(await watching(ann, shopId)).toEqual({ others: 1, capped: false });
    const rows = () => backend.t.run(async (ctx) => (await ctx.db.query("roomViewers").collect()).length);

    // Before the time is up the sweep leaves both; Ann's renewal (joining again) moves only her session's expiry.
    vi.setSystemTime(Date.now() + PRESENCE_TTL_MS - 1000);
    await ann.as.mutation(api.presence.join, { shopId, sessionId: annSession });
    await backend.t.mutation(internal.presenceSweep.expired, {});
    expect(await rows()).toBe(2);

    // Bob's tab vanished: past his time the sweep removes his session and takes him out of the room.
    vi.setSystemTime(Date.now() + 2000);
    await backend.t.mutation(internal.presenceSweep.expired, {});
    expect(await rows()).toBe(1);
    expect(await watching(ann, shopId)).toEqual({ others: 0, capped: false });
    expect(await watching(bob, shopId)).toEqual({ others: 1, capped: false });
    const sessions = await backend.t.run((ctx) => ctx.db.query("presenceSessions").collect());
    expect(sessions.map((row) => row.sessionId)).toEqual([annSession]);
  });

  it("a sweep with nothing expired writes nothing, and a full batch runs again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { backend, ann, shopId } = await setUp();
    await ann.as.mutation(api.presence.join, { shopId, sessionId: session() });
    const before = await backend.t.run((ctx) => ctx.db.query("presenceSessions").collect());
    await backend.t.mutation(internal.presenceSweep.expired, {});
    expect(await backend.t.run((ctx) => ctx.db.query("presenceSessions").collect())).toEqual(before);

    // 250 stale sessions of one person in one room: more than a batch, all gone once the scheduled runs end.
    await backend.t.run(async (ctx) => {
      for (let i = 0; i < 250; i++)
        await ctx.db.insert("presenceSessions", {
          roomId: shopId,
          userId: ann.userId,
          sessionId: `s${i}`,
          expiresAt: 1,
        });
    });
    await backend.t.mutation(internal.presenceSweep.expired, {});
    await backend.t.finishAllScheduledFunctions(() => {});
    const left = await backend.t.run((ctx) => ctx.db.query("presenceSessions").collect());
    expect(left).toHaveLength(1);
    expect(await backend.t.run((ctx) => ctx.db.query("roomViewers").collect())).toHaveLength(1);
  });

  it("does not count twenty new accounts, and counts one once it is established", async () => {
    const { backend, ann, shopId } = await setUp();
    const throwaways = await Promise.all(Array.from({ length: 20 }, () => signUp(backend)));
    for (const account of throwaways)
      expect(await account.as.mutation(api.presence.join, { shopId, sessionId: session() })).toBe(false);
    expect(await watching(ann, shopId)).toEqual({ others: 0, capped: false });

    await establish(backend, throwaways[0]!.userId);
    await throwaways[0]!.as.mutation(api.presence.join, { shopId, sessionId: session() });
    expect(await watching(ann, shopId)).toEqual({ others: 1, capped: false });
  });

  it(`caps the count at ${WATCHERS_CAP}`, async () => {
    const { backend, ann, bob, shopId } = await setUp();
    // Past the cap without signing up 21 people: rows as joining writes them (the count reads rows, not names).
    await backend.t.run(async (ctx) => {
      for (let i = 0; i <= WATCHERS_CAP; i++)
        await ctx.db.insert("roomViewers", { roomId: shopId, userId: bob.userId });
    });
    expect(await watching(ann, shopId)).toEqual({ others: WATCHERS_CAP, capped: true });
  });

  it("refuses signed-out callers and made-up sessions", async () => {
    const { backend, ann, shopId } = await setUp();
    await expect(backend.t.mutation(api.presence.join, { shopId, sessionId: session() })).rejects.toThrow(
      MESSAGES.signedOut,
    );
    await expect(backend.t.query(api.shopPanel.mine, { shopId, reviewIds: [] })).rejects.toThrow(MESSAGES.signedOut);
    await expect(backend.t.mutation(api.presence.leave, { shopId, sessionId: session() })).rejects.toThrow(
      MESSAGES.signedOut,
    );
    await expect(ann.as.mutation(api.presence.join, { shopId, sessionId: "short" })).rejects.toThrow(
      MESSAGES.badViewingSession,
    );
    await expect(ann.as.mutation(api.presence.join, { shopId, sessionId: "a|b".repeat(10) })).rejects.toThrow(
      MESSAGES.badViewingSession,
    );
    // A session that never beat ends nothing.
    expect(await ann.as.mutation(api.presence.leave, { shopId, sessionId: session() })).toBeNull();
    expect(await watching(ann, shopId)).toEqual({ others: 0, capped: false });
  });

  it("ends only the caller's own session: another person's session id ends nothing", async () => {
    const { ann, bob, shopId } = await setUp();
    const bobSession = session();
    await bob.as.mutation(api.presence.join, { shopId, sessionId: bobSession });
    // Ann has learnt Bob's session id (it never leaves his page, but suppose): leaving with it is her own leave.
    await ann.as.mutation(api.presence.leave, { shopId, sessionId: bobSession });
    expect(await watching(ann, shopId)).toEqual({ others: 1, capped: false });
  });

  it(`counts a person in at most ${MAX_ROOMS_PER_VIEWER} shops at once`, async () => {
    const { backend, ann, bob, shopId, otherShopId } = await setUp();
    const third = await backend.t.run((ctx) =>
      insertShop(ctx, ann.userId, { name: "Third", streetAddress: "3 Third St" }),
    );
    const firstSession = session();
    expect(await bob.as.mutation(api.presence.join, { shopId, sessionId: firstSession })).toBe(true);
    expect(await bob.as.mutation(api.presence.join, { shopId: otherShopId, sessionId: session() })).toBe(true);
    const thirdSession = session();
    expect(await bob.as.mutation(api.presence.join, { shopId: third, sessionId: thirdSession })).toBe(false);
    expect(await watching(ann, third)).toEqual({ others: 0, capped: false });
    // Closing one panel makes room for the next.
    await bob.as.mutation(api.presence.leave, { shopId, sessionId: firstSession });
    expect(await bob.as.mutation(api.presence.join, { shopId: third, sessionId: thirdSession })).toBe(true);
    expect(await watching(ann, third)).toEqual({ others: 1, capped: false });
  });

  it("rate-limits each person's joins: a burst past the limit is not counted, others still are", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["Date"] });
    const { ann, bob, shopId } = await setUp();
    const { capacity, rate, period } = RATE_LIMITS.heartbeat;
    const sessionId = session();
    for (let i = 0; i < capacity; i++)
      expect(await bob.as.mutation(api.presence.join, { shopId, sessionId })).toBe(true);
    expect(await bob.as.mutation(api.presence.join, { shopId, sessionId })).toBe(false);
    expect(await ann.as.mutation(api.presence.join, { shopId, sessionId: session() })).toBe(true);
    // One beat comes back every period / rate.
    vi.setSystemTime(Date.now() + period / rate + 10);
    expect(await bob.as.mutation(api.presence.join, { shopId, sessionId })).toBe(true);
  });
});
