import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConvexClient } from "convex/browser";
import WebSocket from "ws";
import { startSandbox, type RunningSandbox } from "../../sandbox/server";

/** A sandbox in this process on a random port, with demo data and a placeholder page (no app build). */
export async function startTestSandbox(): Promise<RunningSandbox> {
  const distDir = mkdtempSync(join(tmpdir(), "brewmap-sandbox-"));
  writeFileSync(join(distDir, "index.html"), "<!doctype html><title>Brew Map</title>");
  const port = 20000 + Math.floor(Math.random() * 20000);
  // Test hooks on (signUpOverHttp verifies a new account's email through one).
  process.env.SANDBOX_TEST_HOOKS = "1";
  return startSandbox({ port, distDir, quiet: true });
}

/** Convex's own Node client over a real WebSocket, signed in with `token` when given. */
export function nodeClient(url: string, token?: string): ConvexClient {
  const client = new ConvexClient(url, {
    webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
    logger: false,
  });
  if (token) client.setAuth(async () => token);
  return client;
}
