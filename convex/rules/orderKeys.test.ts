import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { appendKey, isOrderKey, keyBetween } from "./orderKeys";

describe("order keys", () => {
  it("puts a key strictly between its neighbours, at either end too", () => {
    const first = appendKey(Date.UTC(2026, 10, 28));
    const second = appendKey(Date.UTC(2026, 10, 28, 0, 0, 1));
    expect(first < second).toBe(true);
    const middle = keyBetween(first, second);
    expect(first < middle && middle < second).toBe(true);
    expect(keyBetween(null, first) < first).toBe(true);
    expect(keyBetween(second, null) > second).toBe(true);
    expect([first, second, middle].every(isOrderKey)).toBe(true);
    expect(isOrderKey("not a key")).toBe(false);
  });

  it("gives two editors placing an entry in one gap different keys, both in the gap", () => {
    const [a, b] = [appendKey(1_000), appendKey(2_000)];
    const keys = Array.from({ length: 50 }, () => keyBetween(a, b));
    expect(new Set(keys).size).toBeGreaterThan(45);
    expect(keys.every((key) => a < key && key < b)).toBe(true);
  });

  it("gives different keys in the gap before an added entry, whose middle is a prefix of its key", () => {
    const added = appendKey(Date.UTC(2026, 10, 28));
    for (const after of [added, `${added.slice(0, 8)}01`, `${added.slice(0, 8)}001z`]) {
      const keys = [0, 0.5, 0.999].map((r) => keyBetween(null, after, () => r));
      expect(new Set(keys).size).toBe(3);
      expect(keys.every((key) => key < after && isOrderKey(key))).toBe(true);
    }
  });

  it("keeps any sequence of insertions in the order asked for", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 60 }), fc.integer(), (places, seed) => {
        let state = seed;
        const random = () => ((state = (state * 1103515245 + 12345) % 2 ** 31) & 0xffff) / 0x10000;
        const keys: string[] = [];
        for (const place of places) {
          const at = place % (keys.length + 1);
          keys.splice(at, 0, keyBetween(keys[at - 1] ?? null, keys[at] ?? null, random));
        }
        expect([...keys].sort()).toEqual(keys);
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });

  it("orders additions by time, after keys placed earlier", () => {
    const early = appendKey(Date.UTC(2026, 0, 1));
    const moved = keyBetween(early, null);
    expect(appendKey(Date.UTC(2026, 0, 1, 0, 0, 0, 5)) > moved).toBe(true);
  });
});
