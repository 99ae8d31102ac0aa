// The sandbox speaks Convex's sync protocol to Convex's own client (convex/browser over real
// WebSockets): live updates, re-running only what a commit touched, mutations that resolve with
// their write visible, reconnects and re-sent mutations applied once.
import type { ConvexClient } from "convex/browser";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import type { RunningSandbox } from "../../sandbox/server";
import { AVA, BEN } from "../support/demoAccounts";
import { RawSync } from "../support/rawSync";
import { REVIEW } from "../support/testData";
import { signInOverHttp } from "../support/sandboxApi";
import { nodeClient, startTestSandbox } from "../support/sandboxInProcess";

let sandbox: RunningSandbox;
let shops: Id<"shops">[];
const clients: ConvexClient[] = [];
const bean = (name: string, notes = "") => ({ name, roast: "Light", notes, origin: "Ethiopia" });

beforeAll(async () => {
  sandbox = await startTestSandbox();
  shops = await sandbox.backend.t.run(async (ctx) => (await ctx.db.query("shops").take(4)).map((shop) => shop._id));
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await sandbox?.close();
});

async function signedInClient(account: { email: string; password: string }) {
  const { token } = await signInOverHttp(sandbox.url, account);
  const client = nodeClient(sandbox.url, token);
  clients.push(client);
  return { client, token };
}

/** A raw socket signed in as `account`, watching `queries` (query ids in order), once their first results came. */
async function rawWatching(
  account: { email: string; password: string },
  queries: [udfPath: string, args: Record<string, unknown>][],
) {
  const raw = await RawSync.open(sandbox.url);
  const { token } = await signInOverHttp(sandbox.url, account);
  raw.send({ type: "Authenticate", tokenType: "User", value: token, baseVersion: 0 });
  raw.send({
    type: "ModifyQuerySet",
    baseVersion: 0,
    newVersion: 1,
    modifications: queries.map(([udfPath, args], queryId) => ({ type: "Add", queryId, udfPath, args: [args] })),
  });
  await raw.next((m) => m.type === "Transition" && (m.endVersion as { querySet: number }).querySet === 1);
  await sandbox.sync.idle();
  return raw;
}

/** The Transitions received from message `from` on, once one came and there was room for a second. */
async function transitionsSince(raw: RawSync, from: number) {
  await raw.next((m) => m.type === "Transition", from);
  await sandbox.sync.idle();
  await new Promise((resolve) => setTimeout(resolve, 100)); // room for a second one, were it sent
  return raw.received.slice(from).filter((m) => m.type === "Transition");
}

/** Subscribes and keeps every value the subscription delivers. */
function watch<T>(subscribe: (onValue: (value: T) => void) => unknown) {
  const values: T[] = [];
  subscribe((value) => values.push(value));
  return {
    values,
    latest: () => values.at(-1),
    until: (check: (value: T) => boolean) =>
      vi.waitFor(() => expect(values.some(check)).toBe(true), { timeout: 10_000 }),
  };
}

