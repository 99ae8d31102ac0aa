// The sandbox caches query results as a deployment does: a query that reads no session is run once
// for every viewer after a commit; one that reads the session, once per viewer.
import type { ConvexClient } from "convex/browser";
import type { JSONValue } from "convex/values";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import type { RunningSandbox } from "../../sandbox/server";
import { establish, newUserParams } from "../support/backendHarness";
import { callFunction, signUpOverHttp } from "../support/sandboxApi";
import { nodeClient, startTestSandbox } from "../support/sandboxInProcess";
import { REVIEW } from "../support/testData";

const VIEWERS = 8;

let sandbox: RunningSandbox;
let clients: ConvexClient[] = [];

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await sandbox?.close();
});

describe("query results shared across viewers", () => {
  it("a query that reads no session re-runs once per commit for all viewers; a per-viewer one once per viewer", async () => {
    const writer = await signUpOverHttp(sandbox.url, newUserParams());
    const viewers = await Promise.all(
      Array.from({ length: VIEWERS }, () => signUpOverHttp(sandbox.url, newUserParams())),
    );
    const shopId = (
      await callFunction(sandbox.url, "query", api.search.shops, { text: "Thinking Cup" }, writer.token)
    )[0]!._id as Id<"shops">;
    clients = viewers.map((viewer) => nodeClient(sandbox.url, viewer.token));
    await Promise.all(
      clients.map((client) => client.mutation(api.follows.follow, { userId: writer.userId as Id<"users"> })),
    );

    const marker = `${REVIEW.text} (shared cache)`;
    const listArgs = { shopId, paginationOpts: { numItems: 10, cursor: null } };
    const seen = clients.map((client) =>
      Promise.all([
        new Promise<void>((done) =>
          client.onUpdate(
            api.reviews.listForShop,
            listArgs,
            (value) => value.page.some((r) => r.text === marker) && done(),
          ),
        ),
        new Promise<void>((done) =>
          client.onUpdate(
            api.feed.list,
            { now: Date.now(), page: 1 },
            (value) => value.items.some((item) => item.kind === "review" && item.review.text === marker) && done(),
          ),
        ),
      ]),
    );
    const panels = clients.map(
      (client) => new Promise<void>((done) => client.onUpdate(api.shopPanel.shared, { id: shopId }, () => done())),
    );
    await Promise.all(panels);
    await sandbox.sync.idle();

    const runs = vi.spyOn(sandbox.backend, "runQuery");
    // The review, then the scheduled jobs after it (its shop's totals, the feed fan-out), each a commit.
    let commits = 0;
    const stop = sandbox.backend.hooks.onCommit(() => commits++);
    await callFunction(
      sandbox.url,
      "mutation",
      api.reviews.create,
      { shopId, ...REVIEW, text: marker, photos: [] },
      writer.token,
    );
    await Promise.all(seen);
    await sandbox.sync.idle();
    stop();
    const runsOf = (path: string, args?: JSONValue) =>
      runs.mock.calls.filter(
        ([udfPath, called]) =>
          udfPath.replace(/\.js(:|$)/, "$1") === path &&
          (args === undefined || JSON.stringify(called) === JSON.stringify(args)),
      ).length;

    // At most once per commit for all the viewers together, where once per viewer would be VIEWERS a commit.
    expect(commits).toBeLessThan(VIEWERS);
    expect(runsOf("reviews:listForShop")).toBeGreaterThanOrEqual(1);
    expect(runsOf("reviews:listForShop")).toBeLessThanOrEqual(commits);
    expect(runsOf("shopPanel:shared")).toBeLessThanOrEqual(commits);
    expect(runsOf("feed:list")).toBeGreaterThanOrEqual(VIEWERS);
  });

  it("a person arriving at a shop's panel re-runs shopPanel.live (who is looking) once for everyone, not shared or mine", async () => {
    const people = await Promise.all(
      Array.from({ length: VIEWERS + 1 }, () => signUpOverHttp(sandbox.url, newUserParams())),
    );
    for (const person of people) await establish(sandbox.backend, person.userId as Id<"users">);
    const [arriving, ...viewers] = people;
    const shopId = (
      await callFunction(sandbox.url, "query", api.search.shops, { text: "Thinking Cup" }, arriving!.token)
    )[0]!._id as Id<"shops">;
    const panelClients = viewers.map((viewer) => nodeClient(sandbox.url, viewer.token));
    clients.push(...panelClients);
    const counts = panelClients.map((client) => {
      client.onUpdate(api.shopPanel.shared, { id: shopId }, () => {});
      client.onUpdate(api.shopPanel.mine, { shopId, reviewIds: [] }, () => {});
      let latest: number | undefined;
      client.onUpdate(api.shopPanel.live, { id: shopId }, (value) => (latest = value.looking.looking));
      return () => latest;
    });
    await vi.waitFor(() => expect(counts.every((count) => count() !== undefined)).toBe(true));
    await sandbox.sync.idle();
    const before = counts[0]!()!;

    const runs = vi.spyOn(sandbox.backend, "runQuery");
    const counted = await callFunction(
      sandbox.url,
      "mutation",
      api.presence.join,
      { shopId, sessionId: crypto.randomUUID() },
      arriving!.token,
    );
    expect(counted).toBe(true);
    await vi.waitFor(() => expect(counts.map((count) => count())).toEqual(counts.map(() => before + 1)));
    await sandbox.sync.idle();
    const runsOf = (path: string) =>
      runs.mock.calls.filter(([udfPath]) => udfPath.replace(/\.js(:|$)/, "$1") === path).length;
    expect(runsOf("shopPanel:live")).toBe(1);
    expect(runsOf("shopPanel:shared")).toBe(0);
    expect(runsOf("shopPanel:mine")).toBe(0);
  });
});
