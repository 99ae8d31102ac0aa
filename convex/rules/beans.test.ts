import { describe, expect, it } from "vitest";
import { MAX_BEANS, beanChanges, beansError, normalizeBeans, normalizeNotes, sameBeans, type Bean } from "./beans";
import { MESSAGES } from "./messages";

const bean: Bean = { name: "Ethiopia Guji", roast: "Light", notes: "blueberry, jasmine", origin: "Ethiopia" };

describe("bean rules", () => {
  it("accepts a good list, including an empty one", () => {
    expect(beansError([bean, { ...bean, roast: "Dark" }])).toBeNull();
    expect(beansError([])).toBeNull();
  });

  it("stores flavor notes comma-plus-space separated", () => {
    expect(normalizeNotes(" cherry ,chocolate,,  brown   sugar ")).toBe("cherry, chocolate, brown sugar");
    expect(normalizeBeans([{ ...bean, name: "  Kenya  Nyeri " }])[0]).toMatchObject({ name: "Kenya Nyeri" });
  });

  it("numbers the entry with a blank name or an unknown roast", () => {
    expect(beansError(normalizeBeans([bean, { ...bean, name: "   " }]))).toBe(MESSAGES.beanNameRequired(2));
    expect(beansError([bean, bean, { ...bean, roast: "Blonde" }])).toBe(MESSAGES.beanBadRoast(3));
    expect(beansError([{ ...bean, roast: "light" }])).toBe(MESSAGES.beanBadRoast(1));
  });

  it("refuses over-long text", () => {
    expect(beansError([{ ...bean, name: "x".repeat(101) }])).toBe(MESSAGES.textTooLong("Bean 1 name", 100));
    expect(beansError([{ ...bean, notes: "x".repeat(301) }])).toBe(MESSAGES.textTooLong("Bean 1 flavor notes", 300));
    expect(beansError([{ ...bean, origin: "x".repeat(101) }])).toBe(MESSAGES.textTooLong("Bean 1 origin", 100));
  });

  it(`allows at most ${MAX_BEANS} entries`, () => {
    expect(beansError(Array.from({ length: MAX_BEANS }, () => bean))).toBeNull();
    expect(beansError(Array.from({ length: MAX_BEANS + 1 }, () => bean))).toBe(MESSAGES.tooManyBeans(MAX_BEANS));
  });

  it("names the beans an edit added, removed and changed, pairing same-named bags one to one", () => {
    const kenya = { ...bean, name: "Kenya Nyeri" };
    expect(
      beanChanges(
        [bean, kenya],
        [
          { ...kenya, roast: "Dark" },
          { ...bean, name: "Huila" },
        ],
      ),
    ).toEqual({
      added: ["Huila"],
      removed: ["Ethiopia Guji"],
      changed: ["Kenya Nyeri"],
    });
    expect(beanChanges([bean], [bean, bean])).toEqual({ added: ["Ethiopia Guji"], removed: [], changed: [] });
    expect(beanChanges([bean, kenya], [])).toEqual({
      added: [],
      removed: ["Ethiopia Guji", "Kenya Nyeri"],
      changed: [],
    });
    // Only the order changed: nothing to name, but the lists differ.
    expect(beanChanges([bean, kenya], [kenya, bean])).toEqual({ added: [], removed: [], changed: [] });
    expect(sameBeans([bean, kenya], [kenya, bean])).toBe(false);
    expect(sameBeans([bean], [{ ...bean }])).toBe(true);
  });
});
