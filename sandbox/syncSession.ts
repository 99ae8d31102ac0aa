// A sync session: one WebSocket's query set, identity and version, and the Transitions it is sent
// (sandbox/syncServer.ts answers its messages, sandbox/catchUp.ts brings it to the newest commit).
import type { JSONValue } from "convex/values";
import type { Identity, QueryRun } from "./backend";
import type { Read } from "./readSet";
import {
  encodeQueryUpdated,
  encodeTransition,
  encodeVersion,
  type StateModification,
  type StateVersion,
} from "./syncProtocol";

/** One end of a socket, whatever carries it (ws in Node, an in-process pair in jsdom tests). */
export type SyncConnection = { send(text: string): void; close(code: number, reason: string): void };

export type Subscription = {
  udfPath: string;
  args: JSONValue;
  reads: Read[];
  /** The modification last sent for it, as text, to tell whether a re-run changed anything. */
  sent: string;
  /** The result holds at this commit; later commits that wrote into `reads` make it stale. */
  validAt: bigint;
};

export class Session {
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

/** What a Transition says about a query's new result, as text. */
export function modification(queryId: number, { result }: QueryRun): string {
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

/** Keeps a re-run's reads and result; the modification to send, or null when the result is unchanged. */
export function refresh(queryId: number, subscription: Subscription, ran: QueryRun): string | null {
  subscription.reads = ran.reads;
  subscription.validAt = ran.snapshotTs;
  const update = modification(queryId, ran);
  if (update === subscription.sent) return null;
  subscription.sent = update;
  return update;
}

export function transition(session: Session, end: StateVersion, modifications: string[]) {
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

/** A Transition to the session's timestamp when something changed or it waits for a mutation; whether one was sent. */
export function update(session: Session, changed: Map<number, string>): boolean {
  const waiting = session.awaitingTs !== null && session.awaitingTs <= session.syncedTs;
  if (changed.size === 0 && !waiting) return false;
  transition(session, { ...session.version, ts: session.syncedTs }, [...changed.values()]);
  return true;
}

/** Sets a query's entry last in the map, replacing an earlier one: a Transition names each query once. */
export function setLast(modifications: Map<number, string>, queryId: number, modification: string) {
  modifications.delete(queryId);
  modifications.set(queryId, modification);
}
