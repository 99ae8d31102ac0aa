// @vitest-environment node
// `npm run bench`: fifty people looking at one city's map, each a real Convex client over a
// WebSocket to an in-process sandbox that caches queries as a deployment does. After a review
// (which changes a marker), the map's query must re-run once for all of them, not once each.
import type { ConvexClient } from "convex/browser";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { queryBounds } from "@convex/rules/viewport";
import type { RunningSandbox } from "../../sandbox/server";
import { establish, newUserParams } from "../support/backendHarness";
import { callFunction, signUpOverHttp } from "../support/sandboxApi";
import { nodeClient, startTestSandbox } from "../support/sandboxInProcess";
import { REVIEW } from "../support/testData";

const CLIENTS = 50;
const COMMITS = 3;

let sandbox: RunningSandbox;
let clients: ConvexClient[] = [];

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await sandbox?.close();
});

describe("one city's map, fifty viewers", () => {
  it(`re-runs the map query once per commit for ${CLIENTS} viewers, not ${CLIENTS} times`, async () => {
    const writer = await signUpOverHttp(sandbox.url, newUserParams());
    // Established, so each review moves the marker's count (decision 28).
    await establish(sandbox.backend, writer.userId as Id<"users">);
    const viewers = await Promise.all(
      Array.from({ length: CLIENTS }, () => signUpOverHttp(sandbox.url, newUserParams())),
    );
    const shop = (await callFunction(sandbox.url, "query", api.search.shops, { text: "Thinking Cup" }))[0]!;
    // Each viewer's map asks for its view as the page does (useShopsInView): the same city view on
    // every screen, give or take a few metres, asks the same tile-aligned question.
    const viewOf = (i: number) => {
      const d = (i % 5) * 0.00002;
      return {
        south: shop.lat - 0.02 + d,
        west: shop.lng - 0.03 + d,
        north: shop.lat + 0.02 + d,
        east: shop.lng + 0.03 + d,
      };
    };
    const asked = viewers.map((_, i) => queryBounds(viewOf(i)));
    const questions = new Set(asked.map((bounds) => JSON.stringify(bounds))).size;
    clients = viewers.map((viewer) => nodeClient(sandbox.url, viewer.token));
    const reviewsOf = new Map<number, number>();
    const first = clients.map(
      (client, i) =>
        new Promise<void>((ready) =>
          client.onUpdate(api.shops.inViewport, asked[i]!, (value) => {
            reviewsOf.set(i, value.shops.find((m) => m._id === shop._id)?.reviews ?? -1);
            ready();
          }),
        ),
    );
    await Promise.all(first);
    await sandbox.sync.idle();
    const before = reviewsOf.get(0)!;

    const runs = vi.spyOn(sandbox.backend, "runQuery");
    for (let commit = 1; commit <= COMMITS; commit++) {
      await callFunction(
        sandbox.url,
        "mutation",
        api.reviews.create,
        { shopId: shop._id as Id<"shops">, ...REVIEW, text: `${REVIEW.text} ${commit}`, photos: [] },
        writer.token,
      );
      await vi.waitFor(() => expect([...reviewsOf.values()].every((n) => n === before + commit)).toBe(true), {
        timeout: 60_000,
        interval: 50,
      });
      await sandbox.sync.idle();
    }
    const mapRuns = runs.mock.calls.filter(
      ([udfPath]) => udfPath.replace(/\.js(:|$)/, "$1") === "shops:inViewport",
    ).length;
    console.log(
      `shared map cache: ${CLIENTS} viewers, ${questions} distinct map questions, ${COMMITS} commits: shops:inViewport ran ${mapRuns} times (${(mapRuns / COMMITS).toFixed(1)} per commit)`,
    );
    expect(mapRuns).toBeLessThanOrEqual(COMMITS * questions);
    expect(questions).toBeLessThanOrEqual(5);
  });
});
