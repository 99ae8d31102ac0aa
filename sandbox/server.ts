// The offline sandbox: the project's real Convex functions on convex-test behind Convex's own
// sync protocol and HTTP API, serving the production build of the app. For demos and browser
// tests only: in memory, one process, never for production.
import { existsSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { resolve } from "node:path";
import { makeFunctionReference } from "convex/server";
import sirv from "sirv";
import { WebSocketServer } from "ws";
import { policyFromHeadersFile } from "../config/contentSecurityPolicy";
import { SandboxBackend } from "./backend";
import { buildApp } from "./buildApp";
import { startPhotoBucket, type PhotoBucket } from "./photoBucket";
import { apiHandler, MAX_REQUEST_BYTES, MAX_UPLOAD_BYTES } from "./httpApi";
import { convexModulesFromDisk } from "./modules";
import { SyncServer } from "./syncServer";
import { answerOverpass, RECORDED_OVERPASS_PATH } from "./recordedOverpass";
import type { Id } from "@convex/_generated/dataModel";
import { establishTestUser, insertTestShop, verifyTestUser, type TestShop } from "./browserTestSeeds";

export type SandboxOptions = {
  port: number;
  host?: string;
  /** A build already made for this sandbox's URL; by default the app is built at start. */
  distDir?: string;
  seed?: boolean;
  quiet?: boolean;
  /** Photos on a local S3-compatible bucket through @convex-dev/r2 (`npm run sandbox -- --r2`). */
  r2?: boolean;
};
export type RunningSandbox = {
  url: string;
  backend: SandboxBackend;
  sync: SyncServer;
  /** Cuts every WebSocket, as a network drop would (clients reconnect). */
  dropConnections: () => void;
  close: () => Promise<void>;
  /** With `r2`: the local bucket the photos go to. */
  bucket?: PhotoBucket;
};

/** The WebSocket path a Convex client opens: /api/<client version>/sync. */
const SYNC_PATH = /^\/api\/[0-9][\w.-]*\/sync$/;
const MAX_MESSAGE_BYTES = 8 * 1024 * 1024;

class TooLarge extends Error {}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new TooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
  }
  const limit = req.url?.startsWith("/api/storage/upload") ? MAX_UPLOAD_BYTES : MAX_REQUEST_BYTES;
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const body = hasBody ? await readBody(req, limit) : undefined;
  return new Request(new URL(req.url ?? "/", origin), {
    method: req.method,
    headers,
    body: body && new Uint8Array(body),
  });
}

async function send(res: ServerResponse, response: Response) {
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

export async function startSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  const host = options.host ?? "127.0.0.1";
  const url = `http://${host === "0.0.0.0" ? "localhost" : host}:${options.port}`;
  const log = options.quiet ? () => {} : (line: string) => console.log(line);
  const distDir = options.distDir ?? resolve(import.meta.dirname, "../dist-sandbox", String(options.port));
  const bucket = options.r2 ? await startPhotoBucket() : undefined;
  // The backend reads the R2_* settings as a deployment's functions read its environment variables.
  if (bucket) Object.assign(process.env, bucket.env);
  if (!options.distDir) buildApp(url, distDir, bucket ? photoBuildEnv(bucket) : {});
  if (!existsSync(resolve(distDir, "index.html"))) throw new Error(`No build of the app in ${distDir}.`);

  const backend = await SandboxBackend.create({
    modules: convexModulesFromDisk(),
    siteUrl: url,
    storageBaseUrl: url,
    onError: (path, error) => console.error(`[sandbox] ${path} failed:`, error),
  });
  if (options.seed !== false) {
    const message = await backend.t.action(makeFunctionReference<"action">("seed:demo"), {});
    log(`[sandbox] ${String(message)}`);
  }
  const sync = new SyncServer(backend, (line) => console.error(line));
  const server = createServer(
    handleRequests({
      url,
      api: apiHandler(backend, url),
      app: staticApp(distDir),
      hooks: browserTestHooks(backend, distDir),
    }),
  );
  const sockets = acceptSyncSockets(server, sync, url);

  await new Promise<void>((done) => server.listen(options.port, host, done));
  if (bucket) log(`[sandbox] photos go to the local bucket ${bucket.publicUrl}`);
  log(`Brew Map sandbox ready at ${url}`);
  return {
    url,
    backend,
    sync,
    bucket,
    dropConnections: () => {
      for (const client of sockets.clients) client.terminate();
    },
    close: () =>
      new Promise<void>((done) => {
        sync.close();
        for (const client of sockets.clients) client.terminate();
        sockets.close();
        server.close(() => void (bucket ? bucket.close().then(done) : done()));
        server.closeAllConnections();
      }),
  };
}

/** The build settings that let the page upload to the bucket and show its photos (its Content-Security-Policy). */
function photoBuildEnv(bucket: PhotoBucket): Record<string, string> {
  return { VITE_R2_PUBLIC_URL: bucket.publicUrl, VITE_R2_UPLOAD_ORIGIN: bucket.env.R2_ENDPOINT! };
}