describe("the sandbox's sync protocol with Convex's client", () => {
  it("delivers another client's write, re-running only the subscriptions it touched", async () => {
    const ava = await signedInClient(AVA);
    const ben = await signedInClient(BEN);
    const [touched, untouched] = shops;
    const benTouched = watch<{ name: string }[]>((cb) =>
      ben.client.onUpdate(api.beans.forShop, { shopId: touched }, cb),
    );
    const benUntouched = watch<{ name: string }[]>((cb) =>
      ben.client.onUpdate(api.beans.forShop, { shopId: untouched }, cb),
    );
    await benTouched.until(() => true);
    await benUntouched.until(() => true);
    await sandbox.sync.idle();

    const run = vi.spyOn(sandbox.backend, "run");
    await ava.client.mutation(api.beans.save, { shopId: touched, beans: [bean("Live Bean")] });
    await benTouched.until((beans) => beans.some((b) => b.name === "Live Bean"));
    await sandbox.sync.idle();
    const reruns = run.mock.calls
      .filter(([kind]) => kind === "query")
      .map(([, , args]) => (args as { shopId: string }).shopId);
    run.mockRestore();
    expect(reruns).toContain(touched);
    expect(reruns).not.toContain(untouched);
    expect(benUntouched.values).toHaveLength(1);
  });

  it("resolves a mutation only once its own subscriptions show the write", async () => {
    const ava = await signedInClient(AVA);
    const shopId = shops[2];
    const beans = watch<{ name: string }[]>((cb) => ava.client.onUpdate(api.beans.forShop, { shopId }, cb));
    await beans.until(() => true);
    for (const name of ["First", "Second", "Third"]) {
      await ava.client.mutation(api.beans.save, { shopId, beans: [bean(name)] });
      expect(beans.latest()?.map((b) => b.name)).toEqual([name]);
    }
  });

  it("sends each client one Transition per commit, holding every query the commit changed", async () => {
    const ava = await signedInClient(AVA);
    const shopId = shops[3];
    const raw = await rawWatching(BEN, [
      ["beans:forShop", { shopId }],
      ["shopPanel:shared", { id: shopId }],
    ]);
    const from = raw.received.length;
    await ava.client.mutation(api.beans.save, { shopId, beans: [bean("Washed Gesha", "Jasmine, bergamot")] });
    const transitions = await transitionsSince(raw, from);
    expect(transitions).toHaveLength(1);
    expect((transitions[0].modifications as { queryId: number }[]).map((m) => m.queryId).sort()).toEqual([0, 1]);
    raw.close();
  });

  it("brings a client to the newest commit in one Transition when several land before it is caught up", async () => {
    const [first, second] = shops;
    const raw = await rawWatching(BEN, [
      ["shopPanel:shared", { id: first }],
      ["shopPanel:shared", { id: second }],
    ]);
    const from = raw.received.length;
    const rename = (shopId: Id<"shops">, name: string) =>
      sandbox.backend.t.run((ctx) => ctx.db.patch("shops", shopId, { name }));
    await Promise.all([rename(first, "Renamed First"), rename(second, "Renamed Second")]);
    const transitions = await transitionsSince(raw, from);
    expect(transitions).toHaveLength(1);
    const names = (transitions[0].modifications as { value: { shop: { name: string } } }[]).map(
      (m) => m.value.shop.name,
    );
    expect(names.sort()).toEqual(["Renamed First", "Renamed Second"]);
    const endTs = Buffer.from((transitions[0].endVersion as { ts: string }).ts, "base64").readBigUInt64LE();
    expect(endTs).toBe(sandbox.backend.hooks.latestTs());
    raw.close();
  });

  it("answers a bad token with AuthError and leaves the identity as it was", async () => {
    const raw = await RawSync.open(sandbox.url);
    raw.send({ type: "Authenticate", tokenType: "User", value: "not-a-token", baseVersion: 0 });
    const error = await raw.next((m) => m.type === "AuthError");
    expect(error).toMatchObject({ baseVersion: 0, authUpdateAttempted: true });
    raw.send({
      type: "ModifyQuerySet",
      baseVersion: 0,
      newVersion: 1,
      modifications: [{ type: "Add", queryId: 0, udfPath: "users:me", args: [{}] }],
    });
    const transition = await raw.next((m) => m.type === "Transition");
    expect((transition.endVersion as { identity: number }).identity).toBe(0);
    raw.close();
  });

  it("reconnects after the socket drops: re-authenticates, resubscribes and applies a queued mutation once", async () => {
    const ava = await signedInClient(AVA);
    const ben = await signedInClient(BEN);
    const shopId = shops[1];
    const benView = watch<{ name: string }[]>((cb) => ben.client.onUpdate(api.beans.forShop, { shopId }, cb));
    await benView.until(() => true);

    sandbox.dropConnections();
    // Sent while the socket is down: the client holds it and sends it on reconnect.
    await ben.client.mutation(api.beans.save, { shopId, beans: [bean("After the drop")] });
    await benView.until((beans) => beans.some((b) => b.name === "After the drop"));
    expect(ben.client.connectionState().connectionCount).toBeGreaterThan(1);

    // Still signed in and subscribed on the new socket: another user's write arrives.
    await ava.client.mutation(api.beans.save, { shopId, beans: [bean("Live again")] });
    await benView.until((beans) => beans.some((b) => b.name === "Live again"));
  });

  it("applies a mutation re-sent on a new socket of the same session once, answering it again", async () => {
    const { token } = await signInOverHttp(sandbox.url, AVA);
    const sessionId = crypto.randomUUID();
    const shopId = shops[0];
    const reviewCount = () =>
      sandbox.backend.t.run(
        async (ctx) =>
          (
            await ctx.db
              .query("reviews")
              .withIndex("by_shop", (q) => q.eq("shopId", shopId))
              .collect()
          ).length,
      );
    const mutation = {
      type: "Mutation",
      requestId: 7,
      udfPath: "reviews:create",
      args: [{ shopId, ...REVIEW, photos: [] }],
    };
    const before = await reviewCount();

    const first = await RawSync.open(sandbox.url, { sessionId });
    first.send({ type: "Authenticate", tokenType: "User", value: token, baseVersion: 0 });
    first.send(mutation);
    const answer = await first.next((m) => m.type === "MutationResponse");
    first.socket.terminate(); // the client never saw a Transition past it: it re-sends on reconnect

    const second = await RawSync.open(sandbox.url, { sessionId });
    second.send({ type: "Authenticate", tokenType: "User", value: token, baseVersion: 0 });
    second.send(mutation);
    const again = await second.next((m) => m.type === "MutationResponse");
    expect(again).toEqual(answer);
    expect(answer).toMatchObject({ success: true });
    expect(await reviewCount()).toBe(before + 1);
    second.close();
  });
});
