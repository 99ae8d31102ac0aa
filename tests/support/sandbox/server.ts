// The offline sandbox: the project's real Convex functions on convex-test, the built app, and a
// WebSocket bridge so several browsers share one live backend. For demos and browser tests only:
// in memory, single process, never for production.
import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { resolve } from "node:path";
import { makeFunctionReference } from "convex/server";
import sirv from "sirv";
import { WebSocketServer } from "ws";
import type { BridgeMessage, BridgeRequest } from "../client/webSocketTransport";
import type { Id } from "../../../convex/_generated/dataModel";
import { locationFields } from "../../../convex/model/geo";
import { insertReview, insertShop } from "../fixtures";
import { SandboxBackend, type CallKind } from "./backend";
import { convexModulesFromDisk } from "./modules";

export type SandboxOptions = { port: number; host?: string; distDir?: string; seed?: boolean; quiet?: boolean };
export type RunningSandbox = { url: string; backend: SandboxBackend; close: () => Promise<void> };

const STATUS_CODE_UDF_FAILED = 560;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

type TestShop = { name: string; lat: number; lng: number; photos?: Id<"_storage">[] };

/** A shop (and, with `photos`, one review carrying them) written straight into the backend. */
async function insertTestShop(backend: SandboxBackend, shop: TestShop) {
  return backend.t.run(async (ctx) => {
    const submitter = (await ctx.db.query("users").first())!;
    const id = await insertShop(ctx, submitter._id, { name: shop.name, ...locationFields(shop.lat, shop.lng) });
    if (shop.photos?.length) {
      const reviewId = await insertReview(ctx, id, submitter._id, { text: "Photos from a test.", photos: shop.photos });
      for (const storageId of shop.photos) {
        await ctx.db.insert("photos", { shopId: id, reviewId, userId: submitter._id, storageId });
      }
    }
    return id;
  });
}

export async function startSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  const host = options.host ?? "127.0.0.1";
  const url = `http://${host === "0.0.0.0" ? "localhost" : host}:${options.port}`;
  const distDir = options.distDir ?? resolve(import.meta.dirname, "../../../dist-sandbox");
  if (!existsSync(resolve(distDir, "index.html"))) {
    throw new Error(`No sandbox build in ${distDir}. Run \`npm run build:sandbox\` first.`);
  }
  const log = options.quiet ? () => {} : (line: string) => console.log(line);
  const backend = await SandboxBackend.create({
    modules: convexModulesFromDisk(),
    siteUrl: url,
    onError: (path, error) => console.error(`[sandbox] ${path} failed:`, error),
  });
  if (options.seed !== false) {
    const message = await backend.t.action(makeFunctionReference<"action">("seed:demo"), {});
    log(`[sandbox] ${String(message)}`);
  }

  // gzip: serve the .gz copies `npm run build:sandbox` writes, as a production host compresses.
  // Hashed build assets never change, so browsers may keep them, as on a production host.
  const serveApp = sirv(distDir, {
    single: true,
    dev: false,
    etag: true,
    gzip: true,
    setHeaders: (res, pathname) => {
      if (pathname.startsWith("/assets/")) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    },
  });

  const server = createServer(async (req, res) => {
    try {
      const path = new URL(req.url ?? "/", url).pathname;
      const call = /^\/api\/(query|mutation|action)$/.exec(path);
      if (call && req.method === "POST") {
        // Convex's HTTP API, as ConvexHttpClient speaks it (token refresh goes through here).
        const body = JSON.parse((await readBody(req)).toString("utf8"));
        const token = req.headers.authorization?.replace(/^Bearer /, "") ?? null;
        const result = await backend.call(call[1] as CallKind, body.path, body.args?.[0] ?? {}, token);
        sendJson(res, result.status === "success" ? 200 : STATUS_CODE_UDF_FAILED, { ...result, logLines: [] });
        return;
      }
      if (path === "/api/storage/upload" && req.method === "POST") {
        const bytes = await readBody(req);
        const type = req.headers["content-type"] ?? "application/octet-stream";
        const storageId = await backend.storeUpload(new Blob([new Uint8Array(bytes)], { type }));
        backend.notifyWrite();
        sendJson(res, 200, { storageId });
        return;
      }
      const file = /^\/api\/storage\/([0-9a-zA-Z+/=_-]+)$/.exec(path);
      if (file && req.method === "GET") {
        const blob = await backend.fileBySha(decodeURIComponent(file[1]));
        if (!blob) return sendJson(res, 404, { error: "Not found" });
        res.writeHead(200, { "Content-Type": blob.type || "application/octet-stream", "Cache-Control": "max-age=3600" });
        res.end(Buffer.from(await blob.arrayBuffer()));
        return;
      }
      if (path === "/sandbox/insert-shop" && req.method === "POST" && process.env.SANDBOX_TEST_HOOKS === "1") {
        // Browser tests only (the e2e setup turns it on): a shop written straight into the backend.
        const id = await insertTestShop(backend, JSON.parse((await readBody(req)).toString("utf8")));
        backend.notifyWrite();
        sendJson(res, 200, { id });
        return;
      }
      serveApp(req, res, () => sendJson(res, 404, { error: "Not found" }));
    } catch (error) {
      console.error("[sandbox] request failed:", error);
      if (!res.headersSent) sendJson(res, 500, { error: "Sandbox error" });
    }
  });

  const sockets = new WebSocketServer({ server, path: "/sandbox-ws" });
  sockets.on("connection", (socket) => {
    const stop = backend.onWrite(() => socket.send(JSON.stringify({ type: "write" } satisfies BridgeMessage)));
    socket.on("close", stop);
    socket.on("message", async (data) => {
      const request = JSON.parse(String(data)) as BridgeRequest;
      const result = await backend.call(request.kind, request.path, request.args, request.token);
      if (socket.readyState === socket.OPEN) {
        socket.send(JSON.stringify({ type: "result", id: request.id, result } satisfies BridgeMessage));
      }
    });
  });

  await new Promise<void>((done) => server.listen(options.port, host, done));
  log(`Brew Map sandbox ready at ${url}`);
  return {
    url,
    backend,
    close: () =>
      new Promise<void>((done) => {
        for (const client of sockets.clients) client.terminate();
        sockets.close();
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 5180);
  startSandbox({ port, host: process.env.HOST }).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
