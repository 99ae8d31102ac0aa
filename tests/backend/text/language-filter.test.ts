import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, signUp } from "../../support/backendHarness";
import { REVIEW, insertShop, shopInput, snapshotTables } from "../../support/testData";

// Objectionable language (docs/product.md §5) is refused with a message that says where it is, and
// every free text others read is stored without invisible, blank-looking or control characters.

const TABLES = ["reviews", "users", "shops", "beans"] as const;

describe("the language filter", () => {
  it("refuses objectionable review texts, on writing and on editing, and stores nothing", async () => {
    const backend = await createBackend();
    const ana = await signUp(backend, { firstName: "Ana" });
    const shopId = await backend.t.run((ctx) => insertShop(ctx, ana.userId));
    const before = await snapshotTables(backend.t, TABLES);
    await expect(
      ana.as.mutation(api.reviews.create, { shopId, ...REVIEW, text: "Worst sh1t in town", photos: [] }),
    ).rejects.toThrow(MESSAGES.objectionable("Review"));
    expect(await snapshotTables(backend.t, TABLES)).toBe(before);

    const reviewId = await ana.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [] });
    await expect(
      ana.as.mutation(api.reviews.update, { reviewId, ...REVIEW, text: "fuuuck this place", photos: [] }),
    ).rejects.toThrow(MESSAGES.objectionable("Review"));
    expect((await backend.t.run((ctx) => ctx.db.get("reviews", reviewId)))!.text).toBe(REVIEW.text);
  });

  it("refuses objectionable names and profile texts, on sign-up and on update", async () => {
    const backend = await createBackend();
    await expect(signUp(backend, { firstName: "Shithead" })).rejects.toThrow(MESSAGES.objectionable("First name"));
    const ana = await signUp(backend, { firstName: "Ana" });
    await expect(ana.as.mutation(api.users.updateProfile, { about: "I hate every b1tch here" })).rejects.toThrow(
      MESSAGES.objectionable("About you"),
    );
    await expect(ana.as.mutation(api.users.updateProfile, { lastName: "F\u0443ck" })).rejects.toThrow(
      MESSAGES.objectionable("Last name"),
    );
    const me = await ana.as.query(api.users.me, {});
    expect([me!.firstName, me!.lastName, me!.about]).toEqual(["Ana", expect.not.stringMatching(/u/), ""]);
  });

  it("refuses objectionable shop names on add and edit, and objectionable bean texts", async () => {
    const backend = await createBackend();
    const ana = await signUp(backend, { firstName: "Ana" });
    await expect(ana.as.mutation(api.shops.create, shopInput({ name: "Shit Brew Bar" }))).rejects.toThrow(
      MESSAGES.objectionable("Shop name"),
    );
    const input = shopInput({ name: "Good Brew Bar" });
    const { _id: shopId } = await ana.as.mutation(api.shops.create, input);
    const { name, streetAddress, roastsOwnBeans, hours, website, beverages, roastStyle } = input;
    const edit = { id: shopId, version: 1, streetAddress, roastsOwnBeans, hours, website, beverages, roastStyle };
    await expect(ana.as.mutation(api.shops.update, { ...edit, name: "Fuck Brew Bar" })).rejects.toThrow(
      MESSAGES.objectionable("Shop name"),
    );
    expect((await backend.t.run((ctx) => ctx.db.get("shops", shopId)))!.name).toBe(name);
    const bean = { name: "Guji", roast: "Light", notes: "peach, jasmine", origin: "Ethiopia" };
    await expect(
      ana.as.mutation(api.beans.save, { shopId, beans: [bean, { ...bean, notes: "cherry, shit" }] }),
    ).rejects.toThrow(MESSAGES.objectionable("Bean 2 flavor notes"));
    // Cumin is a tasting note, not a word to refuse.
    await ana.as.mutation(api.beans.save, { shopId, beans: [{ ...bean, notes: "cumin, cardamom" }] });
  });
});

describe("free texts as they are stored", () => {
  it("a review text loses control, direction and zero-width characters and keeps its paragraphs", async () => {
    const backend = await createBackend();
    const ana = await signUp(backend, { firstName: "Ana" });
    const shopId = await backend.t.run((ctx) => insertShop(ctx, ana.userId));
    const reviewId = await ana.as.mutation(api.reviews.create, {
      shopId,
      ...REVIEW,
      text: "\u202EBright\u200B and\u0000 sweet.\r\n\r\n\r\nBarista 👩\u200D🍳 rocks ",
      photos: [],
    });
    expect((await backend.t.run((ctx) => ctx.db.get("reviews", reviewId)))!.text).toBe(
      "Bright and sweet.\n\nBarista 👩\u200D🍳 rocks",
    );
  });

  it("an about text is cleaned the same way", async () => {
    const backend = await createBackend();
    const ana = await signUp(backend, { firstName: "Ana" });
    await ana.as.mutation(api.users.updateProfile, { about: "Pour-over\u2066 fan.\nV60 at home\u0007." });
    expect((await ana.as.query(api.users.me, {}))!.about).toBe("Pour-over fan.\nV60 at home.");
  });

  it("names and bean names made only of blank-looking characters count as empty", async () => {
    const backend = await createBackend();
    await expect(signUp(backend, { firstName: "\u3164" })).rejects.toThrow(MESSAGES.nameRequired);
    const ana = await signUp(backend, { firstName: "Ana" });
    await expect(ana.as.mutation(api.users.updateProfile, { lastName: "\u2800\u00AD" })).rejects.toThrow(
      MESSAGES.nameRequired,
    );
    const shopId = await backend.t.run((ctx) => insertShop(ctx, ana.userId));
    const bean = { name: "\u200B\u200B", roast: "Light", notes: "\u0000", origin: "Ethiopia\u202E" };
    await expect(ana.as.mutation(api.beans.save, { shopId, beans: [bean] })).rejects.toThrow(
      MESSAGES.beanNameRequired(1),
    );
    await ana.as.mutation(api.beans.save, { shopId, beans: [{ ...bean, name: "Guji\u3164" }] });
    const saved = await backend.t.run((ctx) =>
      ctx.db
        .query("beans")
        .withIndex("by_shop", (q) => q.eq("shopId", shopId))
        .unique(),
    );
    expect(saved!.beans.map(({ name, notes, origin }) => ({ name, notes, origin }))).toEqual([
      { name: "Guji", notes: "", origin: "Ethiopia" },
    ]);
  });
});
