import { describe, expect, it } from "vitest";
import { decodeUserId, followLink } from "./identifiers";

describe("follow link (SPEC §5)", () => {
  it("joins first and last name without a space and carries the whole id in uid", () => {
    const userId = "k17abcdefgh1234wxyz";
    const link = followLink("https://brewmap.test", { _id: userId, firstName: "Ava", lastName: "Barista" });
    expect(link).toBe(`https://brewmap.test/otheruser/wxyz-AvaBarista?uid=${encodeURIComponent(btoa(userId))}`);
    const uid = new URL(link).searchParams.get("uid");
    expect(decodeUserId(uid)).toBe(userId);
  });
});
