// `npm run bench` (second part): what a user's write costs at 0, 100 and 1,000 followers (or items
// to copy), and what the scheduled batches behind it cost, against budgets
// (docs/decisions/0008-fan-out-off-the-request-path.md).
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { makeFunctionReference } from "convex/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import type { SandboxBackend } from "../../sandbox/backend";
import { createBackend, finishScheduled } from "../support/backendHarness";
import { REVIEW, insertShop, reviewDoc, shopInput } from "../support/testData";
import { recordTransactions, unrecorded, type TransactionUse } from "./meter";

const COUNTS = [0, 100, 1_000] as const;
/** What the user's own mutation may use, at any count. */
const OWN = { documentsRead: 50, documentsWritten: 30 };
/** How far apart the user's mutation may be between counts: ± 10 % of the count-0 figure. */
const SAME_WITHIN = 0.1;
/** A batch stays "well inside" Convex's per-transaction limits: at most a quarter of each. */
const BATCH_LIMITS = { documentsRead: 32_000 / 4, documentsWritten: 16_000 / 4, indexRanges: 4_096 / 4 };

type Row = { name: string; count: number; own: TransactionUse; batches: TransactionUse[]; lastMs: number };

let backend: SandboxBackend;
const rows: Row[] = [];

beforeAll(async () => {
  backend = await createBackend();
});

afterAll(() => {
  if (rows.length > 0) console.log(table());
  // Only a whole run's figures replace the file (a run of one test leaves it as it was).
  if (new Set(rows.map((row) => row.name)).size === 5) writePerWrite();
});

/** Users made straight in the database (no password hashing). */
async function quietUsers(n: number, tag: string): Promise<Id<"users">[]> {
  const ids: Id<"users">[] = [];
  for (let start = 0; start < n; start += 200) {
    ids.push(
      ...(await backend.t.run(async (ctx) => {
        const batch: Id<"users">[] = [];
        for (let i = start; i < Math.min(n, start + 200); i++) {
          batch.push(
            await ctx.db.insert("users", {
              firstName: "Quiet",
              lastName: `${tag}${i}`,
              email: `${tag}${i}@bench.test`,
            }),
          );
        }
        return batch;
      })),
    );
  }
  return ids;
}

function as(userId: Id<"users">) {
  return backend.t.withIdentity({
    subject: `${userId}|bench-session`,
    issuer: "bench",
    tokenIdentifier: `bench|${userId}`,
  });
}

/**
 * Calls a mutation as `userId`, then lets its scheduled batches run to the end, recording the
 * mutation's own use, each batch's, and the time until the last batch committed.
 */
async function writeAndSettle(name: string, count: number, userId: Id<"users">, args: Record<string, unknown>) {
  await finishScheduled(backend); // what the set-up scheduled is not this write's work
  const started = performance.now();
  const [own, ...others] = await recordTransactions(() =>
    as(userId).mutation(makeFunctionReference<"mutation">(name), args as never),
  );
  expect(others, "the mutation is one transaction").toEqual([]);
  // Every batch reads an index range (followers, items or rows); the scheduler's own commits that
  // mark a job running or done read none and are left out.
  const batches = (await recordTransactions(() => finishScheduled(backend, unrecorded))).filter(
    (batch) => batch.indexRanges > 0,
  );
  const lastMs = performance.now() - started;
  rows.push({ name, count, own: own!, batches, lastMs });
  return { own: own!, batches };
}

async function feedRowsOf(activityId: Id<"reviews"> | Id<"shops">) {
  return backend.t.run(
    async (ctx) =>
      (
        await ctx.db
          .query("feedItems")
          .withIndex("by_activity_viewer", (q) => q.eq("activityId", activityId))
          .collect()
      ).length,
  );
}

/** An author with `count` followers. */
async function authorWithFollowers(count: number) {
  const [author] = await quietUsers(1, `author${count}-`);
  const followers = await quietUsers(count, `follower${count}-`);
  await backend.t.run(async (ctx) => {
    for (const followerId of followers) await ctx.db.insert("follows", { followerId, followeeId: author! });
  });
  return author!;
}

/** An author with `count` reviews in the feed window, and nobody following them yet. */
async function authorWithItems(count: number) {
  const [author] = await quietUsers(1, `prolific${count}-`);
  const shop = await backend.t.run((ctx) => insertShop(ctx, author!));
  for (let start = 0; start < count; start += 200) {
    await backend.t.run(async (ctx) => {
      const doc = (await ctx.db.get("shops", shop))!;
      for (let i = start; i < Math.min(count, start + 200); i++)
        await ctx.db.insert("reviews", reviewDoc(doc, author!, { number: i + 1 }));
    });
  }
  return author!;
}

