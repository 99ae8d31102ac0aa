// Catch-up and invalidation: as a deployment's sync worker does for its client, a session is brought
// to the newest commit one at a time: the queries that any commit since their last run wrote into are
// re-run, until all of them hold at one timestamp, and the session gets one Transition with
// everything that changed.
import type { QueryRun, SandboxBackend } from "./backend";
import type { Commit } from "./convexTestInternals";
import { indexCommit, isInvalidated, type CommitIndex, type Read } from "./readSet";
import { refresh, setLast, update, type Session, type Subscription } from "./syncSession";

/** Runs of one catch-up pass, shared by the sessions watching the same query (see `sharedRun`). */
type SharedRuns = Map<string, Promise<QueryRun>>;

/** Brings the sessions of sandbox/syncServer.ts to the newest commit; their messages are answered there. */
export class CatchUp {
  /** Commits that wrote something and that some session has not caught up with, oldest first. */
  private readonly commits: { ts: bigint; index: CommitIndex }[] = [];

  constructor(
    private readonly backend: SandboxBackend,
    private readonly sessions: ReadonlySet<Session>,
  ) {}

  /** Notes a commit that wrote something, for the sessions to catch up with. */
  record(commit: Commit) {
    this.commits.push({ ts: commit.ts, index: indexCommit(commit.changes) });
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
  async session(session: Session, shared: SharedRuns = new Map()): Promise<Map<number, string>> {
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
        const update = refresh(queryId, subscription, ran);
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

  /** Brings every session to the newest commit, one session (and its one Transition) at a time. */
  async all() {
    const shared: SharedRuns = new Map();
    for (const session of [...this.sessions]) {
      if (session.closed || session.syncedTs >= this.backend.hooks.latestTs()) continue;
      // Between sessions, due timers (scheduled functions) and socket events get their turn.
      if (update(session, await this.session(session, shared))) await new Promise((resolve) => setImmediate(resolve));
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

function maxTs(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}
