// Whether two calls would conflict on a deployment. Convex runs mutations concurrently under
// optimistic concurrency: a transaction whose reads another one wrote into meanwhile is retried, and
// after a few tries fails. convex-test runs one call at a time, so here each call runs alone with its
// reads and writes recorded, and a pair conflicts when one's reads meet the other's writes.
import type { JSONValue } from "convex/values";
import type { CallResult, Identity, SandboxBackend } from "./backend";
import { touches, type Change, type Read } from "./readSet";

export type Footprint = { result: CallResult; reads: Read[]; writes: Change[] };

/** Runs one public function as `identity`, recording what its transactions read and wrote (not the jobs it scheduled). */
export async function footprint(
  backend: SandboxBackend,
  kind: "mutation" | "action",
  path: string,
  args: JSONValue,
  identity: Identity | null,
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
    return {
      result,
      reads,
      writes: written.filter((commit) => own.has(commit.ts)).flatMap((commit) => commit.changes),
    };
  } finally {
    stop();
  }
}

/** Where one call's reads meet the other's writes, as "table" or "component/table" names; empty when they would not conflict. */
export function conflicts(a: Footprint, b: Footprint): string[] {
  const meet = (reads: readonly Read[], writes: readonly Change[]) =>
    writes
      .filter((change) => reads.some((read) => touches(read, change)))
      .map((change) => (change.component ? `${change.component}/${change.table}` : change.table));
  return [...new Set([...meet(a.reads, b.writes), ...meet(b.reads, a.writes)])].sort();
}
