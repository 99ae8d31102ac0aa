import { describe, expect, it } from "vitest";
import { api, internal } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { PUBLISH_DELAY_MS } from "@convex/rules/edgeFiles";
import { countAddedShop, countReview } from "@convex/model/badges";
import { hideReview } from "@convex/model/moderation";
import { panelChanged, panelFileRow } from "@convex/model/panelFiles";
import { withLiveCounts } from "@convex/rules/shopPanel";
import { bucketForFile } from "../../support/bucketForFile";
import type { SandboxBackend } from "../../../sandbox/backend";
import { createBackend, establish, finishScheduled, scheduledStep, signUp } from "../../support/backendHarness";
import { bucketKeys } from "../../support/bucketKeys";
import { expectNothingMoreToDo, migrate } from "../../support/oldDeployment";
import { REVIEW, insertShop } from "../../support/testData";

// The shop panel from the bucket (decision 42): what everyone sees of a shop published as a file on a local
// S3-compatible bucket through the real @convex-dev/r2 code, with its counts live beside it; its reviewers' badges
// are the file's, published again when one of theirs changes (decision 48).

const bucketOf = bucketForFile();

const DOWNTOWN = { lat: 42.3601, lng: -71.0589 };

/** The publish waits a moment for more changes, then runs with what it schedules. */
async function published(backend: SandboxBackend) {
  await finishScheduled(backend);
  await new Promise((done) => setTimeout(done, PUBLISH_DELAY_MS + 100));
  await finishScheduled(backend);
}

/** What a page shows from the bucket: the file with the live counts over it. */
async function fromBucket(backend: SandboxBackend, shopId: Id<"shops">) {
  const live = await backend.t.query(api.shopPanel.live, { id: shopId });
  expect(live.file).not.toBeNull();
  const response = await fetch(live.file!);
  expect(response.headers.get("content-type")).toContain("application/json");
  return { url: live.file!, shown: withLiveCounts(await response.json(), live) };
}

/** The file, counts over it, is what the live query would answer. */
async function expectSameAsShared(backend: SandboxBackend, shopId: Id<"shops">) {
  const { url, shown } = await fromBucket(backend, shopId);
  expect(shown).toEqual(await backend.t.query(api.shopPanel.shared, { id: shopId }));
  return url;
}

async function setUp() {
  const backend = await createBackend();
  const owner = await signUp(backend);
  const shopId = await backend.t.run((ctx) => insertShop(ctx, owner.userId, { name: "Panel Roasters", ...DOWNTOWN }));
  const reviewer = await signUp(backend, { firstName: "Rita" });
  await establish(backend, reviewer.userId);
  return { backend, owner, shopId, reviewer };
}

