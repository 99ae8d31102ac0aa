import { describe, expect, it } from "vitest";
import { typicalFlavorNotes } from "./flavorNotes";

describe("typical flavor notes", () => {
  it("is empty without beans or notes", () => {
    expect(typicalFlavorNotes([])).toEqual([]);
    expect(typicalFlavorNotes([{ notes: "" }, { notes: " , " }])).toEqual([]);
  });

  it("takes the 3 most frequent notes, ignoring case and spacing", () => {
    const beans = [
      { notes: "blueberry, jasmine, lemon" },
      { notes: "Caramel, cherry, chocolate" },
      { notes: "chocolate,cedar , spice" },
      { notes: "blackcurrant, grapefruit, caramel" },
      { notes: "CHOCOLATE, lemon" },
    ];
    expect(typicalFlavorNotes(beans)).toEqual(["chocolate", "lemon", "Caramel"]);
  });

  it("breaks ties by first appearance", () => {
    expect(typicalFlavorNotes([{ notes: "a, b" }, { notes: "c, d" }])).toEqual(["a", "b", "c"]);
    expect(typicalFlavorNotes([{ notes: "a, b" }, { notes: "d, b" }])).toEqual(["b", "a", "d"]);
  });
});
