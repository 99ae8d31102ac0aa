import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { demoShops } from "@convex/data/demoData";
import { isChainName } from "@convex/rules/chains";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, signUp } from "../support/backendHarness";

const newShop = {
  name: "Render Coffee",
  streetAddress: "563  Columbus Ave",
  city: "boston",
  state: "ma",
  about: "Espresso and sandwiches.",
  roastsOwnBeans: false,
  dairyFree: true,
  glutenFriendly: false,
  mealOptions: true,
  bakeryOptions: true,
  hours: "Daily 7am-5pm",
  website: "rendercoffee.com",
  beverages: ["Espresso", "Latte"],
  roastStyle: "medium",
  lat: 42.3417,
  lng: -71.0812,
};

/** One address written three other ways: the duplicate check must see through all of them. */
const SAME_AS_107_TREMONT_ST = ["107 Tremont Street", "107 TREMONT ST", "107 Tremont St."];

async function setup() {
  const backend = await createBackend();
  const alice = await signUp(backend, { firstName: "Alice", lastName: "Adder" });
  return { backend, alice };
}

const badgesOf = (backend: Awaited<ReturnType<typeof createBackend>>, userId: Id<"users">) =>
  backend.t.run((ctx) =>
    ctx.db
      .query("badges")
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .unique(),
  );

