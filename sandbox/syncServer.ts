// The sandbox's sync worker: one session per WebSocket (sandbox/syncSession.ts), each with its query
// set and identity. Every message and every catch-up after commits is handled in one queue, in
// order; this file answers the client's messages, sandbox/catchUp.ts brings sessions to the newest
// commit.
import type { JSONValue } from "convex/values";
import type { CallResult, Identity, SandboxBackend } from "./backend";
import { CatchUp } from "./catchUp";
import { encodeTs, parseClientMessage, type ClientMessage, type StateModification } from "./syncProtocol";
import { Session, modification, refresh, setLast, transition, update, type SyncConnection } from "./syncSession";

type MutationResponse = Record<string, JSONValue>;
/** A mutation's answer, kept with its commit timestamp (null when it failed). */
type Answered = { response: MutationResponse; ts: bigint | null };

const PING_MS = 20_000;
/** Mutation answers kept per session, so a mutation re-sent after a reconnect is applied once. */
const REMEMBERED_MUTATIONS = 200;
const REMEMBERED_SESSIONS = 2_000;

/** A Mutation's or Action's answer in the protocol's shape. */
function response(type: "MutationResponse" | "ActionResponse", requestId: number, result: CallResult, ts?: bigint) {
  if (result.status === "success") {
    return {
      type,
      requestId,
      success: true,
      result: result.value,
      ...(ts !== undefined ? { ts: encodeTs(ts) } : {}),
      logLines: [],
    };
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

export class SyncServer {
  private readonly sessions = new Set<Session>();
  private readonly mutations = new Map<string, Map<number, Answered>>();
  private readonly catchUp: CatchUp;
  private passQueued = false;
  private work: Promise<void> = Promise.resolve();
  private readonly stopListening: () => void;

  constructor(
    private readonly backend: SandboxBackend,
    private readonly log: (line: string) => void = () => {},
  ) {
    this.catchUp = new CatchUp(backend, this.sessions);
    this.stopListening = backend.hooks.onCommit((commit) => {
      this.catchUp.record(commit);
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
      session.queries.set(change.queryId, {
        udfPath: change.udfPath,
        args: change.args[0],
        reads: ran.reads,
        sent: added,
        validAt: ran.snapshotTs,
      });
      setLast(modifications, change.queryId, added);
    }
    for (const [queryId, update] of await this.catchUp.session(session)) setLast(modifications, queryId, update);
    transition(session, { ...session.version, querySet: message.newVersion, ts: session.syncedTs }, [
      ...modifications.values(),
    ]);
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
          error:
            "Could not verify OIDC token claim. Check that the token signature is valid and the token hasn't expired.",
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
      const changed = refresh(
        queryId,
        subscription,
        await this.backend.runQuery(subscription.udfPath, subscription.args, session.identity),
      );
      if (changed) setLast(modifications, queryId, changed);
    }
    for (const [queryId, update] of await this.catchUp.session(session)) setLast(modifications, queryId, update);
    transition(session, { ...session.version, identity: message.baseVersion + 1, ts: session.syncedTs }, [
      ...modifications.values(),
    ]);
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
    update(session, await this.catchUp.session(session));
  }

  private async action(
    session: Session,
    message: Extract<ClientMessage, { type: "Action" }>,
    identity: Identity | null,
  ) {
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
      await this.catchUp.all();
    });
  }
}
