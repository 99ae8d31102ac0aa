// Who is looking at a shop right now: how often a viewer says so, and how the count reads.

/**
 * A viewer with the shop panel open sends a heartbeat this often (10 s before decision 21).
 * Arrivals and panels that close show at once; a viewer who vanishes without a word (a dead phone)
 * is dropped after 2.5 missed beats, 75 s.
 */
export const PRESENCE_HEARTBEAT_MS = 30_000;
/** Shops one person can be counted at at once (two panels in two tabs); a third is not counted. */
export const MAX_ROOMS_PER_VIEWER = 2;
/** Other viewers counted at most; more read as "20+". */
export const WATCHERS_CAP = 20;
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

/** How long the presence component's row of someone who left a room is kept before the sweep deletes it. */
export const PRESENCE_OFFLINE_KEEP_MS = 60 * 60 * 1000;
/** Room visits the presence sweep settles per transaction (each a few calls into the component). */
export const PRESENCE_SWEEP_BATCH = 50;
