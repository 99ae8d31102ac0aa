import { afterEach, describe, expect, it, vi } from "vitest";
import { api, components } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { RATE_LIMITS } from "@convex/model/rateLimits";
import { MAX_ROOMS_PER_VIEWER, PRESENCE_HEARTBEAT_MS, WATCHERS_CAP } from "@convex/rules/presence";
import { createBackend, establish, signUp } from "../../support/backendHarness";
import { insertShop } from "../../support/testData";

const session = () => crypto.randomUUID();

async function setUp() {
  const backend = await createBackend();
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
    expect(await ann.as.query(api.presence.watching, { shopId })).toEqual({ others: 0, capped: false });

    await ann.as.mutation(api.presence.heartbeat, { shopId, sessionId: session() });
    expect(await ann.as.query(api.presence.watching, { shopId })).toEqual({ others: 0, capped: false });
    const bobSession = session();
    expect(await bob.as.mutation(api.presence.heartbeat, { shopId, sessionId: bobSession })).toBe(true);
    expect(await ann.as.query(api.presence.watching, { shopId })).toEqual({ others: 1, capped: false });
    expect(await bob.as.query(api.presence.watching, { shopId })).toEqual({ others: 1, capped: false });
    // Another shop is another room.
    expect(await ann.as.query(api.presence.watching, { shopId: otherShopId })).toEqual({ others: 0, capped: false });

    await bob.as.mutation(api.presence.leave, { shopId, sessionId: bobSession });
    expect(await ann.as.query(api.presence.watching, { shopId })).toEqual({ others: 0, capped: false });
  });

  it("counts a person once for several tabs, until their last tab leaves", async () => {
    const { ann, bob, shopId } = await setUp();
    const [first, second] = [session(), session()];
    await bob.as.mutation(api.presence.heartbeat, { shopId, sessionId: first });
    await bob.as.mutation(api.presence.heartbeat, { shopId, sessionId: second });
    expect(await ann.as.query(api.presence.watching, { shopId })).toEqual({ others: 1, capped: false });
    await bob.as.mutation(api.presence.leave, { shopId, sessionId: first });
    expect(await ann.as.query(api.presence.watching, { shopId })).toEqual({ others: 1, capped: false });
    await bob.as.mutation(api.presence.leave, { shopId, sessionId: second });
    expect(await ann.as.query(api.presence.watching, { shopId })).toEqual({ others: 0, capped: false });
  });

  it("drops a viewer whose heartbeats stop (a closed tab) after 2.5 beats, and keeps one who beats", async () => {
    vi.useFakeTimers();
    const { backend, ann, bob, shopId } = await setUp();
    const annSession = session();
    await ann.as.mutation(api.presence.heartbeat, { shopId, sessionId: annSession });
    await bob.as.mutation(api.presence.heartbeat, { shopId, sessionId: session() });
    expect(await ann.as.query(api.presence.watching, { shopId })).toEqual({ others: 1, capped: false });
    // Time passes a second at a step, and the component's worker runs whenever it is due.
    const pass = async (ms: number) => {
      for (let elapsed = 0; elapsed < ms; elapsed += 1000) {
        vi.advanceTimersByTime(1000);
        await backend.t.finishInProgressScheduledFunctions();
      }
    };
    for (let beat = 0; beat < 3; beat++) {
      await pass(PRESENCE_HEARTBEAT_MS);
      await ann.as.mutation(api.presence.heartbeat, { shopId, sessionId: annSession });
    }
    await pass(2000);
    expect(await ann.as.query(api.presence.watching, { shopId })).toEqual({ others: 0, capped: false });
    expect(await bob.as.query(api.presence.watching, { shopId })).toEqual({ others: 1, capped: false });
  });

  it("does not count twenty new accounts, and counts one once it is established", async () => {
    const { backend, ann, shopId } = await setUp();
    const throwaways = await Promise.all(Array.from({ length: 20 }, () => signUp(backend)));
    for (const account of throwaways)
      expect(await account.as.mutation(api.presence.heartbeat, { shopId, sessionId: session() })).toBe(false);
    expect(await ann.as.query(api.presence.watching, { shopId })).toEqual({ others: 0, capped: false });

    await establish(backend, throwaways[0]!.userId);
    await throwaways[0]!.as.mutation(api.presence.heartbeat, { shopId, sessionId: session() });
    expect(await ann.as.query(api.presence.watching, { shopId })).toEqual({ others: 1, capped: false });
  });

  it(`caps the count at ${WATCHERS_CAP}`, async () => {
    const { backend, ann, shopId } = await setUp();
    // Past the cap without signing up 21 people: the component's own heartbeat, as the wrapper calls it.
    await backend.t.run(async (ctx) => {
      for (let i = 0; i <= WATCHERS_CAP; i++) {
        await ctx.runMutation(components.presence.public.heartbeat, {
          roomId: shopId,
          userId: `viewer${i}`,
          sessionId: `s${i}`,
          interval: PRESENCE_HEARTBEAT_MS,
        });
      }
    });
    expect(await ann.as.query(api.presence.watching, { shopId })).toEqual({ others: WATCHERS_CAP, capped: true });
  });

  it("refuses signed-out callers and made-up sessions", async () => {
    const { backend, ann, shopId } = await setUp();
    await expect(backend.t.mutation(api.presence.heartbeat, { shopId, sessionId: session() })).rejects.toThrow(
      MESSAGES.signedOut,
    );
    await expect(backend.t.query(api.presence.watching, { shopId })).rejects.toThrow(MESSAGES.signedOut);
    await expect(backend.t.mutation(api.presence.leave, { shopId, sessionId: session() })).rejects.toThrow(
      MESSAGES.signedOut,
    );
    await expect(ann.as.mutation(api.presence.heartbeat, { shopId, sessionId: "short" })).rejects.toThrow(
      MESSAGES.badViewingSession,
    );
    await expect(ann.as.mutation(api.presence.heartbeat, { shopId, sessionId: "a|b".repeat(10) })).rejects.toThrow(
      MESSAGES.badViewingSession,
    );
    // A session that never beat ends nothing.
    expect(await ann.as.mutation(api.presence.leave, { shopId, sessionId: session() })).toBeNull();
    expect(await ann.as.query(api.presence.watching, { shopId })).toEqual({ others: 0, capped: false });
  });

  it("ends only the caller's own session: another person's session id ends nothing", async () => {
    const { ann, bob, shopId } = await setUp();
    const bobSession = session();
    await bob.as.mutation(api.presence.heartbeat, { shopId, sessionId: bobSession });
    // Ann has learnt Bob's session id (it never leaves his page, but suppose): leaving with it is her own leave.
    await ann.as.mutation(api.presence.leave, { shopId, sessionId: bobSession });
    expect(await ann.as.query(api.presence.watching, { shopId })).toEqual({ others: 1, capped: false });
  });

  it(`counts a person in at most ${MAX_ROOMS_PER_VIEWER} shops at once`, async () => {
    const { backend, ann, bob, shopId, otherShopId } = await setUp();
    const third = await backend.t.run((ctx) =>
      insertShop(ctx, ann.userId, { name: "Third", streetAddress: "3 Third St" }),
    );
    const firstSession = session();
    expect(await bob.as.mutation(api.presence.heartbeat, { shopId, sessionId: firstSession })).toBe(true);
    expect(await bob.as.mutation(api.presence.heartbeat, { shopId: otherShopId, sessionId: session() })).toBe(true);
    const thirdSession = session();
    expect(await bob.as.mutation(api.presence.heartbeat, { shopId: third, sessionId: thirdSession })).toBe(false);
    expect(await ann.as.query(api.presence.watching, { shopId: third })).toEqual({ others: 0, capped: false });
    // Closing one panel makes room for the next.
    await bob.as.mutation(api.presence.leave, { shopId, sessionId: firstSession });
    expect(await bob.as.mutation(api.presence.heartbeat, { shopId: third, sessionId: thirdSession })).toBe(true);
    expect(await ann.as.query(api.presence.watching, { shopId: third })).toEqual({ others: 1, capped: false });
  });

  it("rate-limits each person's heartbeats: a burst past the limit is not counted, others still are", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["Date"] });
    const { ann, bob, shopId } = await setUp();
    const { capacity, rate, period } = RATE_LIMITS.heartbeat;
    const sessionId = session();
    for (let i = 0; i < capacity; i++)
      expect(await bob.as.mutation(api.presence.heartbeat, { shopId, sessionId })).toBe(true);
    expect(await bob.as.mutation(api.presence.heartbeat, { shopId, sessionId })).toBe(false);
    expect(await ann.as.mutation(api.presence.heartbeat, { shopId, sessionId: session() })).toBe(true);
    // One beat comes back every period / rate.
    vi.setSystemTime(Date.now() + period / rate + 10);
    expect(await bob.as.mutation(api.presence.heartbeat, { shopId, sessionId })).toBe(true);
  });
});
