import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { demoShops } from "@convex/data/demoData";
import { isChainName } from "@convex/rules/chains";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, signUp } from "../../support/backendHarness";
import { SAME_AS_107_TREMONT_ST, newShop, setUpAlice } from "../../support/shopWrites";

// Adding a shop (docs/product.md §5): shops.create checks, normalises and stores it once, counts it on the adder's
// badges, and leaves the yes/no traits nobody answered unknown.

const badgesOf = (backend: Awaited<ReturnType<typeof createBackend>>, userId: Id<"users">) =>
  backend.t.run((ctx) =>
    ctx.db
      .query("badges")
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .unique(),
  );

describe("shops.create", () => {
  it("stores a shop sent several times at once by its adder once, and still refuses it to anyone else", async () => {
    const { backend, alice } = await setUpAlice();
    const sent = await Promise.all(Array.from({ length: 3 }, () => alice.as.mutation(api.shops.create, newShop)));
    expect(new Set(sent.map((shop) => shop._id)).size).toBe(1);
    expect(await backend.t.run(async (ctx) => (await ctx.db.query("shops").collect()).length)).toBe(1);
    expect(await badgesOf(backend, alice.userId)).toMatchObject({ cafes: 1 });
    const bob = await signUp(backend);
    await expect(bob.as.mutation(api.shops.create, newShop)).rejects.toThrow(
      MESSAGES.duplicateShop("Render Coffee", "563 Columbus Ave"),
    );
  });

  it("stores the normalised shop at the confirmed point and counts it on the adder's badges", async () => {
    const { backend, alice } = await setUpAlice();
    const { _id, publicId } = await alice.as.mutation(api.shops.create, newShop);

    expect(publicId).toMatch(/^[1-9]\d{11}$/);
    const shop = await backend.t.run((ctx) => ctx.db.get(_id));
    expect(shop).toMatchObject({
      publicId,
      name: "Render Coffee",
      streetAddress: "563 Columbus Ave",
      city: "BOSTON",
      state: "MA",
      website: "https://rendercoffee.com",
      beverages: ["Latte", "Espresso"],
      lat: 42.3417,
      lng: -71.0812,
      version: 1,
      submittedBy: alice.userId,
      submitterName: "Alice Adder",
    });
    expect(await alice.as.query(api.shops.getByPublicId, { publicId })).toMatchObject({ _id });
    expect(await badgesOf(backend, alice.userId)).toMatchObject({ cafes: 1, cities: ["BOSTON, MA"] });

    // A second shop in the same city counts the cafe but not the city twice; a new city is added.
    await alice.as.mutation(api.shops.create, { ...newShop, streetAddress: "1 Other St" });
    await alice.as.mutation(api.shops.create, { ...newShop, streetAddress: "9 Elm St", city: "Cambridge" });
    expect(await badgesOf(backend, alice.userId)).toMatchObject({ cafes: 3, cities: ["BOSTON, MA", "CAMBRIDGE, MA"] });
  });

  it("refuses signed-out callers", async () => {
    const { backend } = await setUpAlice();
    await expect(backend.t.mutation(api.shops.create, newShop)).rejects.toThrow(MESSAGES.signedOut);
  });

  it("checks in the order of docs/product.md §5: required fields, state, chain, duplicate, coordinates", async () => {
    const { backend, alice } = await setUpAlice();
    await alice.as.mutation(api.shops.create, newShop);
    const attempts: [Partial<typeof newShop>, string][] = [
      [{ hours: " ", state: "Mass", name: "Starbucks" }, MESSAGES.missingFields],
      [{ beverages: [] }, MESSAGES.missingFields],
      [{ state: "Mass", name: "Starbucks" }, MESSAGES.badState],
      [{ name: "  starbucks ", lat: Number.NaN }, MESSAGES.chainShop],
      [{ name: "Dunks" }, MESSAGES.chainShop],
      [{ name: "Dunkin Donut Shop" }, MESSAGES.chainShop],
      [
        { name: "Render Again", streetAddress: "563 Columbus Ave", city: "BOSTON", lat: Number.NaN },
        MESSAGES.duplicateShop("Render Coffee", "563 Columbus Ave"),
      ],
      [{ streetAddress: "2 New St", lat: Number.POSITIVE_INFINITY }, MESSAGES.badCoordinates],
      [{ streetAddress: "2 New St", lat: 0, lng: 0 }, MESSAGES.badCoordinates],
      [{ streetAddress: "2 New St", lng: 200 }, MESSAGES.badCoordinates],
      [{ streetAddress: "2 New St", website: "javascript:alert(1)" }, MESSAGES.badWebsite],
      [{ streetAddress: "2 New St", roastStyle: "blonde" }, MESSAGES.badChoice("roast style")],
      [{ streetAddress: "2 New St", name: "x".repeat(101) }, MESSAGES.textTooLong("Shop name", 100)],
    ];
    for (const [change, message] of attempts) {
      await expect(alice.as.mutation(api.shops.create, { ...newShop, ...change }), message).rejects.toThrow(message);
    }
    // Nothing of the refused attempts was stored or counted.
    expect(await backend.t.run((ctx) => ctx.db.query("shops").collect())).toHaveLength(1);
    expect(await badgesOf(backend, alice.userId)).toMatchObject({ cafes: 1 });
  });

  it("accepts specialty names that merely resemble chains", async () => {
    const { alice } = await setUpAlice();
    for (const [i, name] of [
      "Blue Bottle Coffee",
      "George Howell Coffee",
      "Tatte Bakery & Cafe",
      "Thinking Cup",
    ].entries()) {
      await alice.as.mutation(api.shops.create, { ...newShop, name, streetAddress: `${i + 10} Main St` });
    }
  });

  it("never flags a demo shop name as a chain", () => {
    expect(
      demoShops()
        .map((shop) => shop.name)
        .filter(isChainName),
    ).toEqual([]);
  });

  it("refuses the same address written another way, keeps it as typed, and accepts a different one", async () => {
    const { backend, alice } = await setUpAlice();
    const at = (streetAddress: string) => ({ ...newShop, streetAddress, city: "Boston", state: "MA" });
    const { _id } = await alice.as.mutation(api.shops.create, at("107 Tremont St"));
    for (const variant of SAME_AS_107_TREMONT_ST) {
      await expect(alice.as.mutation(api.shops.create, at(variant)), variant).rejects.toThrow(
        MESSAGES.duplicateShop("Render Coffee", "107 Tremont St"),
      );
      // The form's live check (shops.addressTaken) answers the same.
      expect(
        await alice.as.query(api.shops.addressTaken, { streetAddress: variant, city: "boston", state: "ma" }),
        variant,
      ).toMatchObject({ id: _id, streetAddress: "107 Tremont St" });
    }
    for (const other of ["107 Tremont Pl", "1070 Tremont St"]) {
      expect(
        await alice.as.query(api.shops.addressTaken, { streetAddress: other, city: "Boston", state: "MA" }),
      ).toBeNull();
      const created = await alice.as.mutation(api.shops.create, at(other));
      expect(await backend.t.run((ctx) => ctx.db.get(created._id))).toMatchObject({ streetAddress: other });
    }
    expect(await backend.t.run((ctx) => ctx.db.get(_id))).toMatchObject({
      streetAddress: "107 Tremont St",
      addressKey: "107 tremont st",
    });
    expect(await backend.t.run((ctx) => ctx.db.query("shops").collect())).toHaveLength(3);
  });

  it("stores the shop's name, street and city without invisible or direction-changing characters", async () => {
    const { backend, alice } = await setUpAlice();
    const { _id } = await alice.as.mutation(api.shops.create, {
      ...newShop,
      name: "\u202ERender\u200B Coffee\u2069\u0007",
      streetAddress: "563\u200D Columbus\u2066 Ave\uFEFF",
      city: "bos\u2060ton\u200E",
      state: "\u202Ama",
      hours: "Daily\u200B 7am-5pm",
    });
    expect(await backend.t.run((ctx) => ctx.db.get(_id))).toMatchObject({
      name: "Render Coffee",
      streetAddress: "563 Columbus Ave",
      city: "BOSTON",
      state: "MA",
      hours: "Daily 7am-5pm",
    });
    // A name with nothing visible is a missing name.
    await expect(
      alice.as.mutation(api.shops.create, { ...newShop, name: "\u200B\u202E\u2066", streetAddress: "2 New St" }),
    ).rejects.toThrow(MESSAGES.missingFields);
  });

  it("tells the form whether an address is taken, normalising it the same way", async () => {
    const { alice, backend } = await setUpAlice();
    await alice.as.mutation(api.shops.create, newShop);
    expect(
      await alice.as.query(api.shops.addressTaken, {
        streetAddress: " 563 Columbus  Ave",
        city: "Boston ",
        state: "ma",
      }),
    ).toMatchObject({ name: "Render Coffee", streetAddress: "563 Columbus Ave" });
    expect(
      await alice.as.query(api.shops.addressTaken, { streetAddress: "565 Columbus Ave", city: "Boston", state: "MA" }),
    ).toBeNull();
    await expect(
      backend.t.query(api.shops.addressTaken, { streetAddress: "x", city: "y", state: "MA" }),
    ).rejects.toThrow(MESSAGES.signedOut);
  });
});

describe("a shop's yes/no traits", () => {
  it("stay unknown until someone answers them, and the history says so", async () => {
    const { backend, alice } = await setUpAlice();
    const {
      roastsOwnBeans: _r,
      dairyFree: _d,
      glutenFriendly: _g,
      mealOptions: _m,
      bakeryOptions: _b,
      ...unanswered
    } = newShop;
    const { _id } = await alice.as.mutation(api.shops.create, unanswered);
    const shop = (await backend.t.run((ctx) => ctx.db.get(_id)))!;
    for (const trait of ["roastsOwnBeans", "dairyFree", "glutenFriendly", "mealOptions", "bakeryOptions"] as const)
      expect(shop[trait]).toBeUndefined();
    const { name, streetAddress, hours, website, beverages, roastStyle } = shop;
    await alice.as.mutation(api.shops.update, {
      id: _id,
      version: 1,
      name,
      streetAddress,
      hours,
      website,
      beverages,
      roastStyle,
      mealOptions: true,
    });
    const history = await alice.as.query(api.shops.history, {
      shopId: _id,
      paginationOpts: { numItems: 10, cursor: null },
    });
    expect(history.page[0]!.changes).toEqual([{ field: "mealOptions", before: "Not known", after: "Yes" }]);
  });
});
