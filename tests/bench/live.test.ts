// @vitest-environment node
// `npm run bench:live`: how long a review takes to reach the shop panels, feeds and city maps of N
// other people, each a real Convex client over a WebSocket to the sandbox, against budgets (the budget
// and the report, docs/bench-live.md: tests/bench/liveReport.ts).
import type { ConvexClient } from "convex/browser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { coarseNow } from "@convex/rules/feed";
import { queryBounds } from "@convex/rules/viewport";
import { newUserParams } from "../support/backendHarness";
import { REVIEW } from "../support/testData";
import { callFunction, signInOverHttp, signUpOverHttp } from "../support/sandboxApi";
import { nodeClient } from "../support/sandboxInProcess";
import { spawnSandbox, type SandboxProcess } from "../support/sandboxProcess";
import { AVA } from "../support/demoAccounts";
import { budgetMs, percentile, report, type Result } from "./liveReport";

const WARM_UP_WRITES = 2;
/** Enough writes that one slow write (a garbage collection, a busy moment) is under 5 % of the samples and cannot set the p95 alone. */
const WRITES = 28; // with the warm-ups, the 30 reviews an hour one user may write (createReview)
const ROUNDS: { clients: number; checked: boolean }[] = [
  { clients: 2, checked: false },
  { clients: 10, checked: true },
  { clients: 50, checked: true },
];
const DELIVERY_TIMEOUT_MS = 20_000;

type Person = { token: string; userId: Id<"users"> };
type Write = {
  marker: string;
  /** How many reviews the shop's map marker counts once this write has landed. */
  reviews: number;
  t0: number;
  mutationMs: number;
  list: Map<number, number>;
  feed: Map<number, number>;
  map: Map<number, number>;
  done: () => void;
};

let sandbox: SandboxProcess;
let shops: Id<"shops">[];
const results: Result[] = [];

beforeAll(async () => {
  // Its own process, as a deployment is: the clients' work does not queue behind the server's.
  sandbox = await spawnSandbox({ app: false, testHooks: true });
  const { token } = await signInOverHttp(sandbox.url, AVA);
  const [state] = await callFunction(sandbox.url, "query", api.shops.states, {}, token);
  const [city] = await callFunction(sandbox.url, "query", api.shops.cities, { state: state! }, token);
  const inCity = (
    await callFunction(
      sandbox.url,
      "query",
      api.shops.inCity,
      { state: state!, city: city!, paginationOpts: { numItems: 100, cursor: null } },
      token,
    )
  ).page;
  shops = inCity.slice(0, ROUNDS.length).map((shop) => shop._id);
});
afterAll(() => {
  if (results.length > 0) report(results, { writes: WRITES, warmUpWrites: WARM_UP_WRITES });
  sandbox?.stop();
});

async function newPerson(): Promise<Person> {
  const { token, userId } = await signUpOverHttp(sandbox.url, newUserParams());
  return { token, userId: userId as Id<"users"> };
}

const CALIBRATION_CALLS = 40;

/** The median time, here and now, for the sandbox to answer one viewer's feed page over HTTP, one call at a time. */
async function timeFeedCalls(viewer: Person, now: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < CALIBRATION_CALLS; i++) {
    const t0 = performance.now();
    await callFunction(sandbox.url, "query", api.feed.list, { now, page: 1 }, viewer.token);
    times.push(performance.now() - t0);
  }
  return percentile(times, 50);
}