describe("the shop panel from the bucket (R2 settings present)", () => {
  it("publishes the panel when a review arrives, and again as what it holds changes", async () => {
    const { backend, owner, shopId, reviewer } = await setUp();
    expect((await backend.t.query(api.shopPanel.live, { id: shopId })).file).toBeNull();
    const reviewId = await reviewer.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [] });
    await published(backend);
    const first = await expectSameAsShared(backend, shopId);
    expect(first.startsWith(`${bucketOf().publicUrl}/panel/${shopId}/`)).toBe(true);

    const changes: [string, () => Promise<unknown>][] = [
      [
        "an edit",
        () => reviewer.as.mutation(api.reviews.update, { reviewId, ...REVIEW, text: "Changed my mind.", photos: [] }),
      ],
      ["beans", () => owner.as.mutation(api.beans.save, { shopId, beans: [BEAN] })],
      ["a rename", () => reviewer.as.mutation(api.users.updateProfile, { firstName: "Renata" })],
    ];
    let last = first;
    for (const [what, change] of changes) {
      await change();
      await published(backend);
      const url = await expectSameAsShared(backend, shopId);
      expect(url, what).not.toBe(last);
      last = url;
    }
    const { shown } = await fromBucket(backend, shopId);
    expect(shown.beans).toEqual([BEAN]);
    expect(shown.reviews[0]).toMatchObject({ text: "Changed my mind.", userName: expect.stringContaining("Renata") });
  });

  it("keeps Helpful counts live beside the file, without publishing again", async () => {
    const { backend, shopId, reviewer } = await setUp();
    const reviewId = await reviewer.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [] });
    await published(backend);
    const before = await expectSameAsShared(backend, shopId);
    const voter = await signUp(backend);
    await establish(backend, voter.userId);
    await voter.as.mutation(api.helpfulVotes.set, { reviewId, helpful: true });
    await published(backend);
    const after = await expectSameAsShared(backend, shopId);
    expect(after).toBe(before);
    expect((await fromBucket(backend, shopId)).shown.reviews[0]!.helpfulCount).toBe(1);
  });

  it("publishes again when a reviewer it shows earns a badge, not when a count moves within one", async () => {
    const { backend, shopId, reviewer } = await setUp();
    await reviewer.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [] });
    await published(backend);
    const first = await expectSameAsShared(backend, shopId);
    // A second review elsewhere: still a "Percolating Critic", nothing to publish.
    await backend.t.run((ctx) => countReview(ctx, reviewer.userId, false));
    await published(backend);
    expect((await fromBucket(backend, shopId)).url).toBe(first);
    // A shop added: a "Bean Scout" now, which the file must say.
    await backend.t.run((ctx) => countAddedShop(ctx, reviewer.userId, { city: "Boston", state: "MA" }));
    await published(backend);
    expect(await expectSameAsShared(backend, shopId)).not.toBe(first);
    expect((await fromBucket(backend, shopId)).shown.reviewerBadges).toMatchObject([
      { userId: reviewer.userId, counts: { cafes: 1, reviews: 2 } },
    ]);
  });

  it("counts a reviewer's badge change on a publish under way, which may be the first to show them", async () => {
    const { backend, shopId, reviewer } = await setUp();
    await reviewer.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [] });
    await published(backend);
    const rowNow = () => backend.t.run(async (ctx) => (await panelFileRow(ctx, shopId))!);
    // The last file showed someone else; a publish is under way.
    await backend.t.run(async (ctx) =>
      ctx.db.patch("panelFiles", (await panelFileRow(ctx, shopId))!._id, {
        reviewerIds: [],
        publishingSince: Date.now(),
      }),
    );
    const before = (await rowNow()).changes;
    await backend.t.mutation(internal.shopPanelPublish.reviewerChanged, { userId: reviewer.userId });
    expect((await rowNow()).changes).toBe(before + 1);
  });

  it("panelFileBadges: a file from before its badges were its own is published again, once", async () => {
    const { backend, shopId, reviewer } = await setUp();
    await reviewer.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [] });
    await published(backend);
    const before = await expectSameAsShared(backend, shopId);
    // The row as decision 42 left it: no version.
    await backend.t.run(async (ctx) =>
      ctx.db.patch("panelFiles", (await panelFileRow(ctx, shopId))!._id, { version: undefined }),
    );
    await migrate(backend, internal.migrations.panelFileBadges);
    await published(backend);
    expect(await expectSameAsShared(backend, shopId)).not.toBe(before);
    const after = (await backend.t.query(api.shopPanel.live, { id: shopId })).file;
    await expectNothingMoreToDo(backend, internal.migrations.panelFileBadges);
    await published(backend);
    expect((await backend.t.query(api.shopPanel.live, { id: shopId })).file).toBe(after);
  });

  it("drops the old file a while later, and a moderator hiding a review publishes again", async () => {
    const { backend, shopId, reviewer } = await setUp();
    const reviewId = await reviewer.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [] });
    await published(backend);
    const first = await expectSameAsShared(backend, shopId);
    await backend.t.run(async (ctx) => await hideReview(ctx, (await ctx.db.get("reviews", reviewId))!));
    await published(backend);
    await expectSameAsShared(backend, shopId);
    expect((await fromBucket(backend, shopId)).shown.reviews).toEqual([]);

    const oldKey = first.slice(bucketOf().publicUrl.length + 1);
    const jobs = await backend.t.run((ctx) => ctx.db.system.query("_scheduled_functions").collect());
    const drops = jobs.map(scheduledStep).filter((step) => step.name === "mapEdgePublish:dropFile");
    expect(drops.map((step) => step.args)).toContainEqual({ objectKey: oldKey });
    await backend.t.mutation(internal.mapEdgePublish.dropFile, { objectKey: oldKey });
    await finishScheduled(backend);
    expect(await bucketKeys(bucketOf().publicUrl)).not.toContain(oldKey);
  });

  it("counts a change once a transaction for each shop, however many of its writes say so", async () => {
    const { backend, shopId, reviewer } = await setUp();
    const changedJobs = async () => {
      const jobs = await backend.t.run((ctx) => ctx.db.system.query("_scheduled_functions").collect());
      return jobs.filter((job) => scheduledStep(job).name === "shopPanelPublish:changed").length;
    };
    await backend.t.run(async (ctx) => {
      await panelChanged(ctx, shopId);
      await panelChanged(ctx, shopId);
    });
    await backend.t.run((ctx) => panelChanged(ctx, shopId));
    expect(await changedJobs()).toBe(2);
    // A review: its own mutation, and the job that counts its ratings and drink and numbers it (three writes).
    await reviewer.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [] });
    await finishScheduled(backend);
    expect(await changedJobs()).toBe(2 + 2);
  });

  it("publishes nothing without the bucket: pages read the live query", async () => {
    const saved = process.env.R2_PUBLIC_URL;
    delete process.env.R2_PUBLIC_URL;
    try {
      const { backend, shopId, reviewer } = await setUp();
      await reviewer.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [] });
      await published(backend);
      expect(await backend.t.query(api.shopPanel.live, { id: shopId })).toEqual({
        file: null,
        counts: [],
        looking: { looking: 0, full: false },
      });
      expect(await backend.t.run((ctx) => ctx.db.query("panelFiles").collect())).toEqual([]);
    } finally {
      process.env.R2_PUBLIC_URL = saved;
    }
  });
});

const BEAN = { name: "Kochere", roast: "Light", notes: "jasmine, lemon", origin: "Ethiopia" };
