import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { createBackend, signUp } from "../../support/backendHarness";
import { insertOldShop } from "../../support/oldDeployment";
import { insertShop } from "../../support/testData";

// The Shop dropdown's shops (shops.inCity) a page at a time, by name: a city of any size reads one page per
// call, and the shops stored before countries (no `country`, decision 34) follow the US's on later pages.

const PAGE = 4;

async function allPages(
  query: (cursor: string | null) => Promise<{ page: { name: string }[]; isDone: boolean; continueCursor: string }>,
) {
  const names: string[][] = [];
  let cursor: string | null = null;
  for (let round = 0; round < 20; round++) {
    const result = await query(cursor);
    names.push(result.page.map((shop) => shop.name));
    if (result.isDone) return names;
    cursor = result.continueCursor;
  }
  throw new Error("never done");
}

describe("the shops of a city, a page at a time", () => {
  it("lists every shop once, in name order, a page at a time, then the shops from before countries", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend);
    const names = ["Aroma", "Bean", "Cup", "Drip", "Espresso Bar", "Filter", "Grind", "Hearth", "Ibis"];
    await backend.t.run(async (ctx) => {
      for (const [i, name] of names.entries())
        await insertShop(ctx, ann.userId, { name, streetAddress: `${i} Main St`, country: "US" });
      await insertShop(ctx, ann.userId, {
        name: "Elsewhere",
        streetAddress: "1 Far St",
        city: "CAMBRIDGE",
        country: "US",
      });
    });
    await insertOldShop(backend, ann.userId, { name: "Old Town Roasters", streetAddress: "1 Old St" });

    const pages = await allPages(async (cursor) =>
      ann.as.query(api.shops.inCity, { state: "MA", city: "BOSTON", paginationOpts: { numItems: PAGE, cursor } }),
    );
    expect(pages.slice(0, 3)).toEqual([names.slice(0, 4), names.slice(4, 8), names.slice(8)]);
    expect(pages.flat()).toEqual([...names, "Old Town Roasters"]);
    expect(pages.every((page) => page.length <= PAGE)).toBe(true);
  });

  it("ends on the last page when no shop is from before countries, and asks no more", async () => {
    const backend = await createBackend();
    const ann = await signUp(backend);
    await backend.t.run(async (ctx) => {
      for (let i = 0; i < 3; i++)
        await insertShop(ctx, ann.userId, { name: `Shop ${i}`, streetAddress: `${i} Main St` });
    });
    const first = await ann.as.query(api.shops.inCity, {
      state: "MA",
      city: "BOSTON",
      paginationOpts: { numItems: 10, cursor: null },
    });
    expect(first.page).toHaveLength(3);
    expect(first.isDone).toBe(true);
  });
});
