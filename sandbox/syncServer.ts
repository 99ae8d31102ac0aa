// The sandbox's sync worker: one session per WebSocket, each with its query set and identity.
// Every message and every catch-up after commits is handled in one queue, in order. As a
// deployment's sync worker does for its client, a session is brought to the newest commit one at
// a time: the queries that any commit since their last run wrote into are re-run, until all of
// them hold at one timestamp, and the session gets one Transition with everything that changed.
import type { JSONValue } from "convex/values";
import type { CallResult, Identity, QueryRun, SandboxBackend } from "./backend";
import { indexCommit, isInvalidated, type CommitIndex, type Read } from "./readSet";
import {
  encodeQueryUpdated,
  encodeTransition,
  encodeTs,
  encodeVersion,
  parseClientMessage,
  type ClientMessage,
  type StateModification,
  type StateVersion,
} from "./syncProtocol";

/** One end of a socket, whatever carries it (ws in Node, an in-process pair in jsdom tests). */
export type SyncConnection = { send(text: string): void; close(code: number, reason: string): void };

type Subscription = {
  udfPath: string;
  args: JSONValue;
  reads: Read[];
  /** The modification last sent for it, as text, to tell whether a re-run changed anything. */
  sent: string;
  /** The result holds at this commit; later commits that wrote into `reads` make it stale. */
  validAt: bigint;
};
/** Runs of one catch-up pass, shared by the sessions watching the same query (see `sharedRun`). */
type SharedRuns = Map<string, Promise<QueryRun>>;
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
  constructor(
    readonly connection: SyncConnection,
    /** Every query's result holds at this commit (what the next Transition's version says). */
    public syncedTs: bigint,
  ) {}

  send(message: Record<string, unknown>) {
    this.sendText(JSON.stringify(message));
  }

  sendText(text: string) {
    if (!this.closed) this.connection.send(text);
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

/** What a Transition says about a query's new result, as text. */
function modification(queryId: number, { result }: QueryRun): string {
  if (result.status === "success") return encodeQueryUpdated(queryId, result.json);
  const failed: StateModification = {
    type: "QueryFailed",
    queryId,
    errorMessage: result.errorMessage,
    logLines: [],
    errorData: result.errorData ?? null,
    journal: null,
  };
  return JSON.stringify(failed);
}

export class SyncServer {
  private readonly sessions = new Set<Session>();
  private readonly mutations = new Map<string, Map<number, Answered>>();
  /** Commits that wrote something and that some session has not caught up with, oldest first. */
  private readonly commits: { ts: bigint; index: CommitIndex }[] = [];
  private passQueued = false;
  private work: Promise<void> = Promise.resolve();
  private readonly stopListening: () => void;

  constructor(
    private readonly backend: SandboxBackend,
    private readonly log: (line: string) => void = () => {},
  ) {
    this.stopListening = backend.hooks.onCommit((commit) => {
      this.commits.push({ ts: commit.ts, index: indexCommit(commit.changes) });
      this.queuePass();
    });
  }

  /** A new socket; returns what to call with each text frame and when it closes. */
  connect(connection: SyncConnection): { receive(text: string): void; closed(): void } {
    const session = new Session(connection, this.backend.hooks.latestTs());
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

  private transition(session: Session, end: StateVersion, modifications: string[]) {
    session.sendText(
      encodeTransition(
        {
          startVersion: encodeVersion(session.version),
          endVersion: encodeVersion(end),
          clientClockSkew: session.clockSkew,
          serverTs: Date.now() * 1_000_000,
        },
        modifications,
      ),
    );
    session.version = end;
    if (session.awaitingTs !== null && session.awaitingTs <= end.ts) session.awaitingTs = null;
  }

  /** Keeps a re-run's reads and result; the modification to send, or null when the result is unchanged. */
  private refresh(queryId: number, subscription: Subscription, ran: QueryRun): string | null {
    subscription.reads = ran.reads;
    subscription.validAt = ran.snapshotTs;
    const update = modification(queryId, ran);
    if (update === subscription.sent) return null;
    subscription.sent = update;
    return update;
  }

  /** Whether a commit after `since` wrote into something `reads` covers. */
  private touchedSince(since: bigint, reads: readonly Read[]): boolean {
    for (let i = this.commits.length - 1; i >= 0 && this.commits[i].ts > since; i--) {
      if (isInvalidated(reads, this.commits[i].index)) return true;
    }
    return false;
  }

  /**
   * Brings a session to the newest commit: re-runs each query that a commit since its result wrote
   * into (a commit landing meanwhile makes another round) until every result holds at the newest
   * commit, `session.syncedTs`. Returns what changed, each query once.
   */
  private async catchUp(session: Session, shared: SharedRuns = new Map()): Promise<Map<number, string>> {
    const changed = new Map<number, string>();
    for (;;) {
      const latest = this.backend.hooks.latestTs();
      const stale: [number, Subscription][] = [];
      for (const [queryId, subscription] of session.queries) {
        if (this.touchedSince(subscription.validAt, subscription.reads)) stale.push([queryId, subscription]);
        else subscription.validAt = latest;
      }
      if (stale.length === 0) {
        session.syncedTs = maxTs(session.syncedTs, latest);
        return changed;
      }
      for (const [queryId, subscription] of stale) {
        const ran = await this.sharedRun(shared, session, subscription);
        if (session.closed) return changed;
        if (session.queries.get(queryId) !== subscription) continue;
        const update = this.refresh(queryId, subscription, ran);
        if (update) setLast(changed, queryId, update);
      }
    }
  }

  /**
   * A query's run for this session, shared as a deployment's query cache shares it: a run that read
   * no auth serves every session, one that did serves the sessions of that identity; either serves
   * for as long as no commit has written into what it read.
   */
  private async sharedRun(shared: SharedRuns, session: Session, subscription: Subscription): Promise<QueryRun> {
    const forAnyone = `${subscription.udfPath}\n${JSON.stringify(subscription.args)}`;
    const forIdentity = `${forAnyone}\n${session.identityKey}`;
    for (const key of [forAnyone, forIdentity]) {
      const cached = shared.get(key);
      if (!cached) continue;
      const ran = await cached;
      if ((key === forIdentity || !ran.readAuth) && !this.touchedSince(ran.snapshotTs, ran.reads)) return ran;
    }
    const run = this.backend.runQuery(subscription.udfPath, subscription.args, session.identity);
    shared.set(forIdentity, run);
    const ran = await run;
    if (!ran.readAuth) shared.set(forAnyone, run);
    return ran;
  }

  /** A Transition to the session's timestamp when something changed or it waits for a mutation; whether one was sent. */
  private update(session: Session, changed: Map<number, string>): boolean {
    const waiting = session.awaitingTs !== null && session.awaitingTs <= session.syncedTs;
    if (changed.size === 0 && !waiting) return false;
    this.transition(session, { ...session.version, ts: session.syncedTs }, [...changed.values()]);
    return true;
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
    const modifications = new Map<number, string>();
    for (const change of message.modifications) {
      if (change.type === "Remove") {
        session.queries.delete(change.queryId);
        const removed: StateModification = { type: "QueryRemoved", queryId: change.queryId };
        setLast(modifications, change.queryId, JSON.stringify(removed));
        continue;
      }
      const ran = await this.backend.runQuery(change.udfPath, change.args[0], session.identity);
      const added = modification(change.queryId, ran);
      session.queries.set(change.queryId, { udfPath: change.udfPath, args: change.args[0], reads: ran.reads, sent: added, validAt: ran.snapshotTs });
      setLast(modifications, change.queryId, added);
    }
    for (const [queryId, update] of await this.catchUp(session)) setLast(modifications, queryId, update);
    this.transition(session, { ...session.version, querySet: message.newVersion, ts: session.syncedTs }, [...modifications.values()]);
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
    const modifications = new Map<number, string>();
    for (const [queryId, subscription] of session.queries) {
      const changed = this.refresh(queryId, subscription, await this.backend.runQuery(subscription.udfPath, subscription.args, session.identity));
      if (changed) setLast(modifications, queryId, changed);
    }
    for (const [queryId, update] of await this.catchUp(session)) setLast(modifications, queryId, update);
    this.transition(session, { ...session.version, identity: message.baseVersion + 1, ts: session.syncedTs }, [...modifications.values()]);
  }

  private async mutation(session: Session, message: Extract<ClientMessage, { type: "Mutation" }>) {
    const remembered = session.sessionId ? this.remembered(session.sessionId) : null;
    let answered = remembered?.get(message.requestId);
    if (!answered) {
      const commits: bigint[] = [];
      const result = await this.callFromClient("mutation", message, session.identity, commits);
      const ts = result.status === "success" ? (commits.at(-1) ?? this.backend.hooks.latestTs()) : null;
      answered = { response: response("MutationResponse", message.requestId, result, ts ?? undefined), ts };
      remembered?.set(message.requestId, answered);
      if (remembered && remembered.size > REMEMBERED_MUTATIONS) remembered.delete(remembered.keys().next().value!);
    }
    session.send(answered.response);
    const { ts } = answered;
    if (ts === null) return;
    session.awaitingTs = session.awaitingTs !== null && session.awaitingTs > ts ? session.awaitingTs : ts;
    // This client sees its own write first, as its own sync worker would show it.
    this.update(session, await this.catchUp(session));
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

  /** One catch-up pass over every session after commits, queued once however many commits arrive meanwhile. */
  private queuePass() {
    if (this.passQueued) return;
    this.passQueued = true;
    this.enqueue(async () => {
      this.passQueued = false;
      await this.catchUpAll();
    });
  }

  /** Brings every session to the newest commit, one session (and its one Transition) at a time. */
  private async catchUpAll() {
    const shared: SharedRuns = new Map();
    for (const session of [...this.sessions]) {
      if (session.closed || session.syncedTs >= this.backend.hooks.latestTs()) continue;
      // Between sessions, due timers (scheduled functions) and socket events get their turn.
      if (this.update(session, await this.catchUp(session, shared))) await new Promise((resolve) => setImmediate(resolve));
    }
    this.forgetCommits();
  }

  /** Drops the commits every session has caught up with. */
  private forgetCommits() {
    let oldest: bigint | null = null;
    for (const session of this.sessions) {
      if (!session.closed && (oldest === null || session.syncedTs < oldest)) oldest = session.syncedTs;
    }
    const firstNeeded = oldest === null ? -1 : this.commits.findIndex((commit) => commit.ts > oldest);
    this.commits.splice(0, firstNeeded === -1 ? this.commits.length : firstNeeded);
  }
}

/** Sets a query's entry last in the map, replacing an earlier one: a Transition names each query once. */
function setLast(modifications: Map<number, string>, queryId: number, modification: string) {
  modifications.delete(queryId);
  modifications.set(queryId, modification);
}

function maxTs(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}
