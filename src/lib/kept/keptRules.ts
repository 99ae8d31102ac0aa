// The offline copy of what a person saw (decision 31): which results are kept, under which key, and for
// how long. Pure, so the rules are tested without a browser's IndexedDB.

/** One kept result: what the screen last showed and when it arrived. */
export type KeptEntry<T = unknown> = { savedAt: number; value: T };

/** A kept result older than this is dropped: a month-old menu or review list misleads more than it helps. */
export const KEPT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** At most this many results of one query are kept (the recently opened shops, each shop's reviews). */
export const KEPT_PER_QUERY = 20;

const SEPARATOR = "\u0000";

/**
 * The key of one result: the person it belongs to, the query, and its arguments (or a fixed name, for a
 * query whose latest answer is what counts, like the markers of the last map view).
 */
export function keptKey(owner: string, query: string, args: unknown): string {
  return ["kept", owner, query, typeof args === "string" ? args : stableJson(args)].join(SEPARATOR);
}

/** The person and query a key was made for (null for a key this cache did not make). */
export function keptKeyParts(key: string): { owner: string; query: string } | null {
  const parts = key.split(SEPARATOR);
  return parts.length === 4 && parts[0] === "kept" ? { owner: parts[1]!, query: parts[2]! } : null;
}

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` name the same result. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/**
 * Whose session a token is: the user id in its subject (`userId|sessionId`, as Convex Auth signs it),
 * read without checking the signature (the server does that; this only names the offline copy).
 */
export function tokenOwner(token: string | null): string | null {
  const payload = token?.split(".")[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === "string" && sub.length > 0 ? sub.split("|")[0]! : null;
  } catch {
    return null;
  }
}

/**
 * The keys to drop: results older than KEPT_MAX_AGE_MS, and beyond the KEPT_PER_QUERY newest of each
 * person's query.
 */
export function keysToDrop(entries: [string, KeptEntry][], now: number): string[] {
  const drop: string[] = [];
  const byQuery = new Map<string, [string, number][]>();
  for (const [key, entry] of entries) {
    const parts = keptKeyParts(key);
    if (!parts) continue;
    if (now - entry.savedAt > KEPT_MAX_AGE_MS) {
      drop.push(key);
      continue;
    }
    const group = `${parts.owner}${SEPARATOR}${parts.query}`;
    byQuery.set(group, [...(byQuery.get(group) ?? []), [key, entry.savedAt]]);
  }
  for (const group of byQuery.values()) {
    group.sort((a, b) => b[1] - a[1]);
    drop.push(...group.slice(KEPT_PER_QUERY).map(([key]) => key));
  }
  return drop;
}
