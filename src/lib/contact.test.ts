import { describe, expect, it } from "vitest";
import { contactEmail } from "@/lib/contact";

describe("contactEmail", () => {
  it("is the configured address, or the placeholder when none is set", () => {
    expect(contactEmail({ VITE_CONTACT_EMAIL: " team@brewmap.coffee " })).toBe("team@brewmap.coffee");
    expect(contactEmail({ VITE_CONTACT_EMAIL: "" })).toBe("hello@brewmap.example");
    expect(contactEmail({})).toBe("hello@brewmap.example");
  });
});
