import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import type { MarkerShop } from "@/features/map/types";

// The label card's size comes from its text (src/features/map/cardSize.ts), not from the page, so the two
// must agree: every text the drawn card shows (MarkerButtons.tsx) is measured by cardSize, and its height
// is that of the card's lines. A line or a word added to the card alone fails here.

const shop: MarkerShop = {
  _id: "shop1" as Id<"shops">,
  name: "Tiny",
  roastStyle: "medium",
  lat: 0,
  lng: 0,
  rating: 4.5,
  reviews: 3,
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe("a marker's label card", () => {
  it("shows only text its size was worked out from, on as many lines as its height allows", async () => {
    const measured = new Set<string>();
    const context = {
      set font(_value: string) {},
      measureText: (text: string) => {
        measured.add(text);
        return { width: text.length * 6 };
      },
    };
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(context as unknown as CanvasRenderingContext2D);
    const { cardSize } = await import("@/features/map/cardSize");
    const { ShopMarkerButton } = await import("@/features/map/MarkerButtons");
    const size = cardSize(shop);

    const { container } = render(
      <ShopMarkerButton shop={shop} card={{ side: "right", hidden: false }} inView onSelect={() => {}} />,
    );
    const card = container.querySelector("button > span:nth-child(2)")!;
    const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
    const shown: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.textContent) shown.push(node.textContent);
    expect(shown.length).toBeGreaterThan(2);
    expect(
      shown.filter((text) => !measured.has(text)),
      "text on the card that cardSize does not measure",
    ).toEqual([]);
    // py-1 (4 + 4), a 12 px line at leading-tight (15), then 11 px lines (13.75 each).
    const lines = card.children.length;
    expect(size.height).toBe(Math.ceil(8 + 15 + 13.75 * (lines - 1)));
  });
});
