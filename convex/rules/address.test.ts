import { describe, expect, it } from "vitest";
import { addressKey } from "./address";

describe("addressKey", () => {
  it.each([
    "107 Tremont St",
    "107 Tremont Street",
    "107 TREMONT ST",
    "107 Tremont St.",
    "  107   tremont  street ",
    "107 Tremont Str",
    "１０７ Tremont St", // full-width digits
    "107 Tre\u200Bmont\u202E St", // invisible characters
  ])("reads %j as 107 Tremont St", (address) => {
    expect(addressKey(address)).toBe("107 tremont st");
  });

  it.each([
    ["1 Main Avenue", "1 Main Ave", "1 main ave"],
    ["1 Main Road", "1 Main Rd", "1 main rd"],
    ["1 Main Boulevard", "1 Main Blvd", "1 main blvd"],
    ["1 Main Drive", "1 Main Dr", "1 main dr"],
    ["1 Main Lane", "1 Main Ln", "1 main ln"],
    ["1 Main Court", "1 Main Ct", "1 main ct"],
    ["1 Main Place", "1 Main Pl", "1 main pl"],
    ["1 Main Square", "1 Main Sq", "1 main sq"],
    ["1 Main Parkway", "1 Main Pkwy", "1 main pkwy"],
    ["1 Main Highway", "1 Main Hwy", "1 main hwy"],
    ["1 Main Terrace", "1 Main Ter", "1 main ter"],
    ["1 North Main Street", "1 N. Main St", "1 n main st"],
    ["1 South Main Street", "1 S Main St", "1 s main st"],
    ["1 East Main Street", "1 E Main St", "1 e main st"],
    ["1 West Main Street", "1 W Main St", "1 w main st"],
    ["1 Main Street Northwest", "1 Main St N.W.", "1 main st nw"],
    ["1 Main Street, Suite 200", "1 Main St Ste 200", "1 main st ste 200"],
    ["1 Main Street Apartment 3", "1 Main St Apt. 3", "1 main st apt 3"],
    ["12 O'Brien Highway", "12 OBrien Hwy", "12 obrien hwy"],
    ["5 Café Plaza", "5 Cafe Plz", "5 cafe plz"],
  ])("unifies %j and %j", (long, short, key) => {
    expect(addressKey(long)).toBe(key);
    expect(addressKey(short)).toBe(key);
  });

  it("keeps genuinely different addresses apart", () => {
    const keys = [
      "107 Tremont St",
      "107 Tremont Pl",
      "1070 Tremont St",
      "17 Tremont St",
      "107 Tremont Ave",
      "107 N Tremont St",
      "107 Tremont St Ste 2",
      "12.5 Main St",
      "125 Main St",
    ].map(addressKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("leaves unknown words as they are, even ones named like object properties", () => {
    expect(addressKey("1 Constructor Way")).toBe("1 constructor way");
    expect(addressKey("9 __proto__ toString St")).toBe("9 proto tostring st");
  });
});
