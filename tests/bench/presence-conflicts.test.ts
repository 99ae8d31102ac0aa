// `npm run bench`: the presence component's own shared rows, measured, not fixed here (its heartbeats are being
// redesigned): two people's first heartbeats on two different shops, each a new session of the component. A new
// session pings the component's batch worker ("disconnect"): the first ever creates its `workers` row, so the first
// two heartbeats of a deployment conflict on it, once; later ones only read the row while its loop runs.
// Pinned as measured (docs/quality/conflicts.md): a change of presence shows here.
import { describe, expect, it } from "vitest";
import type { Identity } from "../../sandbox/backend";
import { conflicts, footprint, jobConflicts } from "../../sandbox/conflicts";
import { createBackend, establish, finishScheduled, signUp } from "../support/backendHarness";
import { insertShop } from "../support/testData";

describe("two people's first presence heartbeats, on two shops", () => {
  it.each([
    ["on a deployment where nobody has looked at a shop yet", false, ["presence/batchWorker/workers"]],
    ["once the component's worker is running", true, []],
  ])("%s", async (_name, warm, expected) => {
    const backend = await createBackend();
    const people: Identity[] = [];
    for (let i = 0; i < 3; i++) {
      const { userId, token } = await signUp(backend);
      await establish(backend, userId);
      const identity = await backend.identity(token);
      if (identity === null || identity === "invalid") throw new Error("no identity");
      people.push(identity);
    }
    const shops = await backend.t.run(async (ctx) => {
      const owner = (await ctx.db.query("users").first())!._id;
      return [await insertShop(ctx, owner), await insertShop(ctx, owner), await insertShop(ctx, owner)];
    });
    const beat = (shopId: string, identity: Identity) =>
      footprint(backend, "mutation", "presence:join", { shopId, sessionId: crypto.randomUUID() }, identity, () =>
        finishScheduled(backend),
      );
    // A third person looked first, and that heartbeat's worker has run: the batch worker exists and is idle.
    if (warm) await beat(shops[2]!, people[2]!);
    await finishScheduled(backend);
    const [a, b] = [await beat(shops[0]!, people[0]!), await beat(shops[1]!, people[1]!)];
    expect([a.result.status, b.result.status]).toEqual(["success", "success"]);
    console.log(`first heartbeats (${warm ? "worker made" : "fresh"}):`, conflicts(a, b), jobConflicts(a, b));
    expect(conflicts(a, b)).toEqual(expected);
  });
});
