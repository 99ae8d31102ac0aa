// The sandbox's sync worker: one session per WebSocket, each with its query set and identity.
// Every message and every commit is handled in one queue, in order, so each session sees the
// database at a single timestamp; a commit re-runs only the queries whose reads it touched, and
// each session gets at most one Transition for it.
import type { JSONValue } from "convex/values";
import type { CallResult, Identity, SandboxBackend } from "./backend";
import type { Commit } from "./convexTestHooks";
import { indexCommit, isInvalidated, type Read } from "./readSet";
import {
  encodeTs,
  encodeVersion,
  parseClientMessage,
  type ClientMessage,
  type StateModification,
  type StateVersion,
} from "./syncProtocol";

/** One end of a socket, whatever carries it (ws in Node, an in-process pair in jsdom tests). */
export type SyncConnection = { send(text: string): void; close(code: number, reason: string): void };

type Subscription = { udfPath: string; args: JSONValue; reads: Read[]; result: string };
type MutationResponse = Record<string, JSONValue>;
/** A mutation's answer, kept with its commit timestamp (null when it failed). */
type Answered = { response: MutationResponse; ts: bigint | null };

const PING_MS = 20_000;
/** Mutation answers kept per session, so a mutation re-sent after a reconnect is applied once. */
const REMEMBERED_MUTATIONS = 200;
const REMEMBERED_SESSIONS = 2_000;

class Session {
  sessionId: string | null = null;
  version: StateVersion = { querySet: 0, identity: 0, ts: 0n };
  identity: Identity | null = null;
  clockSkew: number | undefined;
  readonly queries = new Map<number, Subscription>();
  /** The newest mutation timestamp this client still waits to see in a Transition. */
  awaitingTs: bigint | null = null;
  closed = false;
  constructor(readonly connection: SyncConnection) {}

  send(message: Record<string, unknown>) {
    if (!this.closed) this.connection.send(JSON.stringify(message));
  }

  get identityKey(): string {
    return this.identity?.tokenIdentifier ?? "";
  }
}

/** A Mutation's or Action's answer in the protocol's shape. */
function response(type: "MutationResponse" | "ActionResponse", requestId: number, result: CallResult, ts?: bigint) {
  if (result.status === "success") {
    return { type, requestId, success: true, result: result.value, ...(ts !== undefined ? { ts: encodeTs(ts) } : {}), logLines: [] };
  }
  return {
    type,
    requestId,
    success: false,
    result: result.errorMessage,
    logLines: [],
    ...(result.errorData !== undefined ? { errorData: result.errorData } : {}),
  };
}

function modification(queryId: number, result: CallResult): StateModification {
  return result.status === "success"
    ? { type: "QueryUpdated", queryId, value: result.value, logLines: [], journal: null }
    : {
        type: "QueryFailed",
        queryId,
        errorMessage: result.errorMessage,
        logLines: [],
        errorData: result.errorData ?? null,
        journal: null,
      };
}

export class SyncServer {
  private readonly sessions = new Set<Session>();
  private readonly mutations = new Map<string, Map<number, Answered>>();
  /** Commits that wrote something and whose Transitions are still to be sent. */
  private readonly pendingCommits = new Set<bigint>();
  private work: Promise<void> = Promise.resolve();
  private readonly stopListening: () => void;

  constructor(
    private readonly backend: SandboxBackend,
    private readonly log: (line: string) => void = () => {},
  ) {
    this.stopListening = backend.hooks.onCommit((commit) => {
      this.pendingCommits.add(commit.ts);
      this.enqueue(() => this.applyCommit(commit));
    });
  }

  /** A new socket; returns what to call with each text frame and when it closes. */
  connect(connection: SyncConnection): { receive(text: string): void; closed(): void } {
    const session = new Session(connection);
    this.sessions.add(session);
    const ping = setInterval(() => session.send({ type: "Ping" }), PING_MS);
    ping.unref?.();
    return {
      receive: (text) => this.receive(session, text),
      closed: () => {
        session.closed = true;
        clearInterval(ping);
        this.sessions.delete(session);
      },
    };
  }

