import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { finishScheduled, signUp } from "../../support/backendHarness";
import { SAME_AS_107_TREMONT_ST, newShop, setUpAlice } from "../../support/shopWrites";

// Editing a shop (docs/product.md §5, §6): any signed-in user edits it with the add form's rules, every edit is
// recorded with its editor in the shop's history, and two edits from the same version never both land.

describe("shops.update and shops.history", () => {
  async function withShop() {
    const { backend, alice } = await setUpAlice();
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
    ).toEqual({ version: 2, changed: 3 }); // the typed hours are the week: it changes with them
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
          { field: "openingHours", before: "Mo-Su 07:00-17:00", after: "Mo-Fr 06:00-18:00; Sa,Su off" },
        ],
      ],
    ]);
    expect(history.page[0]!._creationTime).toBeGreaterThanOrEqual(history.page[1]!._creationTime);
  });

  it("edits the traits and blurb the add form has; a client that leaves them out keeps them", async () => {
    const { backend, bob, _id, edit } = await withShop();
    const area = { south: 42.3, west: -71.2, north: 42.4, east: -71.0 };
    // The map once the marker's job has followed the edit (decision 37).
    const glutenFriendly = async () =>
      (await finishScheduled(backend),
      await bob.as.query(api.shops.inViewport, { ...area, filters: { glutenFriendly: true } })).shops.map(
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
      [{ streetAddress: "1 Taken St" }, MESSAGES.duplicateShop("Render Coffee", "1 Taken St")],
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
      ).rejects.toThrow(MESSAGES.duplicateShop("Render Coffee", "107 Tremont St"));
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
    ).toBeNull();
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
    await finishScheduled(backend); // the marker follows the edit in a job (decision 37)
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
