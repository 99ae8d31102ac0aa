// Convex's HTTP API as the sandbox serves it: function calls (ConvexHttpClient, which
// @convex-dev/auth uses for sign-in and token refresh), upload URLs and file URLs. A fetch-style
// handler, so the Node server and the jsdom tests' fetch share it.
import { sniffImageType } from "@convex/rules/imageTypes";
import type { CallKind, SandboxBackend } from "./backend";

/** Convex's status for a function that threw. */
const STATUS_CODE_UDF_FAILED = 560;
export const MAX_REQUEST_BYTES = 1024 * 1024;
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", "X-Content-Type-Options": "nosniff" },
  });

/** The request's body, or null when it is larger than `limit`. */
async function bodyWithin(request: Request, limit: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > limit) return null;
  const bytes = new Uint8Array(await request.arrayBuffer());
  return bytes.byteLength > limit ? null : bytes;
}

/**
 * Answers `/api/...` requests; null for any other path. Browsers may call it only from the app's
 * own origin (a page elsewhere on this machine must not drive the sandbox).
 */
export function apiHandler(backend: SandboxBackend, appOrigin: string) {
  return async (request: Request): Promise<Response | null> => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith("/api/")) return null;
    const origin = request.headers.get("origin");
    if (origin !== null && origin !== appOrigin) return json(403, { error: "Cross-origin requests are refused" });

    const call = /^\/api\/(query|mutation|action)$/.exec(url.pathname);
    if (call) {
      if (request.method !== "POST") return json(405, { error: "Method not allowed" });
      if (!(request.headers.get("content-type") ?? "").startsWith("application/json")) {
        return json(415, { error: "Content-Type must be application/json" });
      }
      const bytes = await bodyWithin(request, MAX_REQUEST_BYTES);
      if (!bytes) return json(413, { error: "Request body too large" });
      let body: { path?: unknown; args?: unknown };
      try {
        body = JSON.parse(new TextDecoder().decode(bytes));
      } catch {
        return json(400, { error: "Invalid JSON" });
      }
      const args = Array.isArray(body.args) ? body.args[0] : undefined;
      if (typeof body.path !== "string" || args === null || typeof args !== "object" || Array.isArray(args)) {
        return json(400, { error: "Expected { path, args: [object] }" });
      }
      const token = request.headers.get("authorization")?.replace(/^Bearer /, "") ?? null;
      const result = await backend.call(call[1] as CallKind, body.path, args, token);
      return json(result.status === "success" ? 200 : STATUS_CODE_UDF_FAILED, { ...result, logLines: [] });
    }

    if (url.pathname === "/api/storage/upload") {
      if (request.method !== "POST") return json(405, { error: "Method not allowed" });
      if (!backend.takeUploadToken(url.searchParams.get("token") ?? "")) {
        return json(401, { error: "Invalid or expired upload URL" });
      }
      const bytes = await bodyWithin(request, MAX_UPLOAD_BYTES);
      if (!bytes) return json(413, { error: "File too large" });
      const type = request.headers.get("content-type") ?? "application/octet-stream";
      const storageId = await backend.storeUpload(new Blob([bytes as BlobPart], { type }));
      return json(200, { storageId });
    }

    const file = /^\/api\/storage\/([0-9a-zA-Z+/=_-]+)$/.exec(url.pathname);
    if (file && request.method === "GET") {
      const bytes = await backend.fileBySha(decodeURIComponent(file[1]));
      if (!bytes) return json(404, { error: "Not found" });
      // The type comes from the bytes, never from what the uploader claimed. A stored file never changes,
      // so the browser keeps it for 30 days, as a deployment's storage route says (convex-backend,
      // crates/local_backend/src/storage.rs: private, max-age 30 days); a photo seen again costs nothing.
      return new Response(bytes as BlobPart, {
        headers: {
          "Content-Type": sniffImageType(bytes.subarray(0, 16)) ?? "application/octet-stream",
          "X-Content-Type-Options": "nosniff",
          "Cache-Control": "private, max-age=2592000",
        },
      });
    }
    return json(404, { error: "Not found" });
  };
}
