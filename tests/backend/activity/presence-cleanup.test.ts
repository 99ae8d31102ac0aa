import { afterEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { PRESENCE_OFFLINE_KEEP_MS, PRESENCE_SWEEP_BATCH } from "@convex/rules/presence";
import { convexGlobalOf } from "../../../sandbox/convexTestInternals";
import type { SandboxBackend } from "../../../sandbox/backend";
import { createBackend, establish, finishScheduled, signUp } from "../../support/backendHarness";
import { insertShop } from "../../support/testData";

// The hourly sweep of the presence component's leftovers (convex/presenceCleanup.ts): the component deletes a
// silent session and its token itself, but keeps a person's offline row and each room's token forever.

const HOUR = 60 * 60 * 1000;
const session = () => crypto.randomUUID();

afterEach(() => vi.useRealTimers());

/** The presence component's rows of `table`, as convex-test holds them. */
function componentRows(backend: SandboxBackend, table: string): Record<string, unknown>[] {
  const { db } = convexGlobalOf(backend.t).components["presence"]!;
  return (Object.values(db._documents) as { document?: Record<string, unknown> }[])
    .map((entry) => entry.document ?? (entry as Record<string, unknown>))
    .filter((document) => String(document._id).endsWith(table) || document._table === table)
    .filter((document) => table !== "presence" || "online" in document)
    .filter((document) => table !== "roomTokens" || ("token" in document && "roomId" in document));
}

async function setUp() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const backend = await createBackend();
  const [ann, bob] = [await signUp(backend), await signUp(backend)];
  await establish(backend, ann.userId);
  await establish(backend, bob.userId);
  const [left, lively] = await backend.t.run(async (ctx) => [
    await insertShop(ctx, ann.userId),
    await insertShop(ctx, ann.userId, { name: "Lively", streetAddress: "9 Far St" }),
  ]);
  return { backend, ann, bob, left: left as Id<"shops">, lively: lively as Id<"shops"> };
}

describe("the hourly sweep of presence leftovers", () => {
  it("deletes the rows of people gone over an hour and the token of a room left empty, and keeps the live ones", async () => {
    const { backend, ann, bob, left, lively } = await setUp();
    const annSession = session();
    await ann.as.mutation(api.presence.heartbeat, { shopId: left, sessionId: annSession });
    await ann.as.mutation(api.presence.leave, { shopId: left, sessionId: annSession });
    await bob.as.mutation(api.presence.heartbeat, { shopId: lively, sessionId: session() });
    const rooms = (rows: Record<string, unknown>[]) => rows.map((row) => row.roomId).sort();
    expect(rooms(componentRows(backend, "presence"))).toEqual([left, lively].sort());
    expect(rooms(componentRows(backend, "roomTokens"))).toEqual([left, lively].sort());

    // Over an hour later; Bob's panel is still open and beating.
    vi.setSystemTime(Date.now() + PRESENCE_OFFLINE_KEEP_MS + 1000);
    await bob.as.mutation(api.presence.heartbeat, { shopId: lively, sessionId: session() });
    expect(await backend.t.mutation(internal.presenceCleanup.purgeOffline, {})).toBe(1);

    expect(componentRows(backend, "presence").map((row) => [row.roomId, row.online])).toEqual([[lively, true]]);
    expect(rooms(componentRows(backend, "roomTokens"))).toEqual([lively]);
    expect(await ann.as.query(api.presence.watching, { shopId: lively })).toEqual({ others: 1, capped: false });
    // Bob's visit is kept (looked at again in an hour); Ann's is gone.
    const visits = await backend.t.run((ctx) => ctx.db.query("presenceVisits").collect());
    expect(visits.map((visit) => visit.userId)).toEqual([bob.userId]);
    // Coming back works as before: a new row and a new token.
    await ann.as.mutation(api.presence.heartbeat, { shopId: left, sessionId: session() });
    expect(await bob.as.query(api.presence.watching, { shopId: left })).toEqual({ others: 1, capped: false });
  });

  it("keeps a row whose person left less than an hour ago", async () => {
    const { backend, ann, left } = await setUp();
    const annSession = session();
    await ann.as.mutation(api.presence.heartbeat, { shopId: left, sessionId: annSession });
    await ann.as.mutation(api.presence.leave, { shopId: left, sessionId: annSession });
    vi.setSystemTime(Date.now() + PRESENCE_OFFLINE_KEEP_MS / 2);
    expect(await backend.t.mutation(internal.presenceCleanup.purgeOffline, {})).toBe(0);
    expect(componentRows(backend, "presence")).toHaveLength(1);
  });

  it("goes on in batches until every old visit is settled", async () => {
    const { backend, ann } = await setUp();
    const extra = PRESENCE_SWEEP_BATCH + 5;
    await backend.t.run(async (ctx) => {
      for (let i = 0; i < extra; i++) {
        await ctx.db.insert("presenceVisits", { roomId: `room${i}`, userId: ann.userId, at: Date.now() - 2 * HOUR });
      }
    });
    await backend.t.mutation(internal.presenceCleanup.purgeOffline, {});
    await finishScheduled(backend);
    expect(await backend.t.run((ctx) => ctx.db.query("presenceVisits").collect())).toEqual([]);
  });
});
