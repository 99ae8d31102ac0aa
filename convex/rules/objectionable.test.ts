import { describe, expect, it } from "vitest";
import { MESSAGES } from "./messages";
import { isObjectionable, objectionableError } from "./objectionable";

describe("the language filter", () => {
  it.each(["This place is shit", "fuuuck this", "sh1t coffee", "\u0455hit coffee", "what a b1tch", "WHAT THE FUCK"])(
    "catches %j",
    (text) => {
      expect(isObjectionable(text)).toBe(true);
    },
  );

  it("passes what coffee menus, tasting notes and place names say", () => {
    for (const text of [
      "Cocktail bar by night, espresso by day",
      "Notes of cumin, cardamom and dark chocolate",
      "Shiitake and miso toast with a flat white",
      "Scunthorpe Roasters",
      "Essex Street Cafe",
      "Assam tea and passion fruit",
      "Penistone Road Coffee",
      "Pussycat Cafe",
      "Analog Coffee",
      "Hell of a good brew, damn fine cortado",
      "Sexy latte art",
      "Nigeria natural process",
    ]) {
      expect(isObjectionable(text), text).toBe(false);
    }
  });

  it("names the first field that holds it", () => {
    expect(
      objectionableError([
        ["First name", "Ada"],
        ["About you", "shit"],
        ["Review", "fuck"],
      ]),
    ).toBe(MESSAGES.objectionable("About you"));
    expect(objectionableError([["Review", "Lovely cortado."]])).toBeNull();
  });
});
