import { beforeAll, describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { SHOP_SEARCH_LIMIT } from "@convex/rules/search";
import type { SandboxBackend } from "../../../sandbox/backend";
import { createBackend, signUp } from "../../support/backendHarness";
import { insertShop } from "../../support/testData";

let backend: SandboxBackend;
let user: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  backend = await createBackend();
  user = await signUp(backend);
  await backend.t.run(async (ctx) => {
    await insertShop(ctx, user.userId, {
      name: "Thinking Cup",
      streetAddress: "165 Tremont St",
      city: "BOSTON",
      state: "MA",
      lat: 42.3541,
      lng: -71.0636,
    });
    await insertShop(ctx, user.userId, { name: "Cup of Joe", city: "CAMBRIDGE", state: "MA" });
    await insertShop(ctx, user.userId, { name: "Blue Bottle", city: "OAKLAND", state: "CA" });
    for (let i = 0; i < 12; i++) await insertShop(ctx, user.userId, { name: `Corner Roasters ${i}` });
    await insertShop(ctx, user.userId, { name: "Joe's Coffee" });
    await insertShop(ctx, user.userId, { name: "Blue-Bottle Kiosk" });
    // Oldest, middle and newest: only relevance puts the middle one first.
    await insertShop(ctx, user.userId, { name: "Grind House Coffee Roasting Company" });
    await insertShop(ctx, user.userId, { name: "The Grind" });
    await insertShop(ctx, user.userId, { name: "Daily Grind Bakery and Coffee Bar" });
  });
});

const search = (text: string) => user.as.query(api.search.shops, { text });
const names = async (text: string) => (await search(text)).map((shop) => shop.name);

describe("search.shops", () => {
  it("finds a shop by name whatever the case, with what the search list and the map need", async () => {
    for (const text of ["thinking cup", "THINKING", "Thinking Cup"]) {
      const found = await search(text);
      expect(found[0], text).toMatchObject({
        name: "Thinking Cup",
        streetAddress: "165 Tremont St",
        city: "BOSTON",
        state: "MA",
        lat: 42.3541,
        lng: -71.0636,
      });
    }
    const [first] = await search("thinking");
    expect(Object.keys(first!).sort()).toEqual([
      "_id",
      "city",
      "country", // the address line and Add Review follow it (decision 34); a postal code only when given
      "lat",
      "lng",
      "name",
      "publicId",
      "state",
      "streetAddress",
    ]);
    const shop = await backend.t.run((ctx) => ctx.db.get(first!._id));
    expect(first!.publicId).toBe(shop!.publicId);
  });

  it("matches a partial last word, best match first", async () => {
    expect((await search("thin")).map((s) => s.name)).toEqual(["Thinking Cup"]);
    expect((await search("  blue bot ")).map((s) => s.name)).toEqual(["Blue Bottle", "Blue-Bottle Kiosk"]);
    const cups = (await search("thinking cu")).map((s) => s.name);
    expect(cups[0]).toBe("Thinking Cup");
  });

  // What a deployment's search index returns (Convex's full text search; sandbox/fullTextSearch.ts).
  it("matches every word but the last only whole", async () => {
    expect(await names("blu cup")).toEqual(["Thinking Cup", "Cup of Joe"]);
  });

  it("splits words at punctuation", async () => {
    expect(await names("bottle")).toEqual(["Blue Bottle", "Blue-Bottle Kiosk"]);
    expect(await names("joe's")).toEqual(["Joe's Coffee", "Cup of Joe"]);
  });

  it("lists the better match first, and the newest of equal matches", async () => {
    expect(await names("grind")).toEqual([
      "The Grind",
      "Grind House Coffee Roasting Company",
      "Daily Grind Bakery and Coffee Bar",
    ]);
    expect(await names("joe")).toEqual(["Joe's Coffee", "Cup of Joe"]);
    expect((await names("corner")).slice(0, 3)).toEqual([
      "Corner Roasters 11",
      "Corner Roasters 10",
      "Corner Roasters 9",
    ]);
  });

  it(`lists at most ${SHOP_SEARCH_LIMIT} shops`, async () => {
    const found = await search("corner");
    expect(found).toHaveLength(SHOP_SEARCH_LIMIT);
    expect(found.every((s) => s.name.startsWith("Corner Roasters"))).toBe(true);
  });

  it("finds nothing for blank text or an unknown name", async () => {
    expect(await search("")).toEqual([]);
    expect(await search("   \t ")).toEqual([]);
    expect(await search("\u200B\u202E")).toEqual([]);
    expect(await search("zanzibar")).toEqual([]);
  });

  it("takes very long text without failing", async () => {
    expect(await search(`thinking ${"x".repeat(10_000)}`)).toEqual(expect.any(Array));
    expect(await search(Array.from({ length: 100 }, () => "cup").join(" "))).toEqual(expect.any(Array));
  });

  it("answers a signed-out caller the same, reading no session (one cached result for everyone)", async () => {
    const signedOut = await backend.t.query(api.search.shops, { text: "thinking" });
    expect(signedOut.map((shop) => shop.name)).toContain("Thinking Cup");
  });
});
