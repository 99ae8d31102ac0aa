import { afterEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { BACKGROUND_ACTIONS, MAX_JOB_ATTEMPTS } from "@convex/rules/jobs";
import { SandboxBackend } from "../../../sandbox/backend";
import { establish, finishScheduled, signUp, TEST_SITE_URL } from "../../support/backendHarness";
import { insertShop, pngBytes, REVIEW } from "../../support/testData";

// Background steps that fail (convex/jobs.ts, decision 24): recorded the moment they fail, run again,
// and left for a person when they keep failing; the backstop for a runner that died; the hourly purge
// of stale uploads and its files already gone.

const DAY = 24 * 60 * 60 * 1000;

afterEach(() => {
  vi.useRealTimers();
});

const modules = import.meta.glob(["../../../convex/**/*.ts", "!../../../convex/**/*.test.ts"]);
type Handler = (ctx: unknown, args: unknown) => Promise<unknown>;

/** The module `file` of convex/ with its function `name` throwing on its first `failures` runs whose args pass `when`. */
function flakyModule(file: string, name: string, failures: number, when: (args: unknown) => boolean = () => true) {
  let left = failures;
  const path = Object.keys(modules).find((candidate) => candidate.endsWith(`/convex/${file}.ts`))!;
  const flaky = async () => {
    const module = (await modules[path]!()) as Record<string, unknown>;
    const real = module[name] as Handler & { _handler: Handler };
    // convex-test runs a registered function's `_handler`.
    const step = Object.assign((...args: Parameters<Handler>) => real(...args), real, {
      _handler: async (ctx: unknown, args: unknown) => {
        if (left > 0 && when(args)) {
          left -= 1;
          throw new Error("A moment's failure");
        }
        return real._handler(ctx, args);
      },
    });
    return { ...module, [name]: step };
  };
  return { [path]: flaky };
}

/**
 * The project's functions, with feed.fanOutBatch throwing on its first `failures` runs (a moment's
 * failure of a deployment, or a bug fixed by the next deploy), then running as written.
 */
function withFlakyFanOut(failures: number) {
  const flaky = flakyModule("feed", "fanOutBatch", failures);
  return SandboxBackend.create({ modules: { ...modules, ...flaky }, siteUrl: TEST_SITE_URL });
}

/** Bob reviews a shop Ann's feed should show, since Ann follows Bob. */
async function reviewAFollowerShouldSee(backend: SandboxBackend) {
  const [ann, bob] = [await signUp(backend), await signUp(backend)];
  await establish(backend, bob.userId);
  await ann.as.mutation(api.follows.follow, { userId: bob.userId });
  await finishScheduled(backend);
  const shopId = await backend.t.run((ctx) => insertShop(ctx, bob.userId));
  vi.spyOn(console, "error").mockImplementation(() => {});
  await bob.as.mutation(api.reviews.create, { shopId, ...REVIEW, photos: [] });
  await finishScheduled(backend);
  const reviewsInFeed = async () =>
    (await ann.as.query(api.feed.list, { now: Date.now(), page: 1 })).items.filter((item) => item.kind === "review")
      .length;
  return { reviewsInFeed };
}

async function failureRows(backend: SandboxBackend) {
  return backend.t.run((ctx) => ctx.db.query("jobFailures").collect());
}

describe("failed background steps", () => {
  it("a fan-out batch that throws is recorded the moment it fails, with no watcher, and its retry recovers it", async () => {
    const backend = await withFlakyFanOut(1);
    const { reviewsInFeed } = await reviewAFollowerShouldSee(backend);
    expect(await reviewsInFeed()).toBe(0);

    const [failure] = await failureRows(backend);
    expect(failure).toMatchObject({
      name: "feed:fanOutBatch",
      kind: "mutation",
      attempts: 1,
      state: "retrying",
      error: expect.stringContaining("A moment's failure"),
    });
    // The retry waits a minute; run it now, as the scheduler will then.
    await backend.t.run((ctx) => ctx.scheduler.cancel(failure!.retryJobId!));
    await backend.t.mutation(internal.jobs.run, { name: failure!.name, args: failure!.args, retryOf: failure!._id });

    expect(await reviewsInFeed()).toBe(1);
    expect(await failureRows(backend)).toMatchObject([{ name: "feed:fanOutBatch", state: "recovered" }]);
    expect(await backend.t.query(internal.jobs.failures, {})).toEqual([]);
  });

  it(`gives up after ${MAX_JOB_ATTEMPTS} failed runs and keeps the failure where an operator reads it`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const backend = await withFlakyFanOut(MAX_JOB_ATTEMPTS);
    // finishScheduled runs the timers, so the retries after 1 and 4 minutes run too.
    const { reviewsInFeed } = await reviewAFollowerShouldSee(backend);
    expect(await reviewsInFeed()).toBe(0);
    expect(await failureRows(backend)).toMatchObject([
      { name: "feed:fanOutBatch", attempts: MAX_JOB_ATTEMPTS, state: "gaveUp" },
    ]);
    expect(await backend.t.query(internal.jobs.failures, {})).toMatchObject([
      { name: "feed:fanOutBatch", attempts: MAX_JOB_ATTEMPTS },
    ]);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining("feed:fanOutBatch failed 3 times"));
  });

  it("a step that fails once and then succeeds ends recovered, its review in the feed", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const backend = await withFlakyFanOut(1);
    const { reviewsInFeed } = await reviewAFollowerShouldSee(backend);
    expect(await reviewsInFeed()).toBe(1);
    expect(await failureRows(backend)).toMatchObject([{ name: "feed:fanOutBatch", attempts: 1, state: "recovered" }]);
  });

  it("records nothing when every step succeeds", async () => {
    const backend = await withFlakyFanOut(0);
    await reviewAFollowerShouldSee(backend);
    expect(await backend.t.mutation(internal.jobs.watch, {})).toEqual({ failed: 0, retried: 0, gaveUp: 0 });
    expect(await failureRows(backend)).toEqual([]);
  });

  it("the backstop records a run of the step runner that died itself, and retries its step", async () => {
    const isFanOut = (args: unknown) => (args as { name: string }).name === "feed:fanOutBatch";
    const flaky = flakyModule("jobs", "run", 1, isFanOut);
    const backend = await SandboxBackend.create({ modules: { ...modules, ...flaky }, siteUrl: TEST_SITE_URL });
    const { reviewsInFeed } = await reviewAFollowerShouldSee(backend);
    expect(await failureRows(backend)).toEqual([]);

    expect(await backend.t.mutation(internal.jobs.watch, {})).toEqual({ failed: 1, retried: 1, gaveUp: 0 });
    const [failure] = await failureRows(backend);
    expect(failure).toMatchObject({ name: "feed:fanOutBatch", attempts: 1, state: "retrying" });
    expect(failure!.jobId).toBeDefined();
    // Looking again records nothing twice.
    expect(await backend.t.mutation(internal.jobs.watch, {})).toEqual({ failed: 0, retried: 0, gaveUp: 0 });

    await backend.t.run((ctx) => ctx.scheduler.cancel(failure!.retryJobId!));
    await backend.t.mutation(internal.jobs.run, { name: failure!.name, args: failure!.args, retryOf: failure!._id });
    expect(await reviewsInFeed()).toBe(1);
    expect(await failureRows(backend)).toMatchObject([{ state: "recovered" }]);
  });
});

