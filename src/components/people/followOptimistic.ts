import type { OptimisticLocalStore } from "convex/browser";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";

/** Adds `change` to one of a person's counts on the profile page's people.profile, when the screen holds it. */
function addToCount(store: OptimisticLocalStore, userId: string, count: "followers" | "following", change: number) {
  const person = store.getQuery(api.people.profile, { userId });
  if (!person) return;
  const counts = { ...person.counts, [count]: Math.max(0, person.counts[count] + change) };
  store.setQuery(api.people.profile, { userId }, { ...person, counts });
}

/**
 * What a follow (`on`) or unfollow changes on the follower's screen, shown before the server answers: the button
 * (whichever query the screen holds it in), the person's follower count and the follower's own following count.
 * Convex drops these values when the server's answer arrives, or puts the old ones back if it refuses.
 */
export function showFollowing(store: OptimisticLocalStore, userId: string, me: Id<"users"> | undefined, on: boolean) {
  // Another person's page holds it in people.mine, a list of people in follows.isFollowing.
  const pages = store
    .getAllQueries(api.people.mine)
    .flatMap(({ args, value }) => (args.userId === userId && value ? [{ args, value }] : []));
  const now = store.getQuery(api.follows.isFollowing, { userId }) ?? pages[0]?.value.following;
  if (now === on) return;
  store.setQuery(api.follows.isFollowing, { userId }, on);
  for (const { args, value } of pages) store.setQuery(api.people.mine, args, { ...value, following: on });
  const change = on ? 1 : -1;
  addToCount(store, userId, "followers", change);
  if (me !== undefined) addToCount(store, me, "following", change);
}
