// Typical flavor notes of a shop: the 3 most frequent notes across its beans (docs/product.md §9).

export const TYPICAL_NOTES_COUNT = 3;

/**
 * Notes are "a, b, c" strings. Counting ignores case and spacing; ties keep the order in which
 * the notes first appear, so the answer is stable while beans are edited elsewhere.
 */
export function typicalFlavorNotes(beans: ReadonlyArray<{ notes: string }>, count = TYPICAL_NOTES_COUNT): string[] {
  const tally = new Map<string, { note: string; count: number; first: number }>();
  for (const bean of beans) {
    for (const raw of bean.notes.split(",")) {
      const note = raw.trim();
      if (!note) continue;
      const key = note.toLowerCase();
      const entry = tally.get(key);
      if (entry) entry.count++;
      else tally.set(key, { note, count: 1, first: tally.size });
    }
  }
  return [...tally.values()]
    .sort((a, b) => b.count - a.count || a.first - b.first)
    .slice(0, count)
    .map((entry) => entry.note);
}
