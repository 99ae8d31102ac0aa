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
  return startSandbox({ port, distDir, quiet: true });
}

type Tokens = { token: string; refreshToken: string };

/** POST to the sandbox's HTTP API; returns the status and the parsed body. */
export async function postApi(url: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url + path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: the status says enough
  }
  return { status: response.status, json: json as { status?: string; value?: unknown; errorMessage?: string } | null, response };
}

export async function signInOverHttp(url: string, email: string, password: string): Promise<Tokens> {
  const { json } = await postApi(url, "/api/action", {
    path: "auth:signIn",
    args: [{ provider: "password", params: { flow: "signIn", email, password } }],
  });
  return (json!.value as { tokens: Tokens }).tokens;
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
