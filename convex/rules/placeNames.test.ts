import { describe, expect, it } from "vitest";
import { addressLine, cityName } from "./placeNames";
import { normalizeCity } from "./shopForm";

describe("cityName", () => {
  it("shows a stored upper-case city in title case", () => {
    expect(cityName("BOSTON")).toBe("Boston");
    expect(cityName("NEW YORK")).toBe("New York");
    expect(cityName("SALT LAKE CITY")).toBe("Salt Lake City");
  });

  it("capitalizes each part of hyphenated names, after apostrophes and after Mc", () => {
    expect(cityName("WINSTON-SALEM")).toBe("Winston-Salem");
    expect(cityName("O'FALLON")).toBe("O'Fallon");
    expect(cityName("MCALLEN")).toBe("McAllen");
    expect(cityName("ST. LOUIS")).toBe("St. Louis");
  });

  it("keeps short joining words lower case, except at the start", () => {
    expect(cityName("ISLE OF PALMS")).toBe("Isle of Palms");
    expect(cityName("TRUTH OR CONSEQUENCES")).toBe("Truth or Consequences");
    expect(cityName("THE VILLAGES")).toBe("The Villages");
  });

  it("reads any stored case the same way, and the stored key round-trips", () => {
    for (const typed of ["boston", "Boston", "BOSTON", "  bOsToN "]) {
      expect(cityName(normalizeCity(typed))).toBe("Boston");
    }
    expect(normalizeCity(cityName("WINSTON-SALEM"))).toBe("WINSTON-SALEM");
  });

  it("leaves letters outside ASCII alone apart from their case", () => {
    expect(cityName("SAN JOSÉ")).toBe("San José");
    expect(cityName("ÉLYSÉE")).toBe("Élysée");
    expect(cityName("")).toBe("");
  });
});

describe("addressLine", () => {
  it("joins street, title-case city and state", () => {
    expect(addressLine({ streetAddress: "107 Tremont St", city: "BOSTON", state: "MA" })).toBe(
      "107 Tremont St, Boston, MA",
    );
  });
});
