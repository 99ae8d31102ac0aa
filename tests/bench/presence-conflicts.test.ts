// `npm run bench`: two people's first presence joins (decision 39), on two different shops and on one, on a
// deployment where nobody has looked at a shop yet and on one where someone has. Before decision 39 the first
// two heartbeats of a deployment conflicted on the presence component's batch-worker row; a join now writes only
// the person's own session and room rows (docs/quality/conflicts.md).
import { describe, expect, it } from "vitest";
import type { Identity } from "../../sandbox/backend";
import { conflicts, footprint, jobConflicts } from "../../sandbox/conflicts";
import { createBackend, establish, finishScheduled, signUp } from "../support/backendHarness";
import { insertShop } from "../support/testData";

describe("two people's first presence joins", () => {
  it.each([
    ["on two shops, nobody having looked at a shop yet", false, false],
    ["on two shops, once someone has", true, false],
    ["on one shop, once someone has", true, true],
  ])("%s", async (_name, warm, sameShop) => {
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
    const join = (shopId: string, identity: Identity) =>
      footprint(backend, "mutation", "presence:join", { shopId, sessionId: crypto.randomUUID() }, identity, () =>
        finishScheduled(backend),
      );
    if (warm) await join(shops[2]!, people[2]!);
    await finishScheduled(backend);
    const [a, b] = [await join(shops[0]!, people[0]!), await join(shops[sameShop ? 0 : 1]!, people[1]!)];
    expect([a.result.status, b.result.status]).toEqual(["success", "success"]);
    console.log(`first joins (${_name}):`, conflicts(a, b), jobConflicts(a, b));
    expect(conflicts(a, b)).toEqual([]);
  });
});
