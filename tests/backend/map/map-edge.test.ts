import { describe, expect, it } from "vitest";
import { api, internal } from "@convex/_generated/api";
import { regionRow } from "@convex/model/mapRegions";
import { PUBLISH_DELAY_MS } from "@convex/rules/edgeFiles";
import {
  MAX_EDGE_REGIONS,
  WIDE_PUBLISH_DELAY_MS,
  regionOf,
  wideKeyOf,
  type RegionFile,
} from "@convex/rules/mapRegions";
import { MESSAGES } from "@convex/rules/messages";
import { bucketForFile } from "../../support/bucketForFile";
import type { SandboxBackend } from "../../../sandbox/backend";
import { createBackend, establish, finishScheduled, scheduledStep, signUp } from "../../support/backendHarness";
import { bucketKeys } from "../../support/bucketKeys";
import { expectNothingMoreToDo, migrate } from "../../support/oldDeployment";
import { REVIEW, insertShop } from "../../support/testData";

// The map's region files on a local S3-compatible bucket, through the real @convex-dev/r2 code (decision 40).

const bucketOf = bucketForFile();

const DOWNTOWN = { lat: 42.3601, lng: -71.0589 };
const REGION = regionOf(DOWNTOWN.lat, DOWNTOWN.lng);

/** The publish waits a moment for more changes, then runs with what it schedules. */
async function published(backend: SandboxBackend) {
  await finishScheduled(backend);
  await new Promise((done) => setTimeout(done, PUBLISH_DELAY_MS + 100));
  await finishScheduled(backend);
}

async function regionFile(backend: SandboxBackend) {
  const [region] = await backend.t.query(api.mapEdge.regions, { keys: [REGION] });
  const response = await fetch(region!.file!);
  expect(response.headers.get("content-type")).toContain("application/json");
  return { url: region!.file!, file: (await response.json()) as RegionFile };
}

const mapKeys = async () => (await bucketKeys(bucketOf().publicUrl)).filter((key) => key.startsWith("map/"));