/** The build, served as a static host serves it. */
type StaticApp = {
  serve: ReturnType<typeof sirv>;
  policy: string | null;
};

function staticApp(distDir: string): StaticApp {
  // The build's Content-Security-Policy as a header too (with frame-ancestors, which its <meta> cannot
  // carry), as a static host sends it from dist/_headers.
  const headersPath = resolve(distDir, "_headers");
  const policy = existsSync(headersPath) ? policyFromHeadersFile(readFileSync(headersPath, "utf8")) : null;
  // Hashed build assets never change, so browsers may keep them, as on a production host.
  const serve = sirv(distDir, {
    single: true,
    dev: false,
    etag: true,
    gzip: true,
    setHeaders: (res, pathname) => {
      if (policy) res.setHeader("Content-Security-Policy", policy);
      if (pathname.startsWith("/assets/")) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    },
  });
  return { serve, policy };
}

type TestHooks = {
  routes: Record<string, (body: Record<string, unknown>) => Promise<unknown>>;
  /** The service worker the hook set to serve, if any. */
  nextDeployment: () => string | null;
};

function browserTestHooks(backend: SandboxBackend, distDir: string): TestHooks {
  // Browser tests only (SANDBOX_TEST_HOOKS=1): each hook takes a JSON body. The last serves the service
  // worker one byte different, as the next deployment would.
  let nextDeployment: string | null = null;
  const routes: TestHooks["routes"] = {
    "/sandbox/insert-shop": async (body) => ({ id: await insertTestShop(backend, body as TestShop) }),
    "/sandbox/establish": async (body) => {
      await establishTestUser(backend, body.userId as Id<"users">);
      return { ok: true };
    },
    "/sandbox/verify-email": async (body) => {
      await verifyTestUser(backend, body.userId as Id<"users">);
      return { ok: true };
    },
    "/sandbox/next-deployment": async (body) => {
      nextDeployment =
        body.on === true ? `${readFileSync(resolve(distDir, "sw.js"), "utf8")}\n// the next deployment\n` : null;
      return { ok: true };
    },
  };
  return { routes, nextDeployment: () => nextDeployment };
}

function handleRequests({
  url,
  api,
  app,
  hooks,
}: {
  url: string;
  api: ReturnType<typeof apiHandler>;
  app: StaticApp;
  hooks: TestHooks;
}) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const path = new URL(req.url ?? "/", url).pathname;
      const hook = hooks.routes[path];
      if (hook && req.method === "POST" && process.env.SANDBOX_TEST_HOOKS === "1") {
        const body = JSON.parse((await readBody(req, MAX_REQUEST_BYTES)).toString("utf8"));
        return send(res, Response.json(await hook(body)));
      }
      const nextDeployment = hooks.nextDeployment();
      if (path === "/sw.js" && nextDeployment !== null) {
        const headers: Record<string, string> = { "Content-Type": "text/javascript", "Cache-Control": "no-cache" };
        if (app.policy) headers["Content-Security-Policy"] = app.policy;
        return send(res, new Response(nextDeployment, { headers }));
      }
      if (path === RECORDED_OVERPASS_PATH && req.method === "POST") {
        return send(res, answerOverpass((await readBody(req, MAX_REQUEST_BYTES)).toString("utf8")));
      }
      if (path.startsWith("/api/")) {
        const response = await api(await toRequest(req, url));
        if (response) return send(res, response);
      }
      app.serve(req, res, () => send(res, Response.json({ error: "Not found" }, { status: 404 })));
    } catch (error) {
      if (error instanceof TooLarge) {
        res.writeHead(413, { "Content-Type": "application/json", Connection: "close" });
        res.end(JSON.stringify({ error: "Request body too large" }));
        req.destroy();
        return;
      }
      console.error("[sandbox] request failed:", error);
      if (!res.headersSent) send(res, Response.json({ error: "Sandbox error" }, { status: 500 }));
    }
  };
}

/** Opens the sync protocol's WebSockets from the app's own origin, on the sync path only. */
function acceptSyncSockets(server: Server, sync: SyncServer, url: string): WebSocketServer {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  server.on("upgrade", (req, socket, head) => {
    const path = new URL(req.url ?? "/", url).pathname;
    const origin = req.headers.origin;
    if (!SYNC_PATH.test(path) || (origin !== undefined && origin !== url)) {
      socket.end("HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n");
      return;
    }
    sockets.handleUpgrade(req, socket, head, (ws) => {
      const session = sync.connect({ send: (text) => ws.send(text), close: (code, reason) => ws.close(code, reason) });
      ws.on("message", (data, isBinary) => session.receive(isBinary ? "" : String(data)));
      ws.on("close", () => session.closed());
      ws.on("error", () => ws.terminate());
    });
  });
  return sockets;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 5180);
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(0));
  const r2 = process.argv.includes("--r2");
  startSandbox({ port, host: process.env.HOST, distDir: process.env.SANDBOX_DIST, r2 }).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
