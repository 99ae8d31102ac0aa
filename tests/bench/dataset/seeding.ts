import type { TestConvex } from "convex-test";
import type schema from "@convex/schema";

// What every part of the bench's data set (tests/bench/dataset.ts) is built with: one seeded generator
// whose draws the parts take in a fixed order (so every run builds the same data set), inserts in
// batches, and the JSON size of what each table holds.

export type T = TestConvex<typeof schema>;
export type Ctx = Parameters<Parameters<TestConvex<typeof schema>["run"]>[0]>[0];

/** Mulberry32: a small seeded generator, so every run builds the same data set. */
export function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function inBatches<I>(t: T, items: I[], size: number, insert: (ctx: Ctx, item: I) => Promise<unknown>) {
  for (let start = 0; start < items.length; start += size) {
    const batch = items.slice(start, start + size);
    await t.run(async (ctx) => {
      for (const item of batch) await insert(ctx, item);
    });
  }
}

/** `_id` and `_creationTime` as JSON. */
const SYSTEM_FIELDS_BYTES = JSON.stringify({
  _id: "10000;reviews00000000000",
  _creationTime: 1763700000000.123,
}).length;

export type Seeding = {
  t: T;
  seed: number;
  rand: () => number;
  pick: <V>(list: readonly V[]) => V;
  gauss: () => number;
  /** JSON size of each table's documents: what the naive design downloads. */
  bytes: Record<string, number>;
  /** Counts `doc` in its table's bytes and returns it. */
  sized: <D>(table: string, doc: D) => D;
};

export function seeding(t: T, seed: number): Seeding {
  const bytes: Record<string, number> = {};
  const sized = <D>(table: string, doc: D): D => {
    bytes[table] = (bytes[table] ?? 0) + JSON.stringify(doc).length + SYSTEM_FIELDS_BYTES;
    return doc;
  };
  const rand = random(seed);
  const pick = <V>(list: readonly V[]): V => list[Math.floor(rand() * list.length)]!;
  const gauss = () => (rand() + rand() + rand() - 1.5) / 1.5;
  return { t, seed, rand, pick, gauss, bytes, sized };
}