  /** Resolves once every message and commit received so far has been answered. */
  idle(): Promise<void> {
    return this.work;
  }

  close(): void {
    this.stopListening();
    for (const session of this.sessions) session.closed = true;
    this.sessions.clear();
  }

  private enqueue(task: () => Promise<void>) {
    this.work = this.work.then(task).catch((error) => this.log(`[sandbox] sync failed: ${String(error)}`));
  }

  private receive(session: Session, text: string) {
    const parsed = parseClientMessage(text);
    if ("error" in parsed) return this.fail(session, parsed.error);
    const message = parsed.message;
    switch (message.type) {
      case "Connect":
        session.sessionId = message.sessionId;
        if (typeof message.clientTs === "number") session.clockSkew = message.clientTs - Date.now();
        return;
      case "ModifyQuerySet":
        return this.enqueue(() => this.modifyQuerySet(session, message));
      case "Authenticate":
        return this.enqueue(() => this.authenticate(session, message));
      case "Mutation":
        return this.enqueue(() => this.mutation(session, message));
      case "Action":
        // In order with the messages before it (its identity), but not holding up the queue.
        return this.enqueue(async () => void this.action(session, message, session.identity));
      case "Event":
        return;
    }
  }

  /** A protocol violation: the client is told why and the socket closes, as on a deployment. */
  private fail(session: Session, error: string) {
    session.send({ type: "FatalError", error });
    session.closed = true;
    session.connection.close(1008, error.slice(0, 100));
  }

  private transition(session: Session, end: StateVersion, modifications: StateModification[]) {
    session.send({
      type: "Transition",
      startVersion: encodeVersion(session.version),
      endVersion: encodeVersion(end),
      modifications,
      clientClockSkew: session.clockSkew,
      serverTs: Date.now() * 1_000_000,
    });
    session.version = end;
    if (session.awaitingTs !== null && session.awaitingTs <= end.ts) session.awaitingTs = null;
  }

  private async runQuery(session: Session, udfPath: string, args: JSONValue): Promise<[CallResult, Read[]]> {
    const reads: Read[] = [];
    const result = await this.backend.run("query", udfPath, args, session.identity, { reads });
    return [result, reads];
  }

  /** Keeps a re-run's reads and result; the modification to send, or null when the result is unchanged. */
  private refresh(queryId: number, subscription: Subscription, [result, reads]: [CallResult, Read[]]): StateModification | null {
    subscription.reads = reads;
    const serialized = JSON.stringify(result);
    if (serialized === subscription.result) return null;
    subscription.result = serialized;
    return modification(queryId, result);
  }

  /** A client's Mutation or Action: only root functions, as a deployment allows without admin auth. */
  private callFromClient(
    kind: "mutation" | "action",
    message: Extract<ClientMessage, { type: "Mutation" | "Action" }>,
    identity: Identity | null,
    commits?: bigint[],
  ): Promise<CallResult> {
    if (message.componentPath) {
      return Promise.resolve({ status: "error", errorMessage: "Only admin auth can call functions of components." });
    }
    return this.backend.run(kind, message.udfPath, message.args[0], identity, { commits });
  }

  private async modifyQuerySet(session: Session, message: Extract<ClientMessage, { type: "ModifyQuerySet" }>) {
    if (session.closed) return;
    if (message.baseVersion !== session.version.querySet) return this.fail(session, "Invalid query set base version");
    const modifications: StateModification[] = [];
    for (const change of message.modifications) {
      if (change.type === "Remove") {
        session.queries.delete(change.queryId);
        modifications.push({ type: "QueryRemoved", queryId: change.queryId });
        continue;
      }
      const [result, reads] = await this.runQuery(session, change.udfPath, change.args[0]);
      session.queries.set(change.queryId, { udfPath: change.udfPath, args: change.args[0], reads, result: JSON.stringify(result) });
      modifications.push(modification(change.queryId, result));
    }
    this.transition(session, { ...session.version, querySet: message.newVersion }, modifications);
  }

