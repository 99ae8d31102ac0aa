import { getFunctionName, type FunctionReference } from "convex/server";
import { ConvexError, convexToJson, jsonToConvex, type JSONValue, type Value } from "convex/values";
import type { CallKind, CallResult } from "../sandbox/backend";

/** How a FakeConvexClient reaches the backend: in-process (jsdom tests) or over a WebSocket (browser). */
export interface Transport {
  call(kind: CallKind, path: string, args: JSONValue, token: string | null): Promise<CallResult>;
  /** Called whenever the backend was written to; returns the unsubscribe function. */
  onWrite(listener: () => void): () => void;
}

type FetchToken = (args: { forceRefreshToken: boolean }) => Promise<string | null | undefined>;

type Entry = {
  path: string;
  args: JSONValue;
  listeners: Set<() => void>;
  result?: { value: Value } | { error: Error };
  serialized?: string;
  running?: Promise<void>;
  rerun?: boolean;
};

const REFRESH_BEFORE_EXPIRY_MS = 60_000;

function toError(result: Extract<CallResult, { status: "error" }>): Error {
  if (result.errorData !== undefined) {
    const error = new ConvexError(jsonToConvex(result.errorData) as never);
    error.message = result.errorMessage;
    return error;
  }
  return new Error(result.errorMessage);
}

function tokenExpiry(token: string): number | null {
  try {
    const payload = JSON.parse(atob(token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/")));
    return typeof payload.exp === "number" ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Stands in for ConvexReactClient: implements what ConvexProvider, ConvexAuthProvider, useQuery,
 * usePaginatedQuery, useMutation and useAction call. Watched queries re-run after every write,
 * so the UI stays live exactly as it does against a deployment.
 */
export class FakeConvexClient {
  private readonly entries = new Map<string, Entry>();
  private token: string | null = null;
  private authSettled: Promise<void> = Promise.resolve();
  private refreshTimer: ReturnType<typeof setTimeout> | undefined;
  private authGeneration = 0;
  private readonly stopWatchingWrites: () => void;
  private readonly connectionListeners = new Set<(state: ReturnType<FakeConvexClient["connectionState"]>) => void>();
  readonly logger = { log: console.log, warn: console.warn, error: console.error, logVerbose: () => {} };
  readonly options = {};

  constructor(
    private readonly transport: Transport,
    /** HTTP origin ConvexAuthProvider refreshes tokens against (ConvexHttpClient). */
    readonly address: string,
  ) {
    this.stopWatchingWrites = transport.onWrite(() => this.rerunAll());
  }

  get url(): string {
    return this.address;
  }

  watchQuery(query: FunctionReference<"query">, args: Record<string, Value> = {}) {
    const path = getFunctionName(query);
    const encodedArgs = convexToJson(args);
    const key = `${path}:${JSON.stringify(encodedArgs)}`;
    return {
      onUpdate: (callback: () => void) => {
        let entry = this.entries.get(key);
        if (!entry) {
          entry = { path, args: encodedArgs, listeners: new Set() };
          this.entries.set(key, entry);
          void this.run(entry);
        }
        entry.listeners.add(callback);
        return () => {
          const current = this.entries.get(key);
          if (!current) return;
          current.listeners.delete(callback);
          if (current.listeners.size === 0) this.entries.delete(key);
        };
      },
      localQueryResult: (): Value | undefined => {
        const result = this.entries.get(key)?.result;
        if (!result) return undefined;
        if ("error" in result) throw result.error;
        return result.value;
      },
      journal: () => undefined,
    };
  }

  async query(query: FunctionReference<"query">, args: Record<string, Value> = {}): Promise<unknown> {
    return this.once("query", getFunctionName(query), args);
  }

  async mutation(mutation: FunctionReference<"mutation">, args: Record<string, Value> = {}): Promise<unknown> {
    return this.once("mutation", getFunctionName(mutation), args);
  }

  async action(action: FunctionReference<"action">, args: Record<string, Value> = {}): Promise<unknown> {
    return this.once("action", getFunctionName(action), args);
  }

  setAuth(fetchToken: FetchToken, onChange?: (isAuthenticated: boolean) => void): void {
    const generation = ++this.authGeneration;
    this.authSettled = this.authenticate(fetchToken, false, generation).then((ok) => {
      if (generation !== this.authGeneration) return;
      onChange?.(ok);
      this.rerunAll();
    });
  }

  clearAuth(): void {
    this.authGeneration++;
    clearTimeout(this.refreshTimer);
    this.token = null;
    this.authSettled = Promise.resolve();
    this.rerunAll();
  }

  connectionState() {
    return {
      hasInflightRequests: false,
      isWebSocketConnected: true,
      timeOfOldestInflightRequest: null,
      hasEverConnected: true,
      connectionCount: 1,
      connectionRetries: 0,
      inflightMutations: 0,
      inflightActions: 0,
    };
  }

  subscribeToConnectionState(listener: (state: ReturnType<FakeConvexClient["connectionState"]>) => void) {
    this.connectionListeners.add(listener);
    return () => this.connectionListeners.delete(listener);
  }

  prewarmQuery(): void {}

  async close(): Promise<void> {
    clearTimeout(this.refreshTimer);
    this.stopWatchingWrites();
    this.entries.clear();
  }

  /** Resolves once every watched query has an answer for the current state (for tests). */
  async settled(): Promise<void> {
    await this.authSettled;
    while ([...this.entries.values()].some((e) => e.running)) {
      await Promise.all([...this.entries.values()].map((e) => e.running));
    }
  }

  private async authenticate(fetchToken: FetchToken, force: boolean, generation: number): Promise<boolean> {
    const token = (await fetchToken({ forceRefreshToken: force })) ?? null;
    if (generation !== this.authGeneration) return false;
    if (token === null) {
      this.token = null;
      return false;
    }
    const expiry = tokenExpiry(token);
    if (expiry !== null && expiry - Date.now() < REFRESH_BEFORE_EXPIRY_MS) {
      return force ? false : this.authenticate(fetchToken, true, generation);
    }
    this.token = token;
    clearTimeout(this.refreshTimer);
    if (expiry !== null) {
      this.refreshTimer = setTimeout(() => {
        void this.authenticate(fetchToken, true, generation).then(() => this.rerunAll());
      }, expiry - Date.now() - REFRESH_BEFORE_EXPIRY_MS);
    }
    return true;
  }

  private async once(kind: CallKind, path: string, args: Record<string, Value>): Promise<unknown> {
    await this.authSettled;
    const result = await this.transport.call(kind, path, convexToJson(args), this.token);
    if (result.status === "error") throw toError(result);
    return jsonToConvex(result.value);
  }

  private rerunAll(): void {
    for (const entry of this.entries.values()) void this.run(entry);
  }

  /** Runs one watched query; a run requested while one is in flight happens right after it. */
  private run(entry: Entry): Promise<void> {
    if (entry.running) {
      entry.rerun = true;
      return entry.running;
    }
    entry.running = (async () => {
      do {
        entry.rerun = false;
        await this.authSettled;
        const result = await this.transport.call("query", entry.path, entry.args, this.token);
        const serialized = JSON.stringify(result);
        if (serialized === entry.serialized) continue;
        entry.serialized = serialized;
        entry.result =
          result.status === "success" ? { value: jsonToConvex(result.value) } : { error: toError(result) };
        for (const listener of entry.listeners) listener();
      } while (entry.rerun);
    })().finally(() => {
      entry.running = undefined;
    });
    return entry.running;
  }
}