describe("a user's write costs the same at any follower count", () => {
  it("reviews:create and shops:create", async () => {
    for (const count of COUNTS) {
      const author = await authorWithFollowers(count);
      const shopId = await backend.t.run((ctx) => insertShop(ctx, author));
      await writeAndSettle("reviews:create", count, author, { shopId, ...REVIEW, photos: [] });
      const reviewId = await backend.t.run(
        async (ctx) =>
          (await ctx.db
            .query("reviews")
            .withIndex("by_user", (q) => q.eq("userId", author))
            .unique())!._id,
      );
      expect(await feedRowsOf(reviewId), "every follower has the review").toBe(count);

      await writeAndSettle("shops:create", count, author, shopInput({ streetAddress: `${count} Bench Way` }));
    }
  });

  it("follows:follow and follows:unfollow", async () => {
    for (const count of COUNTS) {
      // A fresh viewer each time: a user's first follow also creates their rate-limit row.
      const [viewer] = await quietUsers(1, `viewer${count}-`);
      const author = await authorWithItems(count);
      await writeAndSettle("follows:follow", count, viewer!, { userId: author });
      const copied = await backend.t.run(
        async (ctx) =>
          (
            await ctx.db
              .query("feedItems")
              .withIndex("by_viewer_author", (q) => q.eq("viewerId", viewer!).eq("authorId", author))
              .collect()
          ).length,
      );
      expect(copied, "the author's reviews and shop are in the viewer's feed").toBe(count + 1);
      await writeAndSettle("follows:unfollow", count, viewer!, { userId: author });
    }
  });

  it("helpfulVotes:set", async () => {
    for (const count of COUNTS) {
      // The review's author has `count` followers; a vote tells the author alone, so its jobs stay the same.
      const author = await authorWithFollowers(count);
      const shopId = await backend.t.run((ctx) => insertShop(ctx, author));
      const reviewId = await as(author).mutation(api.reviews.create, { shopId, ...REVIEW, photos: [] });
      const [voter] = await quietUsers(1, `voter${count}-`);
      // A vote counts from an established account with a verified email (rules/trust.ts, decision 26).
      await backend.t.run((ctx) => ctx.db.patch("users", voter!, { establishedAt: 0, emailVerificationTime: 0 }));
      const { batches } = await writeAndSettle("helpfulVotes:set", count, voter!, { reviewId, helpful: true });
      expect(batches.length, "the vote's count and the author's notice are jobs").toBeGreaterThan(0);
    }
  });

  it("stays within its budgets", () => {
    const broken: string[] = [];
    for (const name of new Set(rows.map((row) => row.name))) {
      const of = rows.filter((row) => row.name === name);
      const base = of.find((row) => row.count === 0)!.own;
      for (const { count, own, batches } of of) {
        const at = `${name} at ${count}`;
        if (own.documentsRead > OWN.documentsRead)
          broken.push(`${at}: read ${own.documentsRead} (budget ${OWN.documentsRead})`);
        if (own.documentsWritten > OWN.documentsWritten)
          broken.push(`${at}: wrote ${own.documentsWritten} (budget ${OWN.documentsWritten})`);
        for (const key of ["documentsRead", "documentsWritten"] as const) {
          if (Math.abs(own[key] - base[key]) > SAME_WITHIN * Math.max(base[key], 1)) {
            broken.push(`${at}: ${key} ${own[key]} vs ${base[key]} at 0 (more than ± ${SAME_WITHIN * 100} %)`);
          }
        }
        for (const key of ["documentsRead", "documentsWritten", "indexRanges"] as const) {
          const worst = Math.max(0, ...batches.map((batch) => batch[key]));
          if (worst > BATCH_LIMITS[key])
            broken.push(`${at}: a batch used ${worst} ${key} (limit ${BATCH_LIMITS[key]})`);
        }
      }
    }
    expect(broken, "budgets broken").toEqual([]);
  });
});

const fmt = (n: number) => n.toLocaleString("en-US");

const KEYS = ["documentsRead", "documentsWritten", "bytesRead", "bytesWritten"] as const;
const sum = (uses: TransactionUse[]) =>
  Object.fromEntries(KEYS.map((key) => [key, uses.reduce((total, use) => total + use[key], 0)]));

/** Each write's own use and its jobs' in all, by follower (or item) count, for the cost model. */
function writePerWrite() {
  const writes: Record<string, Record<number, unknown>> = {};
  for (const { name, count, own, batches } of rows) {
    writes[name] = { ...writes[name], [count]: { own: sum([own]), jobs: { ...sum(batches), runs: batches.length } } };
  }
  const measured = {
    measured: new Date().toISOString().slice(0, 10),
    command: "npm run bench (tests/bench/writes.test.ts)",
    writes,
  };
  writeFileSync(
    resolve(import.meta.dirname, "../../docs/cost-per-write.json"),
    `${JSON.stringify(measured, null, 2)}\n`,
  );
}

function table(): string {
  const lines = [
    "| mutation | followers or items | own: docs read | own: docs written | own: index ranges | batches | per batch, max: docs read / written / index ranges | until the last batch (ms) |",
    "|---|---:|---:|---:|---:|---:|---|---:|",
  ];
  for (const { name, count, own, batches, lastMs } of rows) {
    const max = (key: keyof TransactionUse) => fmt(Math.max(0, ...batches.map((batch) => batch[key])));
    lines.push(
      `| ${name} | ${fmt(count)} | ${fmt(own.documentsRead)} | ${fmt(own.documentsWritten)} | ${fmt(own.indexRanges)} | ${batches.length} | ${max("documentsRead")} / ${max("documentsWritten")} / ${max("indexRanges")} | ${fmt(Math.round(lastMs))} |`,
    );
  }
  return lines.join("\n");
}