describe("the map from the bucket (R2 settings present)", () => {
  it("publishes a region when a shop is added and again when its rating changes; the old file goes later", async () => {
    const backend = await createBackend();
    const owner = await signUp(backend);
    const shopId = await backend.t.run((ctx) => insertShop(ctx, owner.userId, { name: "Edge Roasters", ...DOWNTOWN }));
    expect(await backend.t.query(api.mapEdge.regions, { keys: [REGION] })).toEqual([
      { key: REGION, file: null, pending: true },
    ]);
    await published(backend);
    const first = await regionFile(backend);
    expect(first.url.startsWith(`${bucketOf().publicUrl}/map/${REGION}/`)).toBe(true);
    expect(first.file.markers).toMatchObject([{ id: shopId, name: "Edge Roasters", rating: 0, reviews: 0 }]);

    const reviewer = await signUp(backend);
    await establish(backend, reviewer.userId); // a new account's review moves no rating (rules/trust.ts)
    await reviewer.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [] });
    await published(backend);
    const second = await regionFile(backend);
    expect(second.url).not.toBe(first.url);
    expect(second.file.markers).toMatchObject([{ id: shopId, reviews: 1 }]);
    expect(second.file.markers[0]!.rating).toBeGreaterThan(0);

    // A page that read the first address may still fetch it: it is deleted by a later job.
    const oldKey = first.url.slice(bucketOf().publicUrl.length + 1);
    expect(await mapKeys()).toEqual([oldKey, second.url.slice(bucketOf().publicUrl.length + 1)].sort());
    const drops = await backend.t.run((ctx) => ctx.db.system.query("_scheduled_functions").collect());
    const steps = drops.map(scheduledStep).filter((step) => step.name === "mapEdgePublish:dropFile");
    expect(steps.map((step) => step.args)).toEqual([{ objectKey: oldKey }]);
    await backend.t.mutation(internal.mapEdgePublish.dropFile, { objectKey: oldKey });
    await finishScheduled(backend);
    expect(await mapKeys()).not.toContain(oldKey);
  });

  it("makes one file of a burst of changes, and publishes again for a change while it ran", async () => {
    const backend = await createBackend();
    const owner = await signUp(backend);
    const before = await mapKeys();
    for (const name of ["North", "South"])
      await backend.t.run((ctx) =>
        insertShop(ctx, owner.userId, { name, lat: DOWNTOWN.lat + (name === "North" ? 0.01 : 0), lng: DOWNTOWN.lng }),
      );
    await published(backend);
    const { file } = await regionFile(backend);
    expect(file.markers.map((m) => m.name).sort()).toEqual(["North", "South"]);
    expect(await mapKeys()).toHaveLength(before.length + 1);

    // A snapshot taken before a change lands: the region is published again with it.
    const { changes } = await backend.t.query(internal.mapEdge.snapshot, { key: REGION });
    await backend.t.run((ctx) => insertShop(ctx, owner.userId, { name: "Late", ...DOWNTOWN }));
    await backend.t.mutation(internal.mapEdgePublish.published, {
      key: REGION,
      objectKey: `map/${REGION}/00000000-0000-4000-8000-000000000000.json`,
      changes,
    });
    await published(backend);
    expect((await regionFile(backend)).file.markers.map((m) => m.name).sort()).toEqual(["Late", "North", "South"]);
  });

  it("says a region with no shops has no file, and refuses a malformed or too wide request", async () => {
    const backend = await createBackend();
    expect(await backend.t.query(api.mapEdge.regions, { keys: ["0_0"] })).toEqual([
      { key: "0_0", file: null, pending: false },
    ]);
    const tooMany = Array.from({ length: MAX_EDGE_REGIONS + 1 }, (_, i) => `0_${i}`);
    await expect(backend.t.query(api.mapEdge.regions, { keys: tooMany })).rejects.toThrow(MESSAGES.badMapArea);
    await expect(backend.t.query(api.mapEdge.regions, { keys: ["../photos"] })).rejects.toThrow(MESSAGES.badMapArea);
  });

  it("makes a wide region's file from its regions' files a while after one of them changes", async () => {
    const backend = await createBackend();
    const owner = await signUp(backend);
    const wide = wideKeyOf(REGION);
    // A wide region none of whose regions has shops: nothing to draw.
    expect(await backend.t.query(api.mapEdge.regions, { keys: [wide] })).toEqual([
      { key: wide, file: null, pending: false },
    ]);
    // Two shops in two regions of one wide region.
    const north = { lat: DOWNTOWN.lat + 0.1, lng: DOWNTOWN.lng };
    for (const [name, at] of [
      ["Downtown", DOWNTOWN],
      ["Up North", north],
    ] as const)
      await backend.t.run((ctx) => insertShop(ctx, owner.userId, { name, ...at }));
    await published(backend);
    expect(regionOf(north.lat, north.lng)).not.toBe(REGION);
    const jobs = await backend.t.run((ctx) => ctx.db.system.query("_scheduled_functions").collect());
    const waiting = jobs.filter((job) => job.state.kind === "pending" && job.name.includes("mapEdgePublish"));
    expect(waiting.map((job) => job.args[0])).toEqual([{ key: wide }]);
    expect(waiting[0]!.scheduledTime - waiting[0]!._creationTime).toBeGreaterThanOrEqual(WIDE_PUBLISH_DELAY_MS - 50);

    await backend.t.action(internal.mapEdgePublish.publish, { key: wide });
    const [row] = await backend.t.query(api.mapEdge.regions, { keys: [wide] });
    expect(row!.pending).toBe(false);
    const file = (await (await fetch(row!.file!)).json()) as RegionFile;
    expect(file.markers.map((m) => m.name).sort()).toEqual(["Downtown", "Up North"]);
  });

  it("mapRegionFiles: the regions of a deployment from before the bucket get their first file", async () => {
    const backend = await createBackend();
    const owner = await signUp(backend);
    const saved = process.env.R2_PUBLIC_URL;
    delete process.env.R2_PUBLIC_URL;
    const shopId = await backend.t.run((ctx) => insertShop(ctx, owner.userId, { name: "Older", ...DOWNTOWN }));
    process.env.R2_PUBLIC_URL = saved;
    await migrate(backend, internal.migrations.mapRegionFiles);
    await published(backend);
    expect((await regionFile(backend)).file.markers).toMatchObject([{ id: shopId, name: "Older" }]);
    await expectNothingMoreToDo(backend, internal.migrations.mapRegionFiles);
  });

  it("mapWideFiles: the wide regions of a deployment from before decision 43 get their first file", async () => {
    const backend = await createBackend();
    const owner = await signUp(backend);
    await backend.t.run((ctx) => insertShop(ctx, owner.userId, { name: "Before Wide", ...DOWNTOWN }));
    await published(backend);
    // The region's file as decision 40 left it, with no wide region yet.
    const wide = wideKeyOf(REGION);
    await backend.t.run(async (ctx) => ctx.db.delete("mapRegions", (await regionRow(ctx, wide))!._id));
    expect(await backend.t.query(api.mapEdge.regions, { keys: [wide] })).toEqual([
      { key: wide, file: null, pending: false },
    ]);
    await migrate(backend, internal.migrations.mapWideFiles);
    await backend.t.action(internal.mapEdgePublish.publish, { key: wide });
    const [row] = await backend.t.query(api.mapEdge.regions, { keys: [wide] });
    const file = (await (await fetch(row!.file!)).json()) as RegionFile;
    expect(file.markers.map((m) => m.name)).toEqual(["Before Wide"]);
    await expectNothingMoreToDo(backend, internal.migrations.mapWideFiles);
  });

  it("publishes nothing without the bucket: the map reads the live query", async () => {
    const saved = process.env.R2_PUBLIC_URL;
    delete process.env.R2_PUBLIC_URL;
    try {
      const backend = await createBackend();
      const owner = await signUp(backend);
      await backend.t.run((ctx) => insertShop(ctx, owner.userId, DOWNTOWN));
      await published(backend);
      expect(await backend.t.run((ctx) => ctx.db.query("mapRegions").collect())).toEqual([]);
      expect(await backend.t.query(api.mapEdge.regions, { keys: [REGION] })).toEqual([
        { key: REGION, file: null, pending: true },
      ]);
    } finally {
      process.env.R2_PUBLIC_URL = saved;
    }
  });
});
