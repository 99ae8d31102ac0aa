import { describe, expect, it } from "vitest";
import { clampRating, helpfulText, orderSentence } from "./reviews";

describe("review display", () => {
  it("clamps ratings to 0..5 cups", () => {
    expect([-3, 0, 2.4, 5, 9, Number.NaN].map(clampRating)).toEqual([0, 0, 2, 5, 5, 0]);
  });

  it("writes the order sentence", () => {
    expect(
      orderSentence({ temp: "Hot", milk: "Oat", bev: "Latte", roast: "Medium", process: "Washed", flavoring: true }),
    ).toBe("Ordered a Hot Oat Milk Latte (Medium roast, Washed, flavored)");
    expect(
      orderSentence({ temp: "Cold", milk: "Black", bev: "Cold Brew", roast: "", process: "", flavoring: false }),
    ).toBe("Ordered a Cold Black Cold Brew");
  });

  it("leaves out what was not answered: nothing at all, or a drink with only its roast", () => {
    expect(orderSentence({})).toBe("");
    expect(orderSentence({ flavoring: false })).toBe("");
    expect(orderSentence({ bev: "Espresso" })).toBe("Ordered an Espresso");
    expect(orderSentence({ roast: "Dark" })).toBe("Ordered a drink (Dark roast)");
  });

  it("says how many found it helpful", () => {
    expect(helpfulText(1)).toBe("1 person found this helpful");
    expect(helpfulText(3)).toBe("3 people found this helpful");
    expect(helpfulText(1200)).toBe("1,200 people found this helpful");
  });
});
