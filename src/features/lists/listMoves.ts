// Where an entry goes when it is moved: the two neighbours the server places it between (decision 32), and the
// order the screen shows meanwhile. Pure, so the keyboard's and the pointer's moves share it.

/** The entry ids around `id` once it sits at `to` (0-based, in the order without it counted back in). */
export function neighboursAt<T extends string>(ids: readonly T[], id: T, to: number) {
  const order = movedOrder(ids, id, to);
  const at = order.indexOf(id);
  return { after: order[at - 1] ?? null, before: order[at + 1] ?? null };
}

/** `ids` with `id` moved to position `to` (clamped to the list). */
export function movedOrder<T extends string>(ids: readonly T[], id: T, to: number): T[] {
  const rest = ids.filter((other) => other !== id);
  if (rest.length === ids.length) return [...ids];
  const place = Math.max(0, Math.min(to, rest.length));
  return [...rest.slice(0, place), id, ...rest.slice(place)];
}

/** What a screen reader hears after a move: "Moved Blue Bottle to position 3 of 5." */
export function movedText(name: string, position: number, total: number): string {
  return `Moved ${name} to position ${position} of ${total}.`;
}
