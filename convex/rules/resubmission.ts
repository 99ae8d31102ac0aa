// A form sent twice (a double click, a retry after a dropped connection) is one submission: the
// second gets the first's result instead of storing a copy.

/** How long after a submission the same one again counts as a repeat. */
export const RESUBMIT_WINDOW_MS = 10 * 60 * 1000;

/** Whether `previous`, stored at its creation time, is what is being submitted again now. */
export function isResubmission(
  previous: { _creationTime: number } | null,
  submitted: Record<string, unknown>,
  now: number,
): boolean {
  if (previous === null || now - previous._creationTime > RESUBMIT_WINDOW_MS) return false;
  return holdsAll(previous, submitted);
}

/** Whether the stored document already holds every submitted value (an edit that changes nothing). */
export function holdsAll(stored: object, submitted: Record<string, unknown>): boolean {
  const fields = stored as Record<string, unknown>;
  return Object.keys(submitted).every((key) => JSON.stringify(fields[key]) === JSON.stringify(submitted[key]));
}
