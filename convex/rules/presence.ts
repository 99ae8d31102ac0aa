// Who is looking at a shop right now: how long a viewer counts without a word, and how the count reads.

/**
 * A viewer counts this long after they joined or last renewed (decision 39; a beat every 30 s before it,
 * decision 21). A panel that closes leaves 10 s later or with the next panel's join (decision 41); one that
 * vanishes without a word (a closed tab, a dead phone) drops out when its time is up, at the next sweep.
 */
export const PRESENCE_TTL_MS = 5 * 60_000;
/**
 * A panel in use renews its time once this much of it has gone, on the person's next touch, key or
 * scroll: a quiet panel writes nothing after it joins, so it stops counting PRESENCE_TTL_MS after.
 */
export const PRESENCE_RENEW_AFTER_MS = 2 * 60_000;
/** The sweep of expired presence runs this often (convex/crons.ts), so a vanished viewer goes within TTL + this. */
export const PRESENCE_SWEEP_MINUTES = 1;
/** Expired sessions one sweep removes; past it, the sweep runs again at once. */
export const PRESENCE_SWEEP_BATCH = 200;

/** When a session that joins or renews at `now` stops counting. */
export const presenceExpiry = (now: number) => now + PRESENCE_TTL_MS;

/** Whether a panel whose last join was at `joinedAt` should renew it, at `now`, on the person's activity. */
export const shouldRenew = (joinedAt: number, now: number) => now - joinedAt >= PRESENCE_RENEW_AFTER_MS;

/** Shops one person can be counted at at once (two panels in two tabs); a third is not counted. */
export const MAX_ROOMS_PER_VIEWER = 2;
/** Other viewers counted at most; more read as "20+". */
export const WATCHERS_CAP = 20;
/** People the shared panel query counts in a room at most: the cap, the viewer, and one to tell "more". */
export const LOOKING_READ = WATCHERS_CAP + 2;

/**
 * "Others looking" for one viewer, from the shared count of everyone in the room (`looking`, `full` when it
 * reached LOOKING_READ) and what only the viewer knows: whether they are counted there (their join's answer), and
 * how many of those counted they blocked (left out of what the blocker sees).
 */
export function othersLooking(
  shared: { looking: number; full: boolean },
  mine: { here: boolean; blockedHere: number },
): { others: number; capped: boolean } {
  const others = Math.max(0, shared.looking - (mine.here ? 1 : 0) - mine.blockedHere);
  const capped = others > WATCHERS_CAP || (shared.full && others >= WATCHERS_CAP);
  return { others: Math.min(others, WATCHERS_CAP), capped };
}
/** A viewing session id, as the browser makes it (a UUID). */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;

/** "No one else is looking at this shop right now." / "1 other person is …" / "20+ other people are …" */
export function watchersText(others: number, capped: boolean): string {
  if (others <= 0) return "No one else is looking at this shop right now.";
  if (others === 1 && !capped) return "1 other person is looking at this shop right now.";
  return `${others}${capped ? "+" : ""} other people are looking at this shop right now.`;
}

/** People a list's page names among those looking at it ("Ana, Ben and 2 others"). */
export const LIST_VIEWERS_NAMED = 2;

/** "Ana is looking at this list too." / "Ana, Ben and 2 others are looking at this list." / nothing when alone. */
export function listViewersText(names: string[], others: number, capped: boolean): string {
  const more = others > 0 ? `${others}${capped ? "+" : ""} ${others === 1 && !capped ? "other" : "others"}` : "";
  const people = more ? [...names, more] : names;
  if (people.length === 0) return "";
  const joined = people.length === 1 ? people[0]! : `${people.slice(0, -1).join(", ")} and ${people.at(-1)!}`;
  const single = names.length + others === 1 && !capped;
  return `${joined} ${single ? "is" : "are"} looking at this list too.`;
}
