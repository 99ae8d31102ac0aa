import { afterEach, describe, expect, it, vi } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import type { MarkerShop } from "@/features/map/types";

const shop = (name: string, reviews = 0): MarkerShop => ({
  _id: name as Id<"shops">,
  name,
  roastStyle: "medium",
  lat: 0,
  lng: 0,
  rating: 4.5,
  reviews,
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe("a label card's size, from its text", () => {
  it("is the widest line plus the card's padding, measured in each line's own font, each text once", async () => {
    const fonts: string[] = [];
    const measured: string[] = [];
    const context = {
      set font(value: string) {
        fonts.push(value);
      },
      // 6 px a character in any font: enough to tell which line is wider.
      measureText: (text: string) => {
        measured.push(text);
        return { width: text.length * 6 };
      },
    };
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(context as unknown as CanvasRenderingContext2D);
    const { cardSize } = await import("@/features/map/cardSize");

    // "Tiny" (4 characters) is narrower than "Medium roast · [cup] 4.5": the second line decides.
    const rated = cardSize(shop("Tiny", 3));
    expect(rated).toEqual({
      width: Math.ceil(16 + ("Medium roast".length + " · ".length + "4.5".length) * 6 + 13) + 1,
      height: 37,
    });
    // A long name is cut to 15 characters plus "..." and then decides.
    expect(cardSize(shop("Lamplighter Roasting Company")).width).toBe(
      Math.ceil(16 + "Lamplighter Roa...".length * 6) + 1,
    );
    expect(fonts.every((font) => /^(600 12px|400 11px|600 11px) /.test(font))).toBe(true);

    const before = measured.length;
    expect(cardSize(shop("Tiny", 3))).toEqual(rated);
    expect(measured.length).toBe(before);
  });

  it("falls back to a generous guess where text cannot be measured", async () => {
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
    const { cardSize } = await import("@/features/map/cardSize");
    const size = cardSize(shop("Tiny", 3));
    expect(size.height).toBeGreaterThanOrEqual(37);
    expect(size.width).toBeGreaterThan(16 + "Medium roast · 4.5".length * 6 + 13);
  });
});
