import { describe, expect, it } from "vitest";
import { decodeUserId, followLink, nameSlug } from "./identifiers";

describe("follow link (docs/product.md §5)", () => {
  it("reads as the person's name and carries the whole id in uid", () => {
    const userId = "k17abcdefgh1234wxyz";
    const link = followLink("https://brewmap.test", { _id: userId, firstName: "Ava", lastName: "Barista" });
    expect(link).toBe(`https://brewmap.test/otheruser/ava-barista?uid=${encodeURIComponent(btoa(userId))}`);
    const uid = new URL(link).searchParams.get("uid");
    expect(decodeUserId(uid)).toBe(userId);
  });
});

describe("a name in an address", () => {
  it("is lower case words joined by dashes, accents dropped, never empty", () => {
    expect(nameSlug("Zoë O'Brien")).toBe("zoe-o-brien");
    expect(nameSlug("  Ben   Roaster ")).toBe("ben-roaster");
    expect(nameSlug("李")).toBe("profile");
  });
});
