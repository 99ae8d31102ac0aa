import { useSyncExternalStore } from "react";
import type { Id } from "@convex/_generated/dataModel";

// A Helpful vote the server has taken whose count is still on its way: the review's count follows
// the vote in a scheduled job a moment later (decision 25). Until the lists show that count, the
// one who voted keeps seeing what they did, instead of the count dipping back for that moment.

type Pending = { helpful: boolean; count: number };

/**
 * How long a vote's expected count is shown: far longer than the job takes. Until the server's
 * answer arrives the lists hold Convex's optimistic value, which equals the expected count, so the
 * lists "reaching" it says nothing; the count someone else's vote adds meanwhile shows after this.
 */
const PENDING_MS = 5_000;

const pending = new Map<Id<"reviews">, Pending>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version++;
  for (const listener of listeners) listener();
}

/** The server took the vote and answered with the count to expect. */
export function rememberVote(reviewId: Id<"reviews">, helpful: boolean, count: number): void {
  const vote = { helpful, count };
  pending.set(reviewId, vote);
  changed();
  setTimeout(() => {
    if (pending.get(reviewId) !== vote) return;
    pending.delete(reviewId);
    changed();
  }, PENDING_MS);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The review's count as the viewer should see it, and their vote while its count is on its way (else undefined). */
export function useShownVote(review: { _id: Id<"reviews">; helpfulCount?: number }): {
  count: number;
  helpful: boolean | undefined;
} {
  useSyncExternalStore(subscribe, () => version);
  const vote = pending.get(review._id);
  return vote ? { count: vote.count, helpful: vote.helpful } : { count: review.helpfulCount ?? 0, helpful: undefined };
}
