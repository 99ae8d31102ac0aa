import { describe, expect, it } from "vitest";
import { LIST_FEED_GROUP_MS, LIST_FEED_SHOPS, addedPhrase, listFeedHour, shownCount, withShop } from "./listFeed";

describe("list feed rules", () => {
  it("groups additions by the hour", () => {
    expect(listFeedHour(0)).toBe(listFeedHour(LIST_FEED_GROUP_MS - 1));
    expect(listFeedHour(LIST_FEED_GROUP_MS)).toBe(1);
  });

  it("remembers the newest shops, each once", () => {
    let shops: string[] = [];
    for (const shop of ["a", "b", "a", "c", "d", "e", "f"]) shops = withShop(shops, shop);
    expect(shops).toHaveLength(LIST_FEED_SHOPS);
    expect(shops).toEqual(["b", "a", "c", "d", "e", "f"].slice(-LIST_FEED_SHOPS));
  });

  it("counts what is still there and withholds a group whose shops all left", () => {
    expect(shownCount({ count: 30, remembered: 5 }, 5)).toBe(30);
    expect(shownCount({ count: 30, remembered: 5 }, 2)).toBe(27);
    expect(shownCount({ count: 3, remembered: 3 }, 1)).toBe(1);
    expect(shownCount({ count: 30, remembered: 5 }, 0)).toBe(0);
  });

  it("names one shop, counts several", () => {
    expect(addedPhrase(1, "Blue Bottle")).toBe("added Blue Bottle to");
    expect(addedPhrase(5, "Blue Bottle")).toBe("added 5 shops to");
  });
});
