import { convexTest, type TestConvex } from "convex-test";
import { makeFunctionReference } from "convex/server";
import { ConvexError, convexToJson, jsonToConvex, type JSONValue, type Value } from "convex/values";
import { createLocalJWKSet, jwtVerify } from "jose";
import schema from "../../../convex/schema";
import { authEnvironment } from "./authKeys";
import { registerComponents } from "./components";
import type { ModuleMap } from "./modules";

export type CallKind = "query" | "mutation" | "action";

/** The wire shape of Convex's HTTP API (`/api/query|mutation|action`), reused by the WebSocket bridge. */
export type CallResult =
  | { status: "success"; value: JSONValue }
  | { status: "error"; errorMessage: string; errorData?: JSONValue };

/** What convex-test's `storage.getUrl` and `generateUploadUrl` return; rewritten to the sandbox's own. */
const FAKE_DEPLOYMENT = "https://some-deployment.convex.cloud";

type Identity = { subject: string; issuer: string; tokenIdentifier: string };

export type BackendOptions = {
  modules: ModuleMap;
  /** Origin the sandbox answers on; the auth issuer. */
  siteUrl: string;
  /** Prefix for storage URLs handed to clients ("" keeps them relative to the page). */
  storageBaseUrl?: string;
  /** Where function failures are reported (the sandbox prints them; tests stay quiet). */
  onError?: (path: string, error: unknown) => void;
};

/**
 * The project's real Convex functions running on convex-test, Convex's JavaScript mock of its
 * backend. It speaks the same request/response shapes as a deployment, checks the same auth tokens,
 * and tells listeners after every write so subscribed clients can re-run their queries.
 * For tests and offline demos only: one process, in memory, no durability.
 */
export class SandboxBackend {
  readonly t: TestConvex<typeof schema>;
  private readonly writeListeners = new Set<() => void>();
  private readonly jwks: ReturnType<typeof createLocalJWKSet>;
  private requestCounter = 0;

  private constructor(
    private readonly options: BackendOptions,
    jwks: string,
  ) {
    this.t = convexTest(schema, options.modules);
    this.jwks = createLocalJWKSet(JSON.parse(jwks));
  }

  static async create(options: BackendOptions): Promise<SandboxBackend> {
    const env = await authEnvironment(options.siteUrl);
    Object.assign(process.env, env);
    process.env.AUTH_LOG_LEVEL ??= "WARN";
    // No network here: geocode with the offline gazetteer only.
    process.env.GEOCODING_PROVIDERS = "gazetteer";
    const backend = new SandboxBackend(options, env.JWKS);
    await registerComponents(backend.t);
    return backend;
  }

  /** Subscribe to "something was written"; returns the unsubscribe function. */
  onWrite(listener: () => void): () => void {
    this.writeListeners.add(listener);
    return () => this.writeListeners.delete(listener);
  }

  notifyWrite(): void {
    for (const listener of this.writeListeners) listener();
  }

  /** The identity a token proves, null when there is none, "invalid" when it is expired or forged. */
  async identity(token: string | null): Promise<Identity | null | "invalid"> {
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, this.jwks, {
        issuer: this.options.siteUrl,
        audience: "convex",
      });
      const subject = payload.sub!;
      const issuer = payload.iss!;
      return { subject, issuer, tokenIdentifier: `${issuer}|${subject}` };
    } catch {
      return "invalid";
    }
  }

  /** Run one public function the way a deployment would for a client holding `token`. */
  async call(kind: CallKind, path: string, args: JSONValue, token: string | null): Promise<CallResult> {
    const identity = await this.identity(token);
    if (identity === "invalid") {
      return { status: "error", errorMessage: "Unauthenticated: the auth token is invalid or expired" };
    }
    const accessor = identity ? this.t.withIdentity(identity) : this.t;
    const name = path.replace(/\.js:/, ":");
    const decodedArgs = jsonToConvex(args) as Record<string, Value>;
    try {
      let value: unknown;
      if (kind === "query") value = await accessor.query(makeFunctionReference<"query">(name), decodedArgs);
      else if (kind === "mutation") value = await accessor.mutation(makeFunctionReference<"mutation">(name), decodedArgs);
      else value = await accessor.action(makeFunctionReference<"action">(name), decodedArgs);
      if (kind !== "query") this.notifyWrite();
      return { status: "success", value: this.publicUrls(convexToJson(value as never)) };
    } catch (error) {
      if (kind !== "query") this.notifyWrite(); // an action may have written before it failed
      return this.errorResult(path, error);
    }
  }

  /** Store an uploaded file, as POST to an upload URL does. */
  async storeUpload(blob: Blob): Promise<string> {
    const storageId = await this.t.run((ctx) => ctx.storage.store(blob));
    return storageId;
  }

  /** The stored file behind a storage URL's last segment. */
  async fileBySha(sha256: string): Promise<Blob | null> {
    // t.run results must be Convex values: carry the bytes out, not the Blob.
    const found = await this.t.run(async (ctx) => {
      const files = await ctx.db.system.query("_storage").collect();
      const file = files.find((f) => f.sha256 === sha256);
      const blob = file ? await ctx.storage.get(file._id) : null;
      return blob && { bytes: await blob.arrayBuffer(), type: blob.type };
    });
    return found && new Blob([found.bytes], { type: found.type });
  }

  /** Client-visible URLs point at the sandbox, not at convex-test's placeholder host. */
  private publicUrls(value: JSONValue): JSONValue {
    const base = this.options.storageBaseUrl ?? "";
    const rewrite = (v: JSONValue): JSONValue => {
      if (typeof v === "string") return v.startsWith(FAKE_DEPLOYMENT) ? base + v.slice(FAKE_DEPLOYMENT.length) : v;
      if (Array.isArray(v)) return v.map(rewrite);
      if (v !== null && typeof v === "object") {
        return Object.fromEntries(Object.entries(v).map(([k, inner]) => [k, rewrite(inner)]));
      }
      return v;
    };
    return rewrite(value);
  }

  private errorResult(path: string, error: unknown): CallResult {
    if (error instanceof ConvexError || (error instanceof Error && error.name === "ConvexError")) {
      const data = (error as ConvexError<never>).data;
      return { status: "error", errorMessage: String(error.message), errorData: convexToJson(data) };
    }
    // Like a production deployment: internal details stay in the server log.
    this.options.onError?.(path, error);
    const requestId = (++this.requestCounter).toString(16).padStart(8, "0");
    return { status: "error", errorMessage: `[Request ID: ${requestId}] Server Error` };
  }
}
