import { describe, expect, it } from "vitest";
import {
  COUNTRIES,
  addressProblems,
  countryOf,
  normalizePostalCode,
  normalizeRegion,
  regionFromGeoNames,
  regionIn,
  regionName,
  storedCountry,
} from "./countries";
import { MESSAGES } from "./messages";
import { addressLine } from "./placeNames";

describe("countries", () => {
  it("names each country as Intl.DisplayNames does in English, the US first", () => {
    const names = new Intl.DisplayNames(["en"], { type: "region" });
    for (const country of COUNTRIES) expect(names.of(country.code)).toBe(country.name);
    expect(COUNTRIES[0]!.code).toBe("US");
    expect(COUNTRIES.map((c) => c.code)).toEqual(
      expect.arrayContaining([
        "US",
        "CA",
        "GB",
        "AU",
        "DE",
        "FR",
        "NL",
        "JP",
        "KR",
        "NO",
        "SE",
        "DK",
        "IT",
        "ES",
        "NZ",
      ]),
    );
  });

  it("asks for a region only where addresses name one, with the country's word for it", () => {
    expect(countryOf("us")?.regionLabel).toBe("State");
    expect(countryOf("CA")?.regionLabel).toBe("Province");
    expect(countryOf("AU")?.regionLabel).toBe("State");
    expect(countryOf("JP")?.regionLabel).toBe("Prefecture");
    expect(countryOf("GB")?.regionLabel).toBeNull();
    expect(countryOf("GB")?.fields).toEqual(["street", "city", "postalCode"]);
    expect(countryOf("DE")?.fields).toEqual(["street", "postalCode", "city"]);
    expect(countryOf("JP")?.fields).toEqual(["postalCode", "region", "city", "street"]);
    expect(countryOf("US")?.regions).toHaveLength(52);
    expect(countryOf("XX")).toBeUndefined();
  });

  it("calls the postal code what the country calls it", () => {
    expect(countryOf("US")?.postalLabel).toBe("ZIP code");
    expect(countryOf("GB")?.postalLabel).toBe("Postcode");
    expect(countryOf("CA")?.postalLabel).toBe("Postal code");
  });

  it("reads a region typed as a code or a name, in any case", () => {
    expect(normalizeRegion("US", "ma")).toBe("MA");
    expect(normalizeRegion("AU", "victoria")).toBe("VIC");
    expect(normalizeRegion("CA", "Ontario")).toBe("ON");
    expect(normalizeRegion("JP", "tokyo")).toBe("13");
    expect(normalizeRegion("AU", "zz")).toBe("ZZ");
    expect(regionIn("AU", "vic.")).toBe("VIC");
    expect(regionIn("GB", "ENG")).toBeNull();
    expect(regionName("AU", "VIC")).toBe("Victoria");
  });

  it("maps GeoNames' admin1 codes to region codes", () => {
    expect(regionFromGeoNames("AU", "07")).toBe("VIC");
    expect(regionFromGeoNames("CA", "08")).toBe("ON");
    expect(regionFromGeoNames("JP", "40")).toBe("13"); // Tokyo
    expect(regionFromGeoNames("JP", "01")).toBe("23"); // Aichi (Nagoya)
    expect(regionFromGeoNames("JP", "47")).toBe("47"); // Okinawa
    expect(regionFromGeoNames("US", "FL")).toBe("FL");
    expect(regionFromGeoNames("GB", "ENG")).toBe("");
  });

  it("treats a document from before countries as in the US", () => {
    expect(storedCountry({})).toBe("US");
    expect(storedCountry({ country: "AU" })).toBe("AU");
  });
});

describe("addressProblems", () => {
  it("accepts each country's own shapes", () => {
    expect(addressProblems({ country: "US", region: "MA", postalCode: "02108" })).toEqual([]);
    expect(addressProblems({ country: "US", region: "MA", postalCode: "02108-1234" })).toEqual([]);
    expect(addressProblems({ country: "GB", region: "", postalCode: normalizePostalCode("sw1a  1aa") })).toEqual([]);
    expect(addressProblems({ country: "AU", region: "VIC", postalCode: "3000" })).toEqual([]);
    expect(addressProblems({ country: "CA", region: "ON", postalCode: "N6A 3K7" })).toEqual([]);
    expect(addressProblems({ country: "NL", region: "", postalCode: "1012 AB" })).toEqual([]);
    expect(addressProblems({ country: "JP", region: "13", postalCode: "100-0001" })).toEqual([]);
    expect(addressProblems({ country: "NO", region: "" })).toEqual([]);
  });

  it("says which part does not fit the country", () => {
    expect(addressProblems({ country: "AU", region: "VIC", postalCode: "30000" })).toEqual([
      { field: "postalCode", message: MESSAGES.badPostalCode("Postcode", "Australia", "3000") },
    ]);
    expect(addressProblems({ country: "US", region: "MA", postalCode: "SW1A 1AA" })[0]!.message).toBe(
      "That ZIP code does not fit United States: it looks like 02108.",
    );
    expect(addressProblems({ country: "AU", region: "MA" })).toEqual([
      { field: "region", message: "Please pick a state of Australia from the list." },
    ]);
    expect(addressProblems({ country: "GB", region: "ENG" })).toEqual([
      { field: "region", message: MESSAGES.noRegionInCountry("United Kingdom") },
    ]);
    expect(addressProblems({ country: "ZZ", region: "" })).toEqual([
      { field: "country", message: MESSAGES.unknownCountry },
    ]);
  });
});

describe("addressLine by country", () => {
  const street = { streetAddress: "1 Main St", city: "MELBOURNE" };
  it("writes each country's order", () => {
    expect(addressLine({ ...street, state: "FL" })).toBe("1 Main St, Melbourne, FL");
    expect(addressLine({ ...street, state: "VIC", country: "AU", postalCode: "3000" })).toBe(
      "1 Main St, Melbourne, VIC 3000",
    );
    expect(
      addressLine({ streetAddress: "1 Queen St", city: "LONDON", state: "", country: "GB", postalCode: "SW1A 1AA" }),
    ).toBe("1 Queen St, London SW1A 1AA");
    expect(
      addressLine({ streetAddress: "Karl Johans gate 1", city: "OSLO", state: "", country: "NO", postalCode: "0154" }),
    ).toBe("Karl Johans gate 1, 0154 Oslo");
    expect(addressLine({ streetAddress: "1-1 Marunouchi", city: "CHIYODA", state: "13", country: "JP" })).toBe(
      "1-1 Marunouchi, Chiyoda, Tokyo",
    );
  });
});
