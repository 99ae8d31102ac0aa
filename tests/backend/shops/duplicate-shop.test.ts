import { describe, expect, it } from "vitest";
import { ConvexError, type Value } from "convex/values";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { signUp } from "../../support/backendHarness";
import { newShop, setUpAlice } from "../../support/shopWrites";

// A shop at an address another shop has (docs/product.md §8): the refusal names that shop, as its
// message and as data the forms read to link to it.

/** What a caller catches from a refused call. */
const refusal = (call: Promise<unknown>) =>
  call.then(
    () => expect.fail("the call was not refused"),
    (error: unknown) => error,
  );

async function withTwoShops() {
  const { backend, alice } = await setUpAlice();
  const bob = await signUp(backend, { firstName: "Bob", lastName: "Brewer" });
  const render = await alice.as.mutation(api.shops.create, newShop);
  const other = await alice.as.mutation(api.shops.create, {
    ...newShop,
    name: "Gracenote",
    streetAddress: "108 Lincoln St",
  });
  const render1 = {
    id: render._id,
    publicId: render.publicId,
    name: "Render Coffee",
    streetAddress: "563 Columbus Ave",
  };
  return { backend, alice, bob, render: render1, other };
}

describe("a shop at a taken address", () => {
  it("is refused to a newcomer with the shop already there named, and its id to open it", async () => {
    const { bob, render } = await withTwoShops();
    const error = await refusal(
      bob.as.mutation(api.shops.create, { ...newShop, name: "Render Again", streetAddress: "563 Columbus Avenue" }),
    );
    expect(error).toBeInstanceOf(ConvexError);
    expect((error as ConvexError<Value>).data).toEqual({
      message: "Render Coffee at 563 Columbus Ave is already on Brew Map.",
      shop: render,
    });
    expect(MESSAGES.duplicateShop(render.name, render.streetAddress)).toBe(
      "Render Coffee at 563 Columbus Ave is already on Brew Map.",
    );
  });

  it("is refused when an edit moves another shop there, naming the shop already there", async () => {
    const { backend, bob, render, other } = await withTwoShops();
    const error = await refusal(
      bob.as.mutation(api.shops.update, {
        id: other._id,
        version: 1,
        name: "Gracenote",
        streetAddress: "563 Columbus Ave",
        hours: "Daily 7am-5pm",
        website: "https://gracenote.coffee",
        beverages: ["Espresso"],
        roastStyle: "medium",
        location: { lat: 42.3417, lng: -71.0812 },
      }),
    );
    expect((error as ConvexError<Value>).data).toEqual({
      message: MESSAGES.duplicateShop("Render Coffee", "563 Columbus Ave"),
      shop: render,
    });
    expect(await backend.t.run((ctx) => ctx.db.get(other._id))).toMatchObject({ streetAddress: "108 Lincoln St" });
  });

  it("is named by the forms' check before geocoding, which leaves out the shop being edited", async () => {
    const { bob, render } = await withTwoShops();
    const address = { streetAddress: "563 Columbus Avenue", city: "Boston", state: "MA" };
    expect(await bob.as.query(api.shops.addressTaken, address)).toEqual(render);
    // Re-spelling a shop's own address is no clash with itself.
    expect(await bob.as.query(api.shops.addressTaken, { ...address, except: render.id })).toBeNull();
  });
});