async function measureRound(clients: number, checked: boolean, shopId: Id<"shops">): Promise<Result> {
  const writer = await newPerson();
  // An established account, as a regular reviewer is: a new one may post 5 a day (decision 22).
  await fetch(`${sandbox.url}/sandbox/establish`, { method: "POST", body: JSON.stringify({ userId: writer.userId }) });
  const viewers: Person[] = [];
  for (let i = 0; i < clients; i++) viewers.push(await newPerson());

  const writerClient = nodeClient(sandbox.url, writer.token);
  const viewerClients: ConvexClient[] = viewers.map((viewer) => nodeClient(sandbox.url, viewer.token));
  let current: Write | null = null;
  const seen = (which: "list" | "feed" | "map", index: number, contains: boolean) => {
    const write = current;
    if (!write || !contains || write[which].has(index)) return;
    write[which].set(index, performance.now() - write.t0);
    if (write.list.size === clients && write.feed.size === clients && write.map.size === clients) write.done();
  };
  // Every viewer has the shop's city on their map, as the page asks for it (tile-aligned bounds).
  const shop = await callFunction(sandbox.url, "query", api.shops.get, { id: shopId });
  const cityView = queryBounds({
    south: shop!.lat - 0.02,
    west: shop!.lng - 0.03,
    north: shop!.lat + 0.02,
    east: shop!.lng + 0.03,
  });
  let markerReviews = 0;

  try {
    await Promise.all(viewerClients.map((client) => client.mutation(api.follows.follow, { userId: writer.userId })));
    const now = coarseNow(Date.now());
    const firstValues = viewerClients.flatMap((client, index) => [
      new Promise<void>((ready) => client.onUpdate(api.shopPanel.shared, { id: shopId }, () => ready())),
      new Promise<void>((ready) =>
        client.onUpdate(
          api.reviews.listForShop,
          { shopId, paginationOpts: { numItems: 10, cursor: null } },
          (value) => {
            seen(
              "list",
              index,
              value.page.some((review) => review.text === current?.marker),
            );
            ready();
          },
        ),
      ),
      new Promise<void>((ready) =>
        client.onUpdate(api.feed.list, { now, page: 1 }, (value) => {
          seen(
            "feed",
            index,
            value.items.some((item) => item.kind === "review" && item.review.text === current?.marker),
          );
          ready();
        }),
      ),
      new Promise<void>((ready) =>
        client.onUpdate(api.shops.inViewport, cityView, (value) => {
          const reviews = value.shops.find((m) => m._id === shopId)?.reviews ?? 0;
          if (current === null) markerReviews = reviews;
          seen("map", index, current !== null && reviews >= current.reviews);
          ready();
        }),
      ),
    ]);
    await Promise.all(firstValues);

    const result: Result = {
      clients,
      checked,
      latencies: [],
      listLatencies: [],
      feedLatencies: [],
      mapLatencies: [],
      mutationMs: [],
      feedCallMs: 0,
    };
    for (let n = 0; n < WARM_UP_WRITES + WRITES; n++) {
      const marker = `${REVIEW.text} (${clients} clients, write ${n})`;
      let done!: () => void;
      const allSeen = new Promise<void>((resolve) => (done = resolve));
      markerReviews += 1;
      const write: Write = {
        marker,
        reviews: markerReviews,
        t0: performance.now(),
        mutationMs: 0,
        list: new Map(),
        feed: new Map(),
        map: new Map(),
        done,
      };
      current = write;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new Error(
                `write ${n} with ${clients} clients: seen by ${write.list.size} lists, ${write.feed.size} feeds and ${write.map.size} maps in ${DELIVERY_TIMEOUT_MS} ms`,
              ),
            ),
          DELIVERY_TIMEOUT_MS,
        );
      });
      await Promise.race([
        Promise.all([
          writerClient
            .mutation(api.reviews.create, { shopId, ...REVIEW, text: marker, photos: [] })
            .then(() => (write.mutationMs = performance.now() - write.t0)),
          allSeen,
        ]),
        timeout,
      ]).finally(() => clearTimeout(timer));
      current = null;
      if (n === WARM_UP_WRITES - 1) result.feedCallMs = await timeFeedCalls(viewers[0]!, now);
      if (n < WARM_UP_WRITES) continue;
      for (let index = 0; index < clients; index++) {
        const list = write.list.get(index)!;
        const feed = write.feed.get(index)!;
        const map = write.map.get(index)!;
        result.listLatencies.push(list);
        result.feedLatencies.push(feed);
        result.mapLatencies.push(map);
        result.latencies.push(Math.max(list, feed, map));
      }
      result.mutationMs.push(write.mutationMs);
    }
    // The machine's speed before and after the writes (a busy moment in either counts half).
    result.feedCallMs = (result.feedCallMs + (await timeFeedCalls(viewers[0]!, now))) / 2;
    return result;
  } finally {
    await Promise.all([writerClient, ...viewerClients].map((client) => client.close()));
  }
}

describe("live updates reach every watching client", () => {
  it.each(ROUNDS.map((round, index) => ({ ...round, index })))(
    "$clients clients see each review in their shop panel, feed and map",
    async ({ clients, checked, index }) => {
      const result = await measureRound(clients, checked, shops[index]);
      results.push(result);
      expect(result.latencies).toHaveLength(clients * WRITES);
      if (checked)
        expect(percentile(result.latencies, 95), `p95 with ${clients} clients`).toBeLessThanOrEqual(budgetMs(result));
    },
  );
});
