// @vitest-environment edge-runtime
import { afterEach, describe, expect, it, vi } from "vitest";
import { api, components } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { PRESENCE_HEARTBEAT_MS, WATCHERS_CAP } from "@convex/rules/presence";
import { createBackend, establish, signUp } from "../support/backendHarness";
import { insertShop } from "../support/testData";

const SLOW_MACHINE_MS = 30_000;
const session = () => crypto.randomUUID();

async function setUp() {
  const backend = await createBackend();
  const ann = await signUp(backend);
  const bob = await signUp(backend);
  await establish(backend, ann.userId);
  await establish(backend, bob.userId);
  const shopId = await backend.t.run((ctx) => insertShop(ctx, ann.userId));
  const otherShopId = await backend.t.run((ctx) => insertShop(ctx, ann.userId, { name: "Elsewhere", streetAddress: "9 Far St" }));
  return { backend, ann, bob, shopId, otherShopId };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("presence at a shop", { timeout: SLOW_MACHINE_MS }, () => {
  it("counts the other people with the panel open, not oneself, and forgets who leaves", async () => {
    const { ann, bob, shopId, otherShopId } = await setUp();
    expect(await ann.as.query(api.presence.watching, { shopId })).toEqual({ others: 0, capped: false });

    await ann.as.mutation(api.presence.heartbeat, { shopId, sessionId: session() });
    expect(await ann.as.query(api.presence.watching, { shopId })).toEqual({ others: 0, capped: false });
    const bobToken = await bob.as.mutation(api.presence.heartbeat, { shopId, sessionId: session() });
    expect(await ann.as.query(api.presence.watching, { shopId })).toEqual({ others: 1, capped: false });
    expect(await bob.as.query(api.presence.watching, { shopId })).toEqual({ others: 1, capped: false });
    // Another shop is another room.
    expect(await ann.as.query(api.presence.watching, { shopId: otherShopId })).toEqual({ others: 0, capped: false });

    await bob.as.mutation(api.presence.leave, { sessionToken: bobToken });
    expect(await ann.as.query(api.presence.watching, { shopId })).toEqual({ others: 0, capped: false });
  });

  it("counts a person once for several tabs, until their last tab leaves", async () => {
    const { ann, bob, shopId } = await setUp();
    const first = await bob.as.mutation(api.presence.heartbeat, { shopId, sessionId: session() });
    const second = await bob.as.mutation(api.presence.heartbeat, { shopId, sessionId: session() });
    expect(await ann.as.query(api.presence.watching, { shopId })).toEqual({ others: 1, capped: false });
    await bob.as.mutation(api.presence.leave, { sessionToken: first });
    expect(await ann.as.query(api.presence.watching, { shopId })).toEqual({ others: 1, capped: false });
    await bob.as.mutation(api.presence.leave, { sessionToken: second });
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
    for (const account of throwaways) expect(await account.as.mutation(api.presence.heartbeat, { shopId, sessionId: session() })).toBe("");
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
        await ctx.runMutation(components.presence.public.heartbeat, { roomId: shopId, userId: `viewer${i}`, sessionId: `s${i}`, interval: PRESENCE_HEARTBEAT_MS });
      }
    });
    expect(await ann.as.query(api.presence.watching, { shopId })).toEqual({ others: WATCHERS_CAP, capped: true });
  });

  it("refuses signed-out callers, unknown shops and made-up sessions", async () => {
    const { backend, ann, shopId } = await setUp();
    await expect(backend.t.mutation(api.presence.heartbeat, { shopId, sessionId: session() })).rejects.toThrow(MESSAGES.signedOut);
    await expect(backend.t.query(api.presence.watching, { shopId })).rejects.toThrow(MESSAGES.signedOut);
    await expect(backend.t.mutation(api.presence.leave, { sessionToken: "x" })).rejects.toThrow(MESSAGES.signedOut);
    await expect(ann.as.mutation(api.presence.heartbeat, { shopId, sessionId: "short" })).rejects.toThrow(MESSAGES.badViewingSession);
    await expect(ann.as.mutation(api.presence.heartbeat, { shopId, sessionId: "a|b".repeat(10) })).rejects.toThrow(MESSAGES.badViewingSession);
    const gone = await backend.t.run(async (ctx) => {
      const id = await insertShop(ctx, ann.userId, { name: "Gone", streetAddress: "1 Gone St" });
      await ctx.db.delete(id);
      return id;
    });
    await expect(ann.as.mutation(api.presence.heartbeat, { shopId: gone, sessionId: session() })).rejects.toThrow(MESSAGES.shopNotFound);
    // A token nobody was given ends nothing.
    expect(await ann.as.mutation(api.presence.leave, { sessionToken: crypto.randomUUID() })).toBeNull();
  });
});
