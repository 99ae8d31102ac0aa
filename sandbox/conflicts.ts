// Whether two calls would conflict on a deployment. Convex runs mutations concurrently under
// optimistic concurrency: a transaction whose reads another one wrote into meanwhile is retried, and
// after a few tries fails. convex-test runs one call at a time, so here each call runs alone with its
// reads and writes recorded, and a pair conflicts when one's reads meet the other's writes.
import type { JSONValue } from "convex/values";
import type { CallResult, Identity, SandboxBackend } from "./backend";
import { touches, type Change, type Read } from "./readSet";

type Access = { reads: Read[]; writes: Change[] };
/** What a call read and wrote, and what the jobs it scheduled read and wrote (all of them, run to the end). */
export type Footprint = Access & { result: CallResult; jobs: Access };

/**
 * Runs one public function as `identity`, recording what its transactions read and wrote; then, when `runJobs` is
 * given, runs the jobs it scheduled (and theirs) and records those apart.
 */
export async function footprint(
  backend: SandboxBackend,
  kind: "mutation" | "action",
  path: string,
  args: JSONValue,
  identity: Identity | null,
  runJobs?: () => Promise<void>,
): Promise<Footprint> {
  const written: { ts: bigint; changes: Change[] }[] = [];
  const stop = backend.hooks.onCommit((commit) => written.push(commit));
  const record = { reads: [] as Read[], commits: [] as bigint[] };
  try {
    const result = await backend.run(kind, path, args, identity, record);
    // Copied before any timer runs: the jobs it scheduled run later in the same async context and
    // would add their own reads and commits to these arrays.
    const reads = [...record.reads];
    const own = new Set(record.commits);
    const writesOf = (commits: Set<bigint>) =>
      written.filter((commit) => commits.has(commit.ts)).flatMap((commit) => commit.changes);
    // The jobs run in the call's async context, so what they read and commit lands in the same record, after.
    await runJobs?.();
    const jobCommits = new Set(record.commits.filter((ts) => !own.has(ts)));
    return {
      result,
      reads,
      writes: writesOf(own),
      jobs: { reads: record.reads.slice(reads.length), writes: writesOf(jobCommits) },
    };
  } finally {
    stop();
  }
}

const meet = (reads: readonly Read[], writes: readonly Change[]) =>
  writes
    .filter((change) => reads.some((read) => touches(read, change)))
    .map((change) => (change.component ? `${change.component}/${change.table}` : change.table));
const names = (found: string[]) => [...new Set(found)].sort();

/**
 * Where one person's call reads what the other's call, or a job it scheduled, writes: the call a person waits for
 * would be retried (and fail if it kept meeting them). As "table" or "component/table" names; empty when none.
 */
export function conflicts(a: Footprint, b: Footprint): string[] {
  return names([...meet(a.reads, [...b.writes, ...b.jobs.writes]), ...meet(b.reads, [...a.writes, ...a.jobs.writes])]);
}

/** Where a job one call scheduled reads what the other call or its jobs write: the job is retried, nobody waits. */
export function jobConflicts(a: Footprint, b: Footprint): string[] {
  return names([
    ...meet(a.jobs.reads, [...b.writes, ...b.jobs.writes]),
    ...meet(b.jobs.reads, [...a.writes, ...a.jobs.writes]),
  ]);
}
