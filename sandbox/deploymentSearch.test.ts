import { beforeAll, describe, expect, it } from "vitest";
import type { Doc } from "@convex/_generated/dataModel";
import { createBackend } from "../tests/support/backendHarness";
import { shopDoc } from "../tests/support/testData";
import type { SandboxBackend } from "./backend";
import { MAX_CANDIDATES } from "./fullTextSearch";

let backend: SandboxBackend;

beforeAll(async () => {
  backend = await createBackend();
  await backend.t.run(async (ctx) => {
    for (let i = 0; i <= MAX_CANDIDATES; i++) await ctx.db.insert("users", { name: `Sam Member${i}` });
  });
});

const names = (users: Doc<"users">[]) => users.map((user) => user.name);

describe("the sandbox's search indexes, as on a deployment", () => {
  it("read the best matches first, and fail a query that reads past the first 1024", async () => {
    const newest = await backend.t.run((ctx) =>
      ctx.db
        .query("users")
        .withSearchIndex("search_name", (q) => q.search("name", "sam"))
        .take(2),
    );
    expect(names(newest)).toEqual([`Sam Member${MAX_CANDIDATES}`, `Sam Member${MAX_CANDIDATES - 1}`]);
    const best = await backend.t.run((ctx) =>
      ctx.db
        .query("users")
        .withSearchIndex("search_name", (q) => q.search("name", "sam member7"))
        .first(),
    );
    expect(best?.name).toBe("Sam Member7");
    await expect(
      backend.t.run((ctx) =>
        ctx.db
          .query("users")
          .withSearchIndex("search_name", (q) => q.search("name", "sam"))
          .collect(),
      ),
    ).rejects.toThrow(`Search query scanned too many documents (fetched ${MAX_CANDIDATES})`);
  });

  it("keep to the equality filters, and see the transaction's own writes", async () => {
    const found = await backend.t.run(async (ctx) => {
      const userId = await ctx.db.insert("users", { name: "Shop Owner" });
      const shopId = await ctx.db.insert("shops", shopDoc(userId));
      const copy = { shopId, streetAddress: "1 Main St", lat: 42.36, lng: -71.06, name: "Corner Cup", state: "MA" };
      await ctx.db.insert("shopNames", { ...copy, publicId: "p1", city: "BOSTON" });
      await ctx.db.insert("shopNames", { ...copy, publicId: "p2", city: "CAMBRIDGE" });
      return ctx.db
        .query("shopNames")
        .withSearchIndex("search_name", (q) => q.search("name", "corner").eq("state", "MA").eq("city", "CAMBRIDGE"))
        .collect();
    });
    expect(found.map((shop) => [shop.name, shop.city])).toEqual([["Corner Cup", "CAMBRIDGE"]]);
  });
});
