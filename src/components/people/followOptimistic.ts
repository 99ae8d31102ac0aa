import type { OptimisticLocalStore } from "convex/browser";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";

/**
 * What a follow (`on`) or unfollow changes on the follower's screen, shown before the server
 * answers: the button, the person's follower count and the follower's own following count. Convex
 * drops these values when the server's answer arrives, or puts the old ones back if it refuses.
 */
export function showFollowing(store: OptimisticLocalStore, userId: string, me: Id<"users"> | undefined, on: boolean) {
  if (store.getQuery(api.follows.isFollowing, { userId }) === on) return;
  store.setQuery(api.follows.isFollowing, { userId }, on);
  const change = on ? 1 : -1;
  const theirs = store.getQuery(api.people.counts, { userId: userId as Id<"users"> });
  if (theirs)
    store.setQuery(
      api.people.counts,
      { userId: userId as Id<"users"> },
      { ...theirs, followers: Math.max(0, theirs.followers + change) },
    );
  if (me === undefined) return;
  const mine = store.getQuery(api.people.counts, { userId: me });
  if (mine)
    store.setQuery(api.people.counts, { userId: me }, { ...mine, following: Math.max(0, mine.following + change) });
}
