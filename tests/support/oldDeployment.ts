import { expect } from "vitest";
import { convexToJson, type Value } from "convex/values";
import type { internal } from "@convex/_generated/api";
import type { Doc, Id } from "@convex/_generated/dataModel";
import { markerOf, markersOf } from "@convex/model/mapTiles";
import { tileOf } from "@convex/rules/geo";
import { type createBackend, finishScheduled } from "./backendHarness";
import { shopDoc } from "./testData";

// Running the migrations of convex/migrations.ts as an operator does, on documents stored in the shape an older
// deployment has: what the migrations tests share.

const TABLES = [
  "users",
  "badges",
  "follows",
  "followerCounts",
  "shops",
  "shopTotals",
  "reviews",
  "reviewTotals",
  "drinkStats",
  "mapTiles",
  "places",
  "lists",
  "listCounts",
] as const;

type Backend = Awaited<ReturnType<typeof createBackend>>;
type Migration = typeof internal.migrations.reviewSortFields;

/** Every document of the tables a migration may touch, bytes included (JSON.stringify drops ArrayBuffers). */
export function snapshot(backend: Backend): Promise<string> {
  return backend.t.run(async (ctx) => {
    const all: Record<string, Value[]> = {};
    for (const table of TABLES) all[table] = await ctx.db.query(table).collect();
    return JSON.stringify(convexToJson(all));
  });
}

/** What the component says of a migration (its `migrations` table: cursor, processed, done). */
export function statusOf(backend: Backend, name: string) {
  const t = backend.t as unknown as {
    runInComponent: <T>(
      path: string,
      run: (ctx: { db: { query: (table: string) => { collect: () => Promise<T[]> } } }) => Promise<T[]>,
    ) => Promise<T[]>;
  };
  return t
    .runInComponent<{ name: string; isDone: boolean; processed: number; cursor: string | null }>("migrations", (ctx) =>
      ctx.db.query("migrations").collect(),
    )
    .then((rows) => rows.find((row) => row.name === name));
}

/** As an operator runs it: a dry run first, which must leave every document as it was, then for real to the end. */
export async function migrate(backend: Backend, migration: Migration): Promise<void> {
  const before = await snapshot(backend);
  const dryRun = (await backend.t.mutation(migration, { dryRun: true })) as { processed: number };
  expect(dryRun.processed, "a dry run works through a batch").toBeGreaterThan(0);
  await finishScheduled(backend);
  expect(await snapshot(backend), "a dry run commits nothing").toBe(before);
  await backend.t.mutation(migration, {});
  await finishScheduled(backend);
}

/** Runs it again from the start (`reset`): nothing is in the old shape any more, so nothing changes. */
export async function expectNothingMoreToDo(backend: Backend, migration: Migration): Promise<void> {
  const after = await snapshot(backend);
  await backend.t.mutation(migration, { reset: true });
  await finishScheduled(backend);
  expect(await snapshot(backend), "a second run changes nothing").toBe(after);
}

/** A stored document, as a migration left it. */
export const get = <T extends "users" | "shops" | "reviews" | "lists">(backend: Backend, id: Id<T>) =>
  backend.t.run((ctx) => ctx.db.get(id)) as Promise<Doc<T>>;

/** A shop document as it was stored before opening hours, ratings and tiles: no week, zone or totals, not on the map, not counted in places. */
export function insertOldShop(backend: Backend, userId: Id<"users">, fields: Parameters<typeof shopDoc>[1] = {}) {
  return backend.t.run((ctx) => ctx.db.insert("shops", shopDoc(userId, fields)));
}

/** A marker with its week as numbers, to compare with toEqual. */
export const comparable = (marker: ReturnType<typeof markerOf> | undefined) =>
  marker && { ...marker, week: marker.week && [...marker.week] };

/** The marker a shop's tile holds for it (its week as numbers), or undefined. */
export async function markerInTiles(backend: Backend, shop: Doc<"shops">) {
  const tiles = await backend.t.run(async (ctx) => {
    const { lngCell, latCell } = tileOf(shop.lat, shop.lng);
    return await ctx.db
      .query("mapTiles")
      .withIndex("by_lngCell_latCell", (q) => q.eq("lngCell", lngCell).eq("latCell", latCell))
      .collect();
  });
  return comparable(tiles.flatMap((tile) => markersOf(tile)).find((marker) => marker.shopId === shop._id));
}
