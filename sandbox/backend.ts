import { randomBytes } from "node:crypto";
import { convexTest, type TestConvex } from "convex-test";
import { makeFunctionReference } from "convex/server";
import { ConvexError, convexToJson, jsonToConvex, type JSONValue, type Value } from "convex/values";
import { createLocalJWKSet, jwtVerify } from "jose";
import type { Id } from "@convex/_generated/dataModel";
import schema from "@convex/schema";
import { authEnvironment } from "./authKeys";
import { registerComponents } from "./components";
import { hookConvexTest, watchAuthReads, type ConvexTestHooks, type Records } from "./convexTestInternals";
import { searchAsOnDeployment } from "./deploymentSearch";
import { publicFunctionCheck } from "./functionVisibility";
import { loadOnce, type ModuleMap } from "./modules";
import type { Read } from "./readSet";
import { RECORDED_OVERPASS_PATH } from "./recordedOverpass";
import { wireJson } from "./wireJson";

export type CallKind = "query" | "mutation" | "action";

/** The wire shape of Convex's HTTP API (`/api/query|mutation|action`), reused by the sync protocol. */
export type CallResult =
  { status: "success"; value: JSONValue } | { status: "error"; errorMessage: string; errorData?: JSONValue };

/** What convex-test's `storage.getUrl` and `generateUploadUrl` return; rewritten to the sandbox's own. */
const FAKE_DEPLOYMENT = "https://some-deployment.convex.cloud";
const UPLOAD_PATH = "/api/storage/upload";
/** How long an upload URL works, as on a deployment. */
const UPLOAD_URL_MS = 60 * 60 * 1000;
const MAX_CACHED_ACCESSORS = 1_000;

export type Identity = { subject: string; issuer: string; tokenIdentifier: string };

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
 * What one call did besides its result: what it read and at which commit (queries), when it
 * committed (mutations); and the result's value as JSON text, set when it succeeded.
 */
export type CallRecord = Records & { json?: string };

/** A query's run as live updates need it: its value as JSON text (or its error), what it read, and at which commit. */
export type QueryRun = {
  result: { status: "success"; json: string } | Extract<CallResult, { status: "error" }>;
  reads: Read[];
  snapshotTs: bigint;
  /** Whether it read the caller's identity: if not, its result is everyone's, as a deployment's cache treats it. */
  readAuth: boolean;
};

/**
 * The project's real Convex functions running on convex-test, Convex's JavaScript mock of its
 * backend, with a deployment's transaction limits. It checks the same auth tokens as a deployment,
 * runs only public functions for callers, and reports every commit with what it wrote.
 * For tests and offline demos only: one process, in memory, no durability.
 */
export class SandboxBackend {
  readonly t: TestConvex<typeof schema>;
  hooks!: ConvexTestHooks;
  private readonly jwks: ReturnType<typeof createLocalJWKSet>;
  private readonly isPublic: ReturnType<typeof publicFunctionCheck>;
  private requestCounter = 0;
  /** Upload URL tokens handed out and not yet used, with when they expire. */
  private readonly uploadTokens = new Map<string, number>();
  /** Storage ids by the sha256 in their file URL, learnt on first fetch. */
  private readonly fileIds = new Map<string, string>();
  private readonly accessors = new Map<string, ReturnType<TestConvex<typeof schema>["withIdentity"]>>();

  private constructor(
    private readonly options: BackendOptions,
    jwks: string,
  ) {
    this.t = convexTest({ schema, modules: loadOnce(options.modules), transactionLimits: true });
    this.jwks = createLocalJWKSet(JSON.parse(jwks));
    this.isPublic = publicFunctionCheck(options.modules);
  }

