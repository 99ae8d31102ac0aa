// @vitest-environment edge-runtime
import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, signUp } from "../support/backendHarness";

const shop = {
  name: "Thinking Cup",
  streetAddress: "165 Tremont St",
  city: "Boston",
  state: "MA",
  about: "",
  roastsOwnBeans: false,
  dairyFree: false,
  glutenFriendly: false,
  mealOptions: false,
  bakeryOptions: true,
  hours: "7-7",
  website: "https://thinkingcup.com",
  beverages: ["Latte"],
  roastStyle: "dark",
  lat: 42.3541,
  lng: -71.0636,
};
const guji = { name: "Ethiopia Guji", roast: "Light", notes: "blueberry,jasmine", origin: "Ethiopia" };

async function setup() {
  const backend = await createBackend();
  const alice = await signUp(backend);
  const bob = await signUp(backend);
  const { _id: shopId } = await alice.as.mutation(api.shops.create, shop);
  return { backend, alice, bob, shopId };
}

describe("beans.save", () => {
  it("creates the list, then replaces it (one row per shop), for any signed-in user", async () => {
    const { backend, alice, bob, shopId } = await setup();
    await alice.as.mutation(api.beans.save, { shopId, beans: [guji] });
    expect(await bob.as.query(api.beans.forShop, { shopId })).toEqual([{ ...guji, notes: "blueberry, jasmine" }]);

    const huila = { name: "Colombia Huila", roast: "Medium", notes: "caramel, cherry", origin: "Colombia" };
    await bob.as.mutation(api.beans.save, { shopId, beans: [huila] });
    expect(await alice.as.query(api.beans.forShop, { shopId })).toEqual([huila]);
    const rows = await backend.t.run((ctx) => ctx.db.query("beans").withIndex("by_shop", (q) => q.eq("shopId", shopId)).collect());
    expect(rows).toHaveLength(1);
    expect(rows[0]!.updatedBy).toBe(bob.userId);

    await bob.as.mutation(api.beans.save, { shopId, beans: [] });
    expect(await alice.as.query(api.beans.forShop, { shopId })).toEqual([]);
  });

  it("refuses signed-out callers and unknown shops", async () => {
    const { backend, alice, shopId } = await setup();
    await expect(backend.t.mutation(api.beans.save, { shopId, beans: [guji] })).rejects.toThrow(MESSAGES.signedOut);
    await backend.t.run((ctx) => ctx.db.delete(shopId));
    await expect(alice.as.mutation(api.beans.save, { shopId, beans: [guji] })).rejects.toThrow(MESSAGES.shopNotFound);
  });

  it("refuses a bad list with a clear message and saves nothing of it", async () => {
    const { alice, shopId } = await setup();
    await alice.as.mutation(api.beans.save, { shopId, beans: [guji] });
    const attempts: [unknown[], string][] = [
      [[guji, { ...guji, name: "   " }], MESSAGES.beanNameRequired(2)],
      [[{ ...guji, roast: "Blonde" }], MESSAGES.beanBadRoast(1)],
      [[{ ...guji, name: "x".repeat(101) }], MESSAGES.textTooLong("Bean 1 name", 100)],
      [[{ ...guji, notes: "x".repeat(301) }], MESSAGES.textTooLong("Bean 1 flavor notes", 300)],
      [[{ ...guji, origin: "x".repeat(101) }], MESSAGES.textTooLong("Bean 1 origin", 100)],
      [Array.from({ length: 51 }, () => guji), MESSAGES.tooManyBeans(50)],
    ];
    for (const [beans, message] of attempts) {
      await expect(alice.as.mutation(api.beans.save, { shopId, beans: beans as (typeof guji)[] }), message).rejects.toThrow(message);
    }
    expect(await alice.as.query(api.beans.forShop, { shopId })).toEqual([{ ...guji, notes: "blueberry, jasmine" }]);
  });
});
