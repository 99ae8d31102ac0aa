// The cost rows of the feed: a page for a typical viewer and for one who follows many people.
import { coarseNow } from "@convex/rules/feed";
import { SIZES } from "../dataset";
import type { Measurement } from "../meter";
import type { Budget, Row, WorstCase } from "./budgets";

/**
 * A feed page (fan-out on write, docs/decisions/0005-feed-fan-out.md) reads two documents per item
 * shown (its feed row, then the review or shop) and a constant: the viewer's feedTotals row, the rows that
 * left the window and wait for the purge (read one by one up to 20, past that counted by a walk down the
 * viewer's feedCounts B-tree: 16 keys a node, 4 levels hold 65,536 rows, a tree document and one node per
 * level), and the page's rows. The first page is the newest rows by time, one more to see that no tie crosses
 * its edge (when one does, a walk to the page as on the others). Under 20 beside the items, however many
 * people the viewer follows. A page past the first also walks to its offset from the nearer end,
 * reading up to half of each level's 16 children: 8 × 4 more.
 * The reviews of big accounts read on open (decision 38) add one empty bigFollows range here: the bench's
 * viewers follow no account with BIG_ACCOUNT_FOLLOWERS. A follower of big accounts reads at most
 * BIG_FOLLOWS_READ × (2 + BIG_REVIEWS_READ) more, and a page past the first a few counts (a binary search);
 * tests/backend/activity/big-accounts.test.ts covers that path, no cost row measures it yet.
 */
const FEED_PAGE_CONSTANT = 20;
const FEED_OFFSET_WALK = 8 * 4;
const shownItems = (m: Measurement) => (m.result as { items: unknown[] }).items.length;
function feedBudget(m: Measurement): Budget {
  return {
    // A row, its review or shop, and that one's counts row (decision 37).
    limit: 3 * shownItems(m) + FEED_PAGE_CONSTANT,
    rule: `3 × shown (${shownItems(m)}) + ${FEED_PAGE_CONSTANT}`,
  };
}
function deepFeedBudget(m: Measurement): Budget {
  return {
    limit: 3 * shownItems(m) + FEED_PAGE_CONSTANT + FEED_OFFSET_WALK,
    rule: `3 × shown (${shownItems(m)}) + ${FEED_PAGE_CONSTANT} + offset walk ${FEED_OFFSET_WALK}`,
  };
}

export const FEED_ROWS: Record<string, Row> = {
  "feed:list": {
    screen: "feed: a page of 10 (a user with the median number of follows)",
    as: (d) => d.typicalFollower,
    args: () => ({ now: coarseNow(Date.now()), page: 1 }),
    budget: (m) => feedBudget(m),
    naive: ["follows", "reviews", "shops"],
  },
};

export const FEED_WORST_CASES: WorstCase[] = [
  {
    name: `feed:list (follows ${SIZES.heavyFollows})`,
    fn: "feed:list",
    row: {
      screen: `feed: a page of 10 for someone following ${SIZES.heavyFollows} people`,
      as: (d) => d.keenestFollower,
      args: () => ({ now: coarseNow(Date.now()), page: 1 }),
      budget: (m) => feedBudget(m),
      naive: ["follows", "reviews", "shops"],
    },
  },
  {
    name: `feed:list (follows ${SIZES.heavyFollows}, middle page)`,
    fn: "feed:list",
    row: {
      screen: `feed: the middle page for someone following ${SIZES.heavyFollows} people (the longest offset walk)`,
      as: (d) => d.keenestFollower,
      args: (d) => ({ now: coarseNow(Date.now()), page: Math.ceil((d.feedRows.get(d.keenestFollower) ?? 0) / 20) }),
      budget: (m) => deepFeedBudget(m),
      naive: ["follows", "reviews", "shops"],
    },
  },
];