  private async authenticate(session: Session, message: Extract<ClientMessage, { type: "Authenticate" }>) {
    if (session.closed) return;
    if (message.baseVersion !== session.version.identity) return this.fail(session, "Invalid identity base version");
    let identity: Identity | null = null;
    if (message.tokenType !== "None") {
      const verified = message.tokenType === "User" ? await this.backend.identity(message.value ?? null) : "invalid";
      if (verified === "invalid" || verified === null) {
        session.send({
          type: "AuthError",
          error: "Could not verify OIDC token claim. Check that the token signature is valid and the token hasn't expired.",
          baseVersion: message.baseVersion,
          authUpdateAttempted: true,
        });
        return;
      }
      identity = verified;
    }
    session.identity = identity;
    // Every query re-runs as the new identity.
    const modifications: StateModification[] = [];
    for (const [queryId, subscription] of session.queries) {
      const changed = this.refresh(queryId, subscription, await this.runQuery(session, subscription.udfPath, subscription.args));
      if (changed) modifications.push(changed);
    }
    this.transition(session, { ...session.version, identity: message.baseVersion + 1 }, modifications);
  }

  private async mutation(session: Session, message: Extract<ClientMessage, { type: "Mutation" }>) {
    const remembered = session.sessionId ? this.remembered(session.sessionId) : null;
    let answered = remembered?.get(message.requestId);
    let committedChanges = false;
    if (!answered) {
      const commits: bigint[] = [];
      const result = await this.callFromClient("mutation", message, session.identity, commits);
      const ts = result.status === "success" ? (commits.at(-1) ?? this.backend.hooks.latestTs()) : null;
      committedChanges = ts !== null && this.pendingCommits.has(ts);
      answered = { response: response("MutationResponse", message.requestId, result, ts ?? undefined), ts };
      remembered?.set(message.requestId, answered);
      if (remembered && remembered.size > REMEMBERED_MUTATIONS) remembered.delete(remembered.keys().next().value!);
    }
    session.send(answered.response);
    const { ts } = answered;
    if (ts === null) return;
    session.awaitingTs = session.awaitingTs !== null && session.awaitingTs > ts ? session.awaitingTs : ts;
    // A mutation that wrote nothing (or a replayed one) has no commit still to come: confirm it now.
    if (!committedChanges) this.transition(session, { ...session.version, ts: maxTs(session.version.ts, ts) }, []);
  }

  private async action(session: Session, message: Extract<ClientMessage, { type: "Action" }>, identity: Identity | null) {
    session.send(response("ActionResponse", message.requestId, await this.callFromClient("action", message, identity)));
  }

  private remembered(sessionId: string): Map<number, Answered> {
    let map = this.mutations.get(sessionId);
    if (!map) {
      map = new Map();
      this.mutations.set(sessionId, map);
      if (this.mutations.size > REMEMBERED_SESSIONS) this.mutations.delete(this.mutations.keys().next().value!);
    }
    return map;
  }

  /** One commit: re-run what it touched, one Transition per session that saw a change or waits for it. */
  private async applyCommit(commit: Commit) {
    this.pendingCommits.delete(commit.ts);
    const changes = indexCommit(commit.changes);
    const shared = new Map<string, Promise<[CallResult, Read[]]>>();
    for (const session of [...this.sessions]) {
      if (session.closed) continue;
      const modifications: StateModification[] = [];
      for (const [queryId, subscription] of session.queries) {
        if (!isInvalidated(subscription.reads, changes)) continue;
        // Sessions with the same identity watching the same query share one run.
        const key = `${session.identityKey}\n${subscription.udfPath}\n${JSON.stringify(subscription.args)}`;
        let run = shared.get(key);
        if (!run) {
          run = this.runQuery(session, subscription.udfPath, subscription.args);
          shared.set(key, run);
        }
        const ran = await run;
        if (session.closed || !session.queries.has(queryId)) continue;
        const changed = this.refresh(queryId, subscription, ran);
        if (changed) modifications.push(changed);
      }
      const waiting = session.awaitingTs !== null && session.awaitingTs <= commit.ts;
      if (modifications.length > 0 || waiting) {
        this.transition(session, { ...session.version, ts: maxTs(session.version.ts, commit.ts) }, modifications);
        // Let the frame leave now rather than after every other session's re-runs.
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
  }
}

function maxTs(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}
