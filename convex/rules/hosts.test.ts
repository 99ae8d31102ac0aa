import { describe, expect, it } from "vitest";
import { hostMisleads, lookAlikeSeparator, skeleton } from "./hosts";

describe("hosts that mislead (UTS #39)", () => {
  it.each([
    ["all Cyrillic, reading as apple", "\u0430\u0440\u0440\u04CF\u0435.com"],
    ["a Latin dental click for l", "app\u01C0e.com"],
    ["a Latin script g", "\u0261oogle.com"],
    ["Latin with one Cyrillic letter", "\u0430pple.com"],
    ["all Cyrillic, reading as pay", "\u0440\u0430\u0443.com"],
    ["fullwidth letters", "\uFF47oogle.com"],
    ["a letter of a script not recommended for identifiers (Cherokee)", "\u13CE\u13AA.com"],
    ["Greek and Latin in one label", "\u03BFpen.coffee"],
  ])("%s: %j", (_, host) => {
    expect(hostMisleads(host)).toBe(true);
  });

  it.each([
    "render.coffee",
    "caf\u00E9-lumi\u00E8re.fr",
    "m\u00FCnchen-kaffee.de",
    "straße.de",
    "\u043A\u043E\u0444\u0435.\u0440\u0444",
    "\u03B5\u03BB\u03BB\u03B7\u03BD\u03B9\u03BA\u03AC.gr",
    "珈琲.jp",
    "カフェ珈琲.jp",
    "カフェcafe.jp",
    "한국커피.kr",
    "קפה.co.il",
    "قهوة.com",
    "कॉफ़ी.in",
  ])("%j is what it says", (host) => {
    expect(hostMisleads(host)).toBe(false);
  });

  it("gives look-alikes one skeleton", () => {
    expect(skeleton("\u0430pple")).toBe(skeleton("apple"));
    expect(skeleton("app\u01C0e")).toBe(skeleton("apple"));
  });
});

describe("look-alike separators", () => {
  it.each([
    ["division slash", "apple.com\u2215login.evil.net", "/"],
    ["fraction slash", "apple.com\u2044login.evil.net", "/"],
    ["fullwidth solidus", "apple.com\uFF0Flogin", "/"],
    ["big solidus", "apple.com\u29F8login", "/"],
    ["ideographic full stop", "google.com\u3002evil.net", "."],
    ["halfwidth ideographic full stop", "google.com\uFF61evil.net", "."],
    ["fullwidth full stop", "google.com\uFF0Eevil.net", "."],
    ["one dot leader", "google.com\u2024evil.net", "."],
    ["fullwidth colon", "example.com\uFF1A8080", ":"],
    ["fullwidth question mark", "example.com\uFF1Fnext=evil.net", "?"],
    ["fullwidth commercial at", "apple.com\uFF20evil.net", "@"],
    ["fullwidth reverse solidus", "apple.com\uFF3Cevil.net", "\\"],
  ])("%s", (_, website, imitates) => {
    expect(lookAlikeSeparator(website)?.imitates).toBe(imitates);
  });

  it.each(["https://render.coffee/menu?x=1#top", "https://珈琲.jp/カフェノ", "caf\u00E9-lumi\u00E8re.fr/carte"])(
    "%j has none",
    (website) => {
      expect(lookAlikeSeparator(website)).toBeNull();
    },
  );
});
