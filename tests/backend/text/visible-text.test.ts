import { describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import { MESSAGES } from "@convex/rules/messages";
import { createBackend, signUp } from "../../support/backendHarness";
import { newShop, setUpAlice } from "../../support/shopWrites";
import { REVIEW, insertShop } from "../../support/testData";

// Texts are kept by what their characters are (docs/product.md §5, "Text"): each class of character
// below once made a name, bean name or shop name that passed its "required" check and looked blank, and
// a review text that looked empty. Replayed through the real functions.

const BLANK_CLASSES: [string, string][] = [
  ["variation selectors", "\uFE00\uFE0F\u{E0100}"],
  ["tag characters", "\u{E0001}\u{E0041}\u{E007F}"],
  ["U+206A–206F", "\u206A\u206F"],
  ["U+1D173–1D17A", "\u{1D173}\u{1D17A}"],
  ["U+180B–180F", "\u180B\u180F"],
  ["U+FFF9–FFFB", "\uFFF9\uFFFB"],
  ["lone combining marks", "\u0301\u20DD"],
  ["private use characters", "\uE000\u{F0000}"],
  ["symbols alone", "☕ -"],
];

describe("required texts need a visible letter or number", () => {
  it.each(BLANK_CLASSES)("a name of %s is refused, on sign-up and on update", async (_, blank) => {
    const backend = await createBackend();
    await expect(signUp(backend, { firstName: blank })).rejects.toThrow(MESSAGES.nameRequired);
    const ana = await signUp(backend, { firstName: `Ana ${blank}` });
    await expect(ana.as.mutation(api.users.updateProfile, { lastName: blank })).rejects.toThrow(MESSAGES.nameRequired);
    expect((await ana.as.query(api.users.me, {}))!.firstName).toBe(blank === "☕ -" ? "Ana ☕ -" : "Ana");
  });

  it.each(BLANK_CLASSES)("a bean name and a shop name of %s are refused", async (_, blank) => {
    const { backend, alice } = await setUpAlice();
    const shopId = await backend.t.run((ctx) => insertShop(ctx, alice.userId));
    const bean = { name: blank, roast: "Light", notes: "", origin: "" };
    await expect(alice.as.mutation(api.beans.save, { shopId, beans: [bean] })).rejects.toThrow(
      MESSAGES.beanNameRequired(1),
    );
    await expect(
      alice.as.mutation(api.shops.create, { ...newShop, name: blank, streetAddress: "2 New St" }),
    ).rejects.toThrow(MESSAGES.missingFields);
  });

  it("a review text of invisible characters is stored empty, and composed text as NFC", async () => {
    const backend = await createBackend();
    const ana = await signUp(backend, { firstName: "Ana" });
    const shopId = await backend.t.run((ctx) => insertShop(ctx, ana.userId));
    const blank = BLANK_CLASSES.slice(0, -1)
      .map(([, chars]) => chars)
      .join("");
    const first = await ana.as.mutation(api.reviews.create, { shopId, ...REVIEW, text: blank, photos: [] });
    expect((await backend.t.run((ctx) => ctx.db.get("reviews", first)))!.text).toBe("");
    const second = await ana.as.mutation(api.reviews.create, {
      shopId,
      ...REVIEW,
      text: "Cafe\u0301 au lait\u{E0041}, cre\u0300me\u206A.",
      photos: [],
    });
    expect((await backend.t.run((ctx) => ctx.db.get("reviews", second)))!.text).toBe("Café au lait, crème.");
  });

  it("a shop's about text is cleaned as long texts are", async () => {
    const { backend, alice } = await setUpAlice();
    const { _id } = await alice.as.mutation(api.shops.create, {
      ...newShop,
      about: "Espresso\u{E0041} bar.\u202E\r\n\r\n\r\nCre\u0300me bru\u0302le\u0301e\uFFF9.",
    });
    expect((await backend.t.run((ctx) => ctx.db.get(_id)))!.about).toBe("Espresso bar.\n\nCrème brûlée.");
  });
});

describe("websites with look-alike separators", () => {
  it.each([
    ["apple.com\u2215login.evil.net", "/"],
    ["google.com\u3002evil.net", "."],
    ["https://apple.com\u2044login.evil.net", "/"],
    ["https://evil.net\uFF0Fapple.com", "/"],
    ["https://google.com\uFF0Eevil.net", "."],
  ])("%j is refused on add and on edit", async (website, separator) => {
    const { alice } = await setUpAlice();
    await expect(alice.as.mutation(api.shops.create, { ...newShop, website })).rejects.toThrow(
      MESSAGES.websiteLookAlike(separator),
    );
    const { _id } = await alice.as.mutation(api.shops.create, newShop);
    const edit = { ...newShop, id: _id, version: 1, website };
    const { city: _c, state: _s, lat: _la, lng: _ln, ...editArgs } = edit;
    await expect(alice.as.mutation(api.shops.update, editArgs)).rejects.toThrow(MESSAGES.websiteLookAlike(separator));
  });

  it("a look-alike host is stored as typed (the screens show its real host)", async () => {
    const { backend, alice } = await setUpAlice();
    const { _id } = await alice.as.mutation(api.shops.create, { ...newShop, website: "app\u01C0e.com" });
    expect((await backend.t.run((ctx) => ctx.db.get(_id)))!.website).toBe("https://app\u01C0e.com");
  });
});
