// A page opened with a stored sign-in token that is still good: the app's client keeps it until it is due
// (decision 41), so the opening costs no refresh and each query that reads the session runs once.
import { ConvexClient } from "convex/browser";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { api } from "@convex/_generated/api";
import type { RunningSandbox } from "../../sandbox/server";
import { CLIENT_OPTIONS } from "@/lib/convexClient";
import { newUserParams } from "../support/backendHarness";
import { signInOverHttp, signUpOverHttp } from "../support/sandboxApi";
import { startTestSandbox } from "../support/sandboxInProcess";

let sandbox: RunningSandbox;
const clients: ConvexClient[] = [];

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

/**
 * Opens a page signed in with the stored `token` (`fresh`: what a refresh hands out): what the client asked of
 * its token source, and how often the session's query ran.
 */
async function openPage(options: object, token: string, fresh = token) {
  const asks: boolean[] = [];
  const runs = vi.spyOn(sandbox.backend, "runQuery");
  const client = new ConvexClient(sandbox.url, {
    webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
    logger: false,
    ...options,
  });
  clients.push(client);
  client.setAuth(async ({ forceRefreshToken }) => {
    asks.push(forceRefreshToken);
    return forceRefreshToken ? fresh : token;
  });
  await new Promise<void>((done) => client.onUpdate(api.users.me, {}, (me) => me !== null && done()));
  await sandbox.sync.idle();
  const meRuns = runs.mock.calls.filter(([name]) => String(name).startsWith("users:me")).length;
  runs.mockRestore();
  return { asks, meRuns };
}

describe("opening a page with a stored token", () => {
  it("asks for no new token and runs the session's queries once", async () => {
    const { token } = await signUpOverHttp(sandbox.url, newUserParams());
    expect(await openPage(CLIENT_OPTIONS, token)).toEqual({ asks: [false], meRuns: 1 });
  });

  // A deployment then runs every query that reads the session again (convex/browser's client says so of its
  // option); the sandbox keeps one cached answer per person, so only the refresh shows here.
  it("without the option, fetches a new token at once (what it saves)", async () => {
    const params = newUserParams();
    const { token } = await signUpOverHttp(sandbox.url, params);
    const fresh = (await signInOverHttp(sandbox.url, params)).token;
    expect((await openPage({}, token, fresh)).asks).toEqual([false, true]);
  });
});