describe("the action steps", () => {
  it.each(BACKGROUND_ACTIONS)("%s is an internal action of the project", async (name) => {
    const [file, exported] = name.split(":") as [string, string];
    const path = Object.keys(modules).find((candidate) => candidate.endsWith(`/convex/${file}.ts`));
    const step = path
      ? ((await modules[path]!()) as Record<string, { isInternal?: boolean; isAction?: boolean }>)[exported]
      : undefined;
    expect(step?.isInternal).toBe(true);
    expect(step?.isAction).toBe(true);
  });
});

describe("the purge of uploads never attached", () => {
  it("skips a file deleted behind the app's back and drains a backlog larger than one batch", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const backend = await withFlakyFanOut(0);
    const alice = await signUp(backend);
    const total = 450;
    await backend.t.run(async (ctx) => {
      const ids: Id<"_storage">[] = [];
      for (let i = 0; i < total; i++) {
        const storageId = await ctx.storage.store(new Blob([pngBytes(i) as BlobPart], { type: "image/png" }));
        await ctx.db.insert("uploads", { userId: alice.userId, storageId });
        ids.push(storageId);
      }
      // Removed outside the app (the dashboard, an import): the purge must not stop at it.
      await ctx.storage.delete(ids[0]!);
    });
    vi.setSystemTime(Date.now() + 2 * DAY);
    await backend.t.mutation(internal.photos.purgeStaleUploads, {});
    await finishScheduled(backend);
    const left = await backend.t.run(async (ctx) => ({
      uploads: (await ctx.db.query("uploads").collect()).length,
      files: (await ctx.db.system.query("_storage").collect()).length,
    }));
    expect(left).toEqual({ uploads: 0, files: 0 });
  });
});
