// Which accounts are established: their reviews count in ratings (decision 28), their Helpful votes
// move counts and "most helpful" order, and they count among the people looking at a shop
// (docs/decisions/0019-established-accounts.md). Anyone may still review, vote, follow and open a
// panel; a throwaway account just moves nothing for others.

const DAY = 24 * 60 * 60 * 1000;

/** How old an account must be, with a review written, before it is established. */
export const ESTABLISHED_AFTER_DAYS = 3;
export const ESTABLISHED_AFTER_MS = ESTABLISHED_AFTER_DAYS * DAY;

export type TrustFacts = { _creationTime: number; reviewCount?: number; establishedAt?: number };

/**
 * Established: marked so (`establishedAt`, e.g. the demo accounts, whose records are as new as the
 * deployment), or at least ESTABLISHED_AFTER_MS old with at least one review of its own.
 */
export function isEstablished(user: TrustFacts, now: number): boolean {
  const from = establishedFrom(user);
  return from !== null && from <= now;
}

/**
 * When the account is (or becomes) established as things stand, or null while it has no review: a
 * time, so a query can say it without reading the clock and the screen can compare it with its own.
 */
export function establishedFrom(user: TrustFacts): number | null {
  const byAge = (user.reviewCount ?? 0) >= 1 ? user._creationTime + ESTABLISHED_AFTER_MS : null;
  if (user.establishedAt === undefined) return byAge;
  return byAge === null ? user.establishedAt : Math.min(user.establishedAt, byAge);
}
