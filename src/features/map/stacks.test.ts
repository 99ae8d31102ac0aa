import { describe, expect, it } from "vitest";
import { groupStacks, PIN_SIZE, spiderfyOffsets, STACK_DISTANCE, stackKey } from "@/features/map/stacks";

describe("groupStacks", () => {
  it("groups pins closer than the stack distance and leaves the rest alone", () => {
    const points = [
      { x: 100, y: 100 },
      { x: 100, y: 100 }, // the same address
      { x: 300, y: 300 },
      { x: 300 + STACK_DISTANCE, y: 300 }, // exactly the distance: told apart
      { x: 500, y: 100 },
      { x: 509, y: 105 },
    ];
    expect(groupStacks(points)).toEqual([
      [0, 1],
      [4, 5],
    ]);
  });

  it("chains near pins into one stack, across grid cells", () => {
    const chain = [0, 1, 2, 3].map((i) => ({ x: 19 + i * 15, y: 39 + i * 2 }));
    expect(groupStacks([{ x: 400, y: 400 }, ...chain])).toEqual([[1, 2, 3, 4]]);
  });

  it("finds nothing when every pin stands apart", () => {
    expect(
      groupStacks(Array.from({ length: 50 }, (_, i) => ({ x: (i % 10) * 40, y: Math.floor(i / 10) * 40 }))),
    ).toEqual([]);
  });
});

describe("stackKey", () => {
  it("names the same shops the same way in any order", () => {
    expect(stackKey(["b", "a", "c"])).toBe(stackKey(["c", "b", "a"]));
    expect(stackKey(["a", "b"])).not.toBe(stackKey(["a", "c"]));
  });
});

describe("spiderfyOffsets", () => {
  const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

  it("spreads two shops one above the other", () => {
    const [top, bottom] = spiderfyOffsets(2);
    expect(top!.x).toBeCloseTo(0);
    expect(bottom!.x).toBeCloseTo(0);
    expect(top!.y).toBeLessThan(-PIN_SIZE);
    expect(bottom!.y).toBe(-top!.y);
  });

  it("keeps every spread pin clear of the others and of the stack's button, for small and large stacks", () => {
    for (let count = 2; count <= 60; count++) {
      const offsets = spiderfyOffsets(count);
      expect(offsets).toHaveLength(count);
      const fromMiddle = Math.min(...offsets.map((a) => distance(a, { x: 0, y: 0 })));
      const between = Math.min(...offsets.flatMap((a, i) => offsets.slice(i + 1).map((b) => distance(a, b))));
      expect(fromMiddle, `count ${count}: from the middle`).toBeGreaterThanOrEqual(PIN_SIZE + 4);
      expect(between, `count ${count}: between pins`).toBeGreaterThanOrEqual(PIN_SIZE + 4);
    }
  });

  it("stays compact: a stack of 20 spreads within 130 px", () => {
    expect(Math.max(...spiderfyOffsets(20).map((o) => distance(o, { x: 0, y: 0 })))).toBeLessThan(130);
  });
});
