import { describe, expect, it } from "vitest";
import { internal } from "@convex/_generated/api";
import { MAX_LIST_ENTRIES } from "@convex/rules/lists";
import { createBackend, signUp } from "../../support/backendHarness";
import { expectNothingMoreToDo, get, migrate } from "../../support/oldDeployment";

// fullLists (convex/migrations.ts) on lists stored before additions stopped reading the count (decision 37).

describe("migrations for an older deployment", () => {
  it("fullLists: a list at the cap is marked full, one below it is not", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend);
    const [atCap, over, below, none] = await backend.t.run(async (ctx) => {
      const list = () =>
        ctx.db.insert("lists", {
          ownerId: ann.userId,
          title: "L",
          description: "",
          visibility: "private",
          ranked: false,
        });
      const ids = [await list(), await list(), await list(), await list()];
      await ctx.db.insert("listCounts", { listId: ids[0]!, entries: MAX_LIST_ENTRIES });
      await ctx.db.insert("listCounts", { listId: ids[1]!, entries: MAX_LIST_ENTRIES + 2 });
      await ctx.db.insert("listCounts", { listId: ids[2]!, entries: MAX_LIST_ENTRIES - 1 });
      return ids;
    });

    await migrate(backend, internal.migrations.fullLists);
    expect((await get(backend, atCap!)).full).toBe(true);
    expect((await get(backend, over!)).full).toBe(true);
    expect((await get(backend, below!)).full).toBeUndefined();
    expect((await get(backend, none!)).full).toBeUndefined();
    await expectNothingMoreToDo(backend, internal.migrations.fullLists);
  });
});
