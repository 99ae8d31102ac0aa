// Files the backend publishes on the bucket from a row that counts their changes: a map region's, a wide
// region's and a shop panel's (decisions 40, 42, 43). A change counts on the row and starts one publish unless
// one is under way; a publish that ends without some change that came meanwhile starts another.

/** A burst of changes (an import's batch, a busy minute) makes one file. */
export const PUBLISH_DELAY_MS = 1_000;
/**
 * A reviewer's newest reviews whose shops' panel files are looked at when their badges change (decision 48; the
 * highest tiers ask 20 to 25, so this is rare). A panel shows a shop's five newest reviews: an older review of
 * a reviewer past this many may sit on a quiet shop's panel, which shows their old badges until it changes.
 */
export const REVIEWER_PANELS_READ = 1_000;
/** A publish that has not ended by then failed (an action is not retried): the next change starts another. */
export const STALE_PUBLISH_MS = 5 * 60_000;
/** A page that read the old address may still be fetching it: the old file goes this long after. */
export const OLD_FILE_KEPT_MS = 10 * 60_000;

type Publishing = { changes: number; publishingSince?: number };

/** A change counted at `now` on `row` (null: none yet): the row's fields after it, and whether to start a publish. */
export function changeCounted(row: Publishing | null, now: number) {
  const since = row?.publishingSince;
  const underWay = since !== undefined && now - since < STALE_PUBLISH_MS;
  return { changes: (row?.changes ?? 0) + 1, publishingSince: underWay ? since : now, startPublish: !underWay };
}

/** A publish that took in `included` of the row's changes ended at `now`: whether to publish again, and since when. */
export function publishEnded(row: Publishing, included: number, now: number) {
  const again = row.changes > included;
  return { again, publishingSince: again ? now : undefined };
}