  static async create(options: BackendOptions): Promise<SandboxBackend> {
    const env = await authEnvironment(options.siteUrl);
    Object.assign(process.env, env);
    process.env.AUTH_LOG_LEVEL ??= "WARN";
    // No network here: geocode with the offline gazetteer only.
    process.env.GEOCODING_PROVIDERS = "gazetteer";
    // …and import cities from the recorded Overpass extracts the sandbox's server answers with.
    process.env.OVERPASS_URL = `${options.siteUrl}${RECORDED_OVERPASS_PATH}`;
    // Development convenience: emailed codes (verification, sign-in, reset) go to the output (the e2e tests read them there).
    process.env.AUTH_RESET_CODES_IN_LOG = "1";
    const backend = new SandboxBackend(options, env.JWKS);
    await registerComponents(backend.t);
    searchAsOnDeployment(backend.t);
    backend.hooks = hookConvexTest(backend.t);
    await watchAuthReads(backend.t, backend.hooks);
    return backend;
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

  /** Run one public function for a client holding `token` (Convex's HTTP API). */
  async call(kind: CallKind, path: string, args: JSONValue, token: string | null): Promise<CallResult> {
    const identity = await this.identity(token);
    if (identity === "invalid") {
      return { status: "error", errorMessage: "Unauthenticated: the auth token is invalid or expired" };
    }
    return this.run(kind, path, args, identity);
  }

  /** Run one public function as `identity`, recording what it read and committed when asked. */
  async run(
    kind: CallKind,
    path: string,
    args: JSONValue,
    identity: Identity | null,
    record: CallRecord = {},
  ): Promise<CallResult> {
    const name = path.replace(/\.js(:|$)/, "$1");
    if (!(await this.isPublic(kind, name))) {
      return {
        status: "error",
        errorMessage: `Could not find public function for '${name}'. Did you forget to run \`npx convex dev\` or \`npx convex deploy\`?`,
      };
    }
    const accessor = identity ? this.accessorFor(identity) : this.t;
    try {
      const decodedArgs = jsonToConvex(args) as Record<string, Value>;
      const invoke = (): Promise<unknown> => {
        if (kind === "query") return accessor.query(makeFunctionReference<"query">(name), decodedArgs);
        if (kind === "mutation") return accessor.mutation(makeFunctionReference<"mutation">(name), decodedArgs);
        return accessor.action(makeFunctionReference<"action">(name), decodedArgs);
      };
      const value = record.reads || record.commits ? await this.hooks.record(record, invoke) : await invoke();
      const json = wireJson(value as Value);
      // Its text shows whether it holds a storage URL to rewrite (most results hold none); the sync protocol sends it.
      const text = JSON.stringify(json);
      const sent = text.includes(FAKE_DEPLOYMENT) ? this.publicUrls(json) : json;
      record.json = sent === json ? text : JSON.stringify(sent);
      return { status: "success", value: sent };
    } catch (error) {
      return this.errorResult(path, error);
    }
  }

  /** Runs a query as `identity`, recording what live updates need. */
  async runQuery(path: string, args: JSONValue, identity: Identity | null): Promise<QueryRun> {
    const record: CallRecord = { reads: [] };
    const result = await this.run("query", path, args, identity, record);
    return {
      result: result.status === "success" ? { status: "success", json: record.json! } : result,
      reads: record.reads!,
      // A call refused before its transaction began read nothing: it holds at any commit.
      snapshotTs: record.snapshotTs ?? this.hooks.latestTs(),
      readAuth: record.readAuth === true,
    };
  }

  /** convex-test's accessor for an identity, made once per identity (sessions re-run many queries). */
  private accessorFor(identity: Identity) {
    let accessor = this.accessors.get(identity.tokenIdentifier);
    if (!accessor) {
      accessor = this.t.withIdentity(identity);
      this.accessors.set(identity.tokenIdentifier, accessor);
      if (this.accessors.size > MAX_CACHED_ACCESSORS) this.accessors.delete(this.accessors.keys().next().value!);
    }
    return accessor;
  }

  /** Whether an upload URL's token was handed out and is unused and fresh; it can be used once. */
  takeUploadToken(token: string): boolean {
    const expires = this.uploadTokens.get(token);
    this.uploadTokens.delete(token);
    return expires !== undefined && expires > Date.now();
  }

  /** Store an uploaded file, as POST to an upload URL does. */
  async storeUpload(blob: Blob): Promise<string> {
    return this.t.run((ctx) => ctx.storage.store(blob));
  }

  /** The stored file behind a storage URL's last segment. */
  async fileBySha(sha256: string): Promise<Uint8Array | null> {
    // t.run results must be Convex values: carry the bytes out, not the Blob.
    const known = this.fileIds.get(sha256);
    const found = await this.t.run(async (ctx) => {
      // _storage has no index on sha256: scan once per file, then go by id.
      const file =
        (known ? await ctx.db.system.get("_storage", known as Id<"_storage">) : null) ??
        (await ctx.db.system
          .query("_storage")
          .filter((q) => q.eq(q.field("sha256"), sha256))
          .first());
      const blob = file ? await ctx.storage.get(file._id) : null;
      return blob && { id: file!._id, bytes: await blob.arrayBuffer() };
    });
    if (found) this.fileIds.set(sha256, found.id);
    else this.fileIds.delete(sha256);
    return found && new Uint8Array(found.bytes);
  }

  /** Client-visible URLs point at the sandbox, not at convex-test's placeholder host. */
  private publicUrls(value: JSONValue): JSONValue {
    if (Array.isArray(value)) return value.map((v) => this.publicUrls(v));
    if (value !== null && typeof value === "object") {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.publicUrls(v)]));
    }
    if (typeof value !== "string" || !value.startsWith(FAKE_DEPLOYMENT)) return value;
    const base = this.options.storageBaseUrl ?? "";
    const path = value.slice(FAKE_DEPLOYMENT.length);
    if (!path.startsWith(UPLOAD_PATH)) return base + path;
    // convex-test's upload tokens are Math.random(); a deployment's cannot be guessed.
    const token = randomBytes(24).toString("base64url");
    this.uploadTokens.set(token, Date.now() + UPLOAD_URL_MS);
    return `${base}${UPLOAD_PATH}?token=${token}`;
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
