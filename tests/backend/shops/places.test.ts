import { afterEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "@convex/_generated/api";
import { randomPublicId } from "@convex/rules/identifiers";
import type { Read } from "../../../sandbox/readSet";
import { createBackend, finishScheduled, signUp } from "../../support/backendHarness";
import { insertShop, shopInput } from "../../support/testData";

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

async function setup() {
  const backend = await createBackend();
  const alice = await signUp(backend, { firstName: "Alice" });
  for (const [city, state] of [
    ["Boston", "MA"],
    ["Boston", "MA"],
    ["Cambridge", "MA"],
    ["Providence", "RI"],
  ]) {
    await alice.as.mutation(api.shops.create, shopInput({ city, state }));
  }
  await finishScheduled(backend); // a shop is counted into its town by a job (convex/totals.ts placeChanged)
  return { backend, alice };
}

const places = (backend: Awaited<ReturnType<typeof createBackend>>) =>
  backend.t.run(async (ctx) =>
    (await ctx.db.query("places").collect())
      .map(({ level, state, city, shops }) => `${level} ${state} ${city} ${shops}`)
      .sort(),
  );

describe("the dropdowns' places", () => {
  it("follow the shops, with how many each place has", async () => {
    const { backend, alice } = await setup();
    expect(await alice.as.query(api.shops.states, {})).toEqual(["MA", "RI"]);
    expect(await alice.as.query(api.shops.cities, { state: "MA" })).toEqual(["BOSTON", "CAMBRIDGE"]);
    expect(await places(backend)).toEqual([
      "city MA BOSTON 2",
      "city MA CAMBRIDGE 1",
      "city RI PROVIDENCE 1",
      "state MA  3",
      "state RI  1",
    ]);
  });

  it("are read in one index range per dropdown (two in the US), however many shops there are", async () => {
    const { backend, alice } = await setup();
    const identity = await backend.identity(alice.token);
    if (identity === null || identity === "invalid") throw new Error("no identity");
    // A US dropdown also reads the rows from before countries, which have none (model/countries.ts).
    for (const [path, args, ranges] of [
      ["shops:states", {}, 2],
      ["shops:cities", { state: "MA" }, 2],
      ["shops:states", { country: "AU" }, 1],
      ["shops:cities", { state: "", country: "GB" }, 1],
      ["places:countries", {}, 1],
    ] as const) {
      const reads: Read[] = [];
      const result = await backend.run("query", path, args, identity, { reads });
      expect(result.status).toBe("success");
      expect(reads.filter((read) => read.kind !== "document")).toHaveLength(ranges);
    }
  });

  it("are counted from the shops for a deployment that had shops before them (the placeCounts migration)", async () => {
    const { backend } = await setup();
    const expected = await places(backend);
    await backend.t.run(async (ctx) => {
      for (const row of await ctx.db.query("places").collect()) await ctx.db.delete("places", row._id);
    });
    await backend.t.mutation(internal.migrations.placeCounts, {});
    await finishScheduled(backend);
    expect(await places(backend)).toEqual(expected);
  });
});

describe("a new shop's public id", () => {
  it("is never one another shop has", async () => {
    const { backend, alice } = await setup();
    // The first two random draws give an id that is already taken.
    const taken = randomPublicId(() => 0.5);
    await backend.t.run((ctx) => insertShop(ctx, alice.userId, { publicId: taken }));
    const draws = [0.5, 0.5, 0.25];
    vi.spyOn(Math, "random").mockImplementation(() => draws.shift() ?? 0.75);
    const { publicId } = await alice.as.mutation(api.shops.create, shopInput());
    expect(publicId).not.toBe(taken);
    expect(publicId).toBe(randomPublicId(() => 0.25));
  });
});
