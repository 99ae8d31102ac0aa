import { describe, expect, it } from "vitest";
import { MESSAGES } from "./messages";
import {
  coordinatesError,
  normalizeCity,
  normalizeShopDetails,
  normalizeShopEdit,
  normalizeState,
  normalizeWebsite,
  shopChanges,
  shopDetailsError,
  shopEditError,
  shopEditOf,
  shopFieldProblems,
  type ShopDetails,
} from "./shopForm";

const valid: ShopDetails = {
  name: "Render Coffee",
  streetAddress: "563 Columbus Ave",
  city: "BOSTON",
  state: "MA",
  about: "",
  roastsOwnBeans: false,
  dairyFree: true,
  glutenFriendly: false,
  mealOptions: false,
  bakeryOptions: true,
  hours: "Daily 7am-5pm",
  website: "https://rendercoffee.com",
  beverages: ["Latte", "Espresso"],
  roastStyle: "medium",
};

describe("add shop rules", () => {
  it("accepts a complete form with the blurb left empty", () => {
    expect(shopDetailsError(valid)).toBeNull();
  });

  it.each(["name", "streetAddress", "city", "state", "hours", "website", "roastStyle"] as const)(
    "requires %s",
    (key) => {
      expect(shopDetailsError({ ...valid, [key]: "  " })).toBe(MESSAGES.missingFields);
    },
  );

  it("requires at least one beverage", () => {
    expect(shopDetailsError({ ...valid, beverages: [] })).toBe(MESSAGES.missingFields);
  });

  it("checks in the order of docs/product.md §5: required fields, then state, then chain name", () => {
    expect(shopDetailsError({ ...valid, name: "Starbucks", state: "Mass", hours: "" })).toBe(MESSAGES.missingFields);
    expect(shopDetailsError({ ...valid, name: "Starbucks", state: "MAS" })).toBe(MESSAGES.badState);
    expect(shopDetailsError({ ...valid, name: "Starbucks", website: "ftp://x.com" })).toBe(MESSAGES.chainShop);
  });

  it("upper-cases the state and accepts a US state's 2 letters or its name", () => {
    expect(normalizeState(" ma ")).toBe("MA");
    for (const state of ["M", "MAS", "M1", "Massachusets"]) {
      expect(shopDetailsError(normalizeShopDetails({ ...valid, state }))).toBe(MESSAGES.badState);
    }
    expect(shopDetailsError(normalizeShopDetails({ ...valid, state: "ma" }))).toBeNull();
    expect(normalizeShopDetails({ ...valid, state: "Massachusetts" }).state).toBe("MA");
    expect(shopDetailsError(normalizeShopDetails({ ...valid, state: "ZZ" }))).toBe(
      MESSAGES.unknownRegion("State", "United States"),
    );
  });

  it("asks each country for its own region and postal code", () => {
    const london = { ...valid, city: "London", state: "", country: "GB", postalCode: "sw1a 1aa" };
    expect(normalizeShopDetails(london)).toMatchObject({ country: "GB", state: "", postalCode: "SW1A 1AA" });
    expect(shopDetailsError(normalizeShopDetails(london))).toBeNull();
    const melbourne = { ...valid, city: "Melbourne", state: "Victoria", country: "au", postalCode: "3000" };
    expect(normalizeShopDetails(melbourne)).toMatchObject({ country: "AU", state: "VIC" });
    expect(shopDetailsError(normalizeShopDetails(melbourne))).toBeNull();
    expect(shopDetailsError(normalizeShopDetails({ ...melbourne, state: "" }))).toBe(MESSAGES.missingFields);
    expect(shopDetailsError(normalizeShopDetails({ ...melbourne, postalCode: "30000" }))).toBe(
      MESSAGES.badPostalCode("Postcode", "Australia", "3000"),
    );
    expect(shopDetailsError(normalizeShopDetails({ ...london, state: "ENG" }))).toBe(
      MESSAGES.noRegionInCountry("United Kingdom"),
    );
    expect(shopFieldProblems(normalizeShopDetails({ ...melbourne, postalCode: "x" }), "add")).toEqual([
      { field: "postalCode", message: MESSAGES.badPostalCode("Postcode", "Australia", "3000") },
    ]);
  });

  it("upper-cases the city and tidies spaces", () => {
    expect(normalizeCity("  new   york ")).toBe("NEW YORK");
  });

  it("allows only http(s) websites, adding https:// to a bare domain", () => {
    expect(normalizeWebsite("rendercoffee.com")).toBe("https://rendercoffee.com");
    expect(normalizeWebsite("http://render.coffee/")).toBe("http://render.coffee/");
    for (const website of [
      "javascript:alert(1)",
      "ftp://files.example.com",
      "https://localhost",
      "data:text/html,hi",
    ]) {
      expect(shopDetailsError(normalizeShopDetails({ ...valid, website }))).toBe(MESSAGES.badWebsite);
    }
  });

  it("limits text lengths", () => {
    expect(shopDetailsError({ ...valid, name: "x".repeat(101) })).toBe(MESSAGES.textTooLong("Shop name", 100));
    expect(shopDetailsError({ ...valid, about: "x".repeat(1001) })).toBe(MESSAGES.textTooLong("About", 1000));
    expect(shopDetailsError({ ...valid, hours: "x".repeat(201) })).toBe(MESSAGES.textTooLong("Hours", 200));
  });

  it("refuses unknown beverages and roast styles", () => {
    expect(shopDetailsError({ ...valid, beverages: ["Latte", "Beer"] })).toBe(MESSAGES.badChoice("beverage"));
    expect(shopDetailsError({ ...valid, roastStyle: "Medium" })).toBe(MESSAGES.badChoice("roast style"));
  });

  it("cleans the one-line texts of invisible and direction-changing characters, and a name of nothing else is missing", () => {
    const typed = {
      ...valid,
      name: "\u202ERender\u200B Coffee",
      streetAddress: "563\u2066 Columbus Ave\u0000",
      city: "bos\u200Dton",
      state: "\u200Fma",
      hours: "7\u2060-5",
    };
    expect(normalizeShopDetails(typed)).toMatchObject({
      name: "Render Coffee",
      streetAddress: "563 Columbus Ave",
      city: "BOSTON",
      state: "MA",
      hours: "7-5",
    });
    expect(normalizeShopEdit({ ...typed, name: "Render\uFEFF" })).toMatchObject({
      name: "Render",
      streetAddress: "563 Columbus Ave",
      hours: "7-5",
    });
    expect(shopDetailsError(normalizeShopDetails({ ...valid, name: "\u200B\u202E" }))).toBe(MESSAGES.missingFields);
  });

  it("normalises beverages to distinct menu order", () => {
    expect(normalizeShopDetails({ ...valid, beverages: ["Espresso", "Latte", "Espresso"] }).beverages).toEqual([
      "Latte",
      "Espresso",
    ]);
  });
});

