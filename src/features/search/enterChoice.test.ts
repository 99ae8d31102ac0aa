import { describe, expect, it } from "vitest";
import { enterChoice } from "@/features/search/enterChoice";

const thinkingCup = { name: "Thinking Cup" };
const tandem = { name: "Tandem Coffee Roasters" };
const boston = { label: "Boston, MA" };

describe("what Enter opens in the map's search box", () => {
  it("opens a shop of exactly the typed name, whatever the case, spacing and punctuation", () => {
    expect(enterChoice("thinking  cup", [thinkingCup], boston)).toEqual({ kind: "shop", shop: thinkingCup });
    const joes = { name: "Joe's Café" };
    expect(enterChoice("joe’s  CAFÉ.", [joes], boston)).toEqual({ kind: "shop", shop: joes });
  });

  it("prefers the city or ZIP code found to a shop that only starts with the text", () => {
    expect(enterChoice("Boston", [{ name: "Boston Tea Stop" }], boston)).toEqual({ kind: "place", place: boston });
  });

  it("opens the first listed shop when no place has that name", () => {
    expect(enterChoice("Tandem", [tandem, thinkingCup], null)).toEqual({ kind: "shop", shop: tandem });
  });

  it("finds nothing when neither a shop nor a place matches", () => {
    expect(enterChoice("Nowhereville", [], null)).toEqual({ kind: "nothing" });
  });
});