describe("shops.create", () => {
  it("stores a shop sent several times at once by its adder once, and still refuses it to anyone else", async () => {
    const { backend, alice } = await setup();
    const sent = await Promise.all(Array.from({ length: 3 }, () => alice.as.mutation(api.shops.create, newShop)));
    expect(new Set(sent.map((shop) => shop._id)).size).toBe(1);
    expect(await backend.t.run(async (ctx) => (await ctx.db.query("shops").collect()).length)).toBe(1);
    expect(await badgesOf(backend, alice.userId)).toMatchObject({ cafes: 1 });
    const bob = await signUp(backend);
    await expect(bob.as.mutation(api.shops.create, newShop)).rejects.toThrow(MESSAGES.duplicateShop);
  });

  it("stores the normalised shop at the confirmed point and counts it on the adder's badges", async () => {
    const { backend, alice } = await setup();
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
    const { backend } = await setup();
    await expect(backend.t.mutation(api.shops.create, newShop)).rejects.toThrow(MESSAGES.signedOut);
  });

  it("checks in the order of docs/product.md §5: required fields, state, chain, duplicate, coordinates", async () => {
    const { backend, alice } = await setup();
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
        MESSAGES.duplicateShop,
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
    const { alice } = await setup();
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
    const { backend, alice } = await setup();
    const at = (streetAddress: string) => ({ ...newShop, streetAddress, city: "Boston", state: "MA" });
    const { _id } = await alice.as.mutation(api.shops.create, at("107 Tremont St"));
    for (const variant of SAME_AS_107_TREMONT_ST) {
      await expect(alice.as.mutation(api.shops.create, at(variant)), variant).rejects.toThrow(MESSAGES.duplicateShop);
      // The form's live check (shops.addressTaken) answers the same.
      expect(
        await alice.as.query(api.shops.addressTaken, { streetAddress: variant, city: "boston", state: "ma" }),
        variant,
      ).toBe(true);
    }
    for (const other of ["107 Tremont Pl", "1070 Tremont St"]) {
      expect(await alice.as.query(api.shops.addressTaken, { streetAddress: other, city: "Boston", state: "MA" })).toBe(
        false,
      );
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
    const { backend, alice } = await setup();
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
    const { alice, backend } = await setup();
    await alice.as.mutation(api.shops.create, newShop);
    expect(
      await alice.as.query(api.shops.addressTaken, {
        streetAddress: " 563 Columbus  Ave",
        city: "Boston ",
        state: "ma",
      }),
    ).toBe(true);
    expect(
      await alice.as.query(api.shops.addressTaken, { streetAddress: "565 Columbus Ave", city: "Boston", state: "MA" }),
    ).toBe(false);
    await expect(
      backend.t.query(api.shops.addressTaken, { streetAddress: "x", city: "y", state: "MA" }),
    ).rejects.toThrow(MESSAGES.signedOut);
  });
});

describe("a shop's yes/no traits", () => {
  it("stay unknown until someone answers them, and the history says so", async () => {
    const { backend, alice } = await setup();
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

describe("shops.update and shops.history", () => {
  async function withShop() {
    const { backend, alice } = await setup();
    const bob = await signUp(backend, { firstName: "Bob", lastName: "Brewer" });
    const { _id } = await alice.as.mutation(api.shops.create, newShop);
    const edit = {
      id: _id,
      version: 1,
      name: "Render Coffee",
      streetAddress: "563 Columbus Ave",
      roastsOwnBeans: false,
      hours: "Daily 7am-5pm",
      website: "https://rendercoffee.com",
      beverages: ["Latte", "Espresso"],
      roastStyle: "medium",
    };
    return { backend, alice, bob, _id, edit };
  }
  const firstPage = { numItems: 10, cursor: null };

  it("lets any signed-in user edit, records who changed what, and bumps the version", async () => {
    const { backend, bob, alice, _id, edit } = await withShop();
    expect(
      await bob.as.mutation(api.shops.update, { ...edit, hours: "Mon-Fri 6am-6pm", roastsOwnBeans: true }),
    ).toEqual({ version: 2, changed: 2 });
    await alice.as.mutation(api.shops.update, {
      ...edit,
      version: 2,
      hours: "Mon-Fri 6am-6pm",
      roastsOwnBeans: true,
      beverages: ["Cortado"],
    });

    const shop = await backend.t.run((ctx) => ctx.db.get(_id));
    expect(shop).toMatchObject({
      hours: "Mon-Fri 6am-6pm",
      roastsOwnBeans: true,
      beverages: ["Cortado"],
      version: 3,
      submittedBy: alice.userId,
    });
    const history = await bob.as.query(api.shops.history, { shopId: _id, paginationOpts: firstPage });
    expect(history.page.map((entry) => [entry.editorName, entry.changes])).toEqual([
      ["Alice Adder", [{ field: "beverages", before: "Latte, Espresso", after: "Cortado" }]],
      [
        "Bob Brewer",
        [
          { field: "roastsOwnBeans", before: "No", after: "Yes" },
          { field: "hours", before: "Daily 7am-5pm", after: "Mon-Fri 6am-6pm" },
        ],
      ],
    ]);
    expect(history.page[0]!._creationTime).toBeGreaterThanOrEqual(history.page[1]!._creationTime);
  });

  it("edits the traits and blurb the add form has; a client that leaves them out keeps them", async () => {
    const { backend, bob, _id, edit } = await withShop();
    const area = { south: 42.3, west: -71.2, north: 42.4, east: -71.0 };
    const glutenFriendly = async () =>
      (await bob.as.query(api.shops.inViewport, { ...area, filters: { glutenFriendly: true } })).shops.map(
        (shop) => shop._id,
      );
    expect(await glutenFriendly()).not.toContain(_id);
    await bob.as.mutation(api.shops.update, {
      ...edit,
      dairyFree: false,
      glutenFriendly: true,
      about: "  Roastery café.  ",
    });
    await bob.as.mutation(api.shops.update, { ...edit, version: 2, hours: "Daily 6am-5pm" });
    expect(await backend.t.run((ctx) => ctx.db.get(_id))).toMatchObject({
      dairyFree: false,
      glutenFriendly: true,
      about: "Roastery café.",
      version: 3,
    });
    const history = await bob.as.query(api.shops.history, { shopId: _id, paginationOpts: firstPage });
    expect(history.page[1]!.changes).toEqual([
      { field: "about", before: "Espresso and sandwiches.", after: "Roastery café." },
      { field: "dairyFree", before: "Yes", after: "No" },
      { field: "glutenFriendly", before: "No", after: "Yes" },
    ]);
    // The map's filters read the tile, which follows the edit.
    expect(await glutenFriendly()).toContain(_id);
  });

  it("refuses the second of two edits started from the same version, keeping the first", async () => {
    const { backend, alice, bob, _id, edit } = await withShop();
    await alice.as.mutation(api.shops.update, { ...edit, hours: "Alice's hours" });
    await expect(bob.as.mutation(api.shops.update, { ...edit, website: "https://bob.example.com" })).rejects.toThrow(
      MESSAGES.shopEditConflict,
    );
    expect(await backend.t.run((ctx) => ctx.db.get(_id))).toMatchObject({
      hours: "Alice's hours",
      website: "https://rendercoffee.com",
      version: 2,
    });
    const history = await bob.as.query(api.shops.history, { shopId: _id, paginationOpts: firstPage });
    expect(history.page).toHaveLength(1);
  });

  it("saves nothing and records nothing when nothing changed", async () => {
    const { backend, bob, edit } = await withShop();
    expect(await bob.as.mutation(api.shops.update, { ...edit, hours: " Daily 7am-5pm " })).toEqual({
      version: 1,
      changed: 0,
    });
    expect(await backend.t.run((ctx) => ctx.db.query("shopEdits").collect())).toEqual([]);
  });

  it("applies the add-shop rules to the edited fields", async () => {
    const { bob, alice, edit } = await withShop();
    await alice.as.mutation(api.shops.create, { ...newShop, streetAddress: "1 Taken St" });
    const attempts: [Partial<typeof edit>, string][] = [
      [{ name: "" }, MESSAGES.missingFields],
      [{ beverages: [] }, MESSAGES.missingFields],
      [{ name: "Starbucks" }, MESSAGES.chainShop],
      [{ website: "ftp://example.com" }, MESSAGES.badWebsite],
      [{ hours: "x".repeat(201) }, MESSAGES.textTooLong("Hours", 200)],
      [{ streetAddress: "1 Taken St" }, MESSAGES.duplicateShop],
    ];
    for (const [change, message] of attempts) {
      await expect(bob.as.mutation(api.shops.update, { ...edit, ...change }), message).rejects.toThrow(message);
    }
  });

  it("refuses moving a shop to another shop's address written another way, and accepts a different one", async () => {
    const { backend, bob, alice, _id, edit } = await withShop();
    await alice.as.mutation(api.shops.create, { ...newShop, streetAddress: "107 Tremont St" });
    const pin = { location: { lat: 42.3559, lng: -71.0621 } };
    for (const variant of SAME_AS_107_TREMONT_ST) {
      await expect(
        bob.as.mutation(api.shops.update, { ...edit, streetAddress: variant, ...pin }),
        variant,
      ).rejects.toThrow(MESSAGES.duplicateShop);
    }
    expect(await backend.t.run((ctx) => ctx.db.get(_id))).toMatchObject({
      streetAddress: "563 Columbus Ave",
      version: 1,
    });

    await bob.as.mutation(api.shops.update, { ...edit, streetAddress: "107 Tremont Pl", ...pin });
    expect(await backend.t.run((ctx) => ctx.db.get(_id))).toMatchObject({
      streetAddress: "107 Tremont Pl",
      addressKey: "107 tremont pl",
      version: 2,
    });
    await bob.as.mutation(api.shops.update, { ...edit, version: 2, streetAddress: "1070 Tremont St", ...pin });
    expect(await backend.t.run((ctx) => ctx.db.get(_id))).toMatchObject({
      streetAddress: "1070 Tremont St",
      addressKey: "1070 tremont st",
      version: 3,
    });
    // Its old address is free again, however it is written.
    expect(
      await bob.as.query(api.shops.addressTaken, { streetAddress: "107 Tremont Place", city: "Boston", state: "MA" }),
    ).toBe(false);
    // A shop may be re-spelt at its own address.
    await bob.as.mutation(api.shops.update, { ...edit, version: 3, streetAddress: "1070 Tremont Street", ...pin });
    expect(await backend.t.run((ctx) => ctx.db.get(_id))).toMatchObject({
      streetAddress: "1070 Tremont Street",
      version: 4,
    });
  });

  it("moves the shop to the confirmed pin of a new street address, and insists on one", async () => {
    const { backend, bob, _id, edit } = await withShop();
    const newAddress = { ...edit, streetAddress: "1 Tremont St" };
    await expect(bob.as.mutation(api.shops.update, newAddress)).rejects.toThrow(MESSAGES.pinForNewAddress);
    await expect(bob.as.mutation(api.shops.update, { ...newAddress, location: { lat: 0, lng: 0 } })).rejects.toThrow(
      MESSAGES.badCoordinates,
    );
    expect(await backend.t.run((ctx) => ctx.db.get(_id))).toMatchObject({
      streetAddress: edit.streetAddress,
      version: 1,
    });

    const pin = { lat: 42.3574, lng: -71.0598 };
    expect(await bob.as.mutation(api.shops.update, { ...newAddress, location: pin })).toEqual({
      version: 2,
      changed: 1,
    });
    expect(await backend.t.run((ctx) => ctx.db.get(_id))).toMatchObject({ streetAddress: "1 Tremont St", ...pin });
    // The map finds it at the new point.
    const around = { south: pin.lat - 0.001, north: pin.lat + 0.001, west: pin.lng - 0.001, east: pin.lng + 0.001 };
    const { shops } = await bob.as.query(api.shops.inViewport, around);
    expect(shops.map((shop) => shop._id)).toEqual([_id]);

    // With the address unchanged, a point is not needed and does not move the shop.
    await bob.as.mutation(api.shops.update, {
      ...newAddress,
      version: 2,
      hours: "Daily 8am-4pm",
      location: { lat: 40, lng: -74 },
    });
    expect(await backend.t.run((ctx) => ctx.db.get(_id))).toMatchObject({ lat: pin.lat, lng: pin.lng, version: 3 });
  });

  it("refuses signed-out edits and unknown shops; the history reads the same signed out", async () => {
    const { backend, bob, _id, edit } = await withShop();
    await expect(backend.t.mutation(api.shops.update, edit)).rejects.toThrow(MESSAGES.signedOut);
    // The history reads no session (one cached answer for everyone): signed out, it is the same as for a signed-in caller.
    await bob.as.mutation(api.shops.update, { ...edit, hours: "Daily 8am-4pm" });
    const signedOutHistory = await backend.t.query(api.shops.history, { shopId: _id, paginationOpts: firstPage });
    expect(signedOutHistory.page).toHaveLength(1);
    expect(signedOutHistory).toEqual(await bob.as.query(api.shops.history, { shopId: _id, paginationOpts: firstPage }));
    await backend.t.run((ctx) => ctx.db.delete(_id));
    await expect(bob.as.mutation(api.shops.update, edit)).rejects.toThrow(MESSAGES.shopNotFound);
  });
});