describe("edit shop rules", () => {
  const edit = {
    name: "Render",
    streetAddress: "1 A St",
    about: "",
    roastsOwnBeans: true,
    dairyFree: false,
    glutenFriendly: false,
    mealOptions: false,
    bakeryOptions: true,
    hours: "7-5",
    website: "https://a.com",
    beverages: ["Latte"],
    roastStyle: "dark",
  };

  it("applies the required, chain and detail rules", () => {
    expect(shopEditError(edit)).toBeNull();
    expect(shopEditError({ ...edit, hours: "" })).toBe(MESSAGES.missingFields);
    expect(shopEditError({ ...edit, name: "Dunkin Donuts" })).toBe(MESSAGES.chainShop);
    expect(shopEditError({ ...edit, website: "mailto:a@b.com" })).toBe(MESSAGES.badWebsite);
  });

  it("lists only the changed fields, before → after, as people read them", () => {
    expect(shopChanges(edit, { ...edit, roastsOwnBeans: false, beverages: ["Latte", "Cortado"] })).toEqual([
      { field: "roastsOwnBeans", before: "Yes", after: "No" },
      { field: "beverages", before: "Latte", after: "Latte, Cortado" },
    ]);
    expect(shopChanges(edit, { ...edit })).toEqual([]);
    // Every field the add form has but the place can be edited, and says so in the history.
    expect(shopChanges(edit, { ...edit, dairyFree: true, about: "Roastery café" })).toEqual([
      { field: "about", before: "", after: "Roastery café" },
      { field: "dairyFree", before: "No", after: "Yes" },
    ]);
  });

  it("does not count a different order of the same beverages as a change", () => {
    const stored = { ...edit, beverages: ["Latte", "Cold Brew", "Espresso"] };
    expect(shopChanges(stored, normalizeShopEdit(stored))).toEqual([]);
    expect(shopChanges(stored, { ...stored, beverages: ["Espresso", "Latte"] })).toEqual([
      { field: "beverages", before: "Cold Brew, Latte, Espresso", after: "Latte, Espresso" },
    ]);
  });
});

describe("coordinates", () => {
  it("accepts a real point and refuses impossible or unset ones", () => {
    expect(coordinatesError(42.36, -71.06)).toBeNull();
    expect(coordinatesError(Number.NaN, -71)).toBe(MESSAGES.badCoordinates);
    expect(coordinatesError(42, Number.POSITIVE_INFINITY)).toBe(MESSAGES.badCoordinates);
    expect(coordinatesError(91, 0)).toBe(MESSAGES.badCoordinates);
    expect(coordinatesError(10, -181)).toBe(MESSAGES.badCoordinates);
    expect(coordinatesError(0, 0)).toBe(MESSAGES.badCoordinates);
  });
});

describe("shopFieldProblems", () => {
  it("names every field with a problem, in form order, each with its own message", () => {
    expect(shopFieldProblems(valid, "add")).toEqual([]);
    const problems = shopFieldProblems(
      { ...valid, website: "", beverages: [], state: "Mass", name: "Starbucks" },
      "add",
    );
    expect(problems).toEqual([
      { field: "website", message: MESSAGES.fieldRequired("website") },
      { field: "beverages", message: MESSAGES.choiceRequired("at least one beverage") },
      { field: "state", message: MESSAGES.badState },
      { field: "name", message: MESSAGES.chainShop },
    ]);
  });

  it("asks the edit form only for what it edits, and checks what is there", () => {
    const { city: _city, state: _state, ...edit } = valid;
    expect(shopEditOf(valid)).toEqual(edit);
    expect(shopFieldProblems(edit, "edit")).toEqual([]);
    expect(shopFieldProblems({ ...edit, website: "ftp://x.y", roastStyle: "" }, "edit")).toEqual([
      { field: "roastStyle", message: MESSAGES.choiceRequired("a roast style") },
      { field: "website", message: MESSAGES.badWebsite },
    ]);
  });
});
