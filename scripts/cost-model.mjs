// What a month of Brew Map costs on Convex for a stated usage profile: function calls, database I/O and
// file egress, from what each call read and returned as measured by `npm run bench` on its 200,000-review
// data set (docs/cost-per-call.json), beside the quotas Convex's plans include. Before and after
// presence moved to a beat every 30 s (decision 21) and the map query to one run shared by every viewer.
//   node scripts/cost-model.mjs [profile.json]     (a JSON file overriding any field of PROFILE below)
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const { calls, measured } = JSON.parse(readFileSync(resolve(root, "docs/cost-per-call.json"), "utf8"));

/** The usage profile: each number is an assumption, to be replaced by real usage when there is some. */
const PROFILE = {
  dailyUsers: 10_000,
  days: 30,
  perUser: {
    appOpens: 1,
    mapMoves: 12,
    searches: 3,
    panels: 8,
    panelMinutes: 2,
    feedViews: 2,
    profileViews: 1,
    photoViewerOpens: 1,
  },
  perDay: { reviews: 1_000, reviewsWithPhoto: 0.5, follows: 300, helpfulVotes: 2_000 },
  /** Small photo copies a panel shows on average (review cards, header, grid), and their size (decision 16: at most 60 KB, about 45 measured). */
  photosPerPanel: 4,
  smallPhotoKB: 45,
  largePhotoKB: 500,
  /** A review's followers (their feeds re-run) and the people with its city's map or its shop's panel open at that moment. */
  followersPerAuthor: 10,
  cityMapViewers: 7,
  panelViewers: 1,
  /** Bytes a write or scheduled job moves besides what it reads (not measured: documents are 1–2 KB). */
  writeKB: 2,
  /**
   * Share of a session-free query's loads that Convex answers from its cache (someone asked the same question
   * since the last change): a cached answer reads nothing from the database. Assumed, not measured: the map's
   * tile-aligned views of one city repeat; a panel or search less often.
   */
  cacheHitShare: { "shops:inViewport": 0.5, "search:shops": 0.2, panel: 0.2 },
  /** Share of photo views the browser already holds (a deployment serves files as private, cacheable for 30 days). Assumed. */
  photoBrowserCacheShare: 0.2,
  ...(process.argv[2] ? JSON.parse(readFileSync(process.argv[2], "utf8")) : {}),
};

/** Convex's included quotas a month, from docs.convex.dev/production/state/limits (get-convex/convex-backend, npm-packages/docs/docs/production/state/limits.mdx, read 2026-11-27). */
const PLANS = {
  "Starter (free)": { calls: 1_000_000, dbGB: 1, egressGB: 1 },
  Professional: { calls: 25_000_000, dbGB: 50, egressGB: 50 },
};
/** Professional's price beyond what it includes, from the same page: per 1,000,000 calls, per GB of I/O, per GB of egress. */
const PRO_OVERAGE = { calls: 2 / 1_000_000, dbGB: 0.2, egressGB: 0.12 };

/**
 * Before: heartbeats every 10 s and every query read the session, so a deployment cached each one per person
 * (no two viewers shared an answer). After: 30 s, and the queries below read no session.
 */
const VERSIONS = { before: { heartbeatSeconds: 10, shared: false }, after: { heartbeatSeconds: 30, shared: true } };
/** The session-free queries, and which cache-hit share of the profile each takes. */
const SHARED = {
  "shops:inViewport": "shops:inViewport",
  "search:shops": "search:shops",
  "shops:panel": "panel",
  "reviews:listForShop": "panel",
  "photos:forShop": "panel",
  "beans:forShop": "panel",
};

const PANEL = [
  "shops:panel",
  "reviews:listForShop",
  "photos:forShop",
  "beans:forShop",
  "presence:watching",
  "people:followedReviewers",
  "helpfulVotes:mine",
  "saved:forShop",
];
const PROFILE_PAGE = ["users:getProfile", "reviews:listForUser", "badges:forUser", "people:counts"];

/**
 * Calls are what Convex bills as function calls: "explicit client calls, scheduled executions, subscription
 * updates, and file accesses" (the limits page), so every viewer's update counts and so does every photo the
 * browser fetches. Database I/O comes only from runs that read the database: a session-free query's cached
 * answer reads nothing ("You don't get charged for database bandwidth for cached reads", docs.convex.dev/realtime).
 */
function model({ heartbeatSeconds, shared }) {
  const p = PROFILE;
  const tally = new Map();
  const hitShare = (name) => (shared && SHARED[name] ? p.cacheHitShare[SHARED[name]] : 0);
  /** `n` loads by viewers: each a call; a shared query's cache hits run nothing. */
  const load = (name, n) => count(name, n, n * (1 - hitShare(name)));
  /** A change re-runs a query for `viewers` subscribers: each gets an update (a call); a shared query runs once. */
  const update = (name, changes, viewers) =>
    count(name, changes * viewers, changes * (shared && SHARED[name] ? 1 : viewers));
  function count(name, calls, runs = calls) {
    const row = tally.get(name) ?? { calls: 0, runs: 0 };
    tally.set(name, { calls: row.calls + calls, runs: row.runs + runs });
  }
  const users = p.dailyUsers;
  load("users:me", users * p.perUser.appOpens);
  load("notifications:unreadCount", users * p.perUser.appOpens);
  load("shops:inViewport", users * p.perUser.mapMoves);
  load("search:shops", users * p.perUser.searches);
  for (const name of PANEL) load(name, users * p.perUser.panels);
  count("presence:heartbeat", users * p.perUser.panels * Math.ceil((p.perUser.panelMinutes * 60) / heartbeatSeconds));
  count("presence:leave", users * p.perUser.panels);
  load("feed:list", users * p.perUser.feedViews);
  for (const name of PROFILE_PAGE) load(name, users * p.perUser.profileViews);
  // Writes, and the scheduled jobs and live updates each causes.
  const { reviews, reviewsWithPhoto, follows, helpfulVotes } = p.perDay;
  count("reviews:create", reviews);
  count("photos:generateUploadUrl", reviews * reviewsWithPhoto * 2);
  count("photos:registerUpload", reviews * reviewsWithPhoto);
  count("(scheduled) review totals and fan-out", reviews * 2);
  update("feed:list", reviews, p.followersPerAuthor);
  update("reviews:listForShop", reviews, p.panelViewers);
  update("shops:panel", reviews, p.panelViewers);
  update("shops:inViewport", reviews, p.cityMapViewers);
  count("follows:follow", follows);
  count("(scheduled) follow count and backfill", follows * 2);
  count("helpfulVotes:set", helpfulVotes);
  count("(scheduled) vote count", helpfulVotes);
  update("reviews:listForShop", helpfulVotes, p.panelViewers);
  // Photos: every fetch the browser's cache does not answer is a file access (a call) and egress.
  const smallPhotos = users * p.perUser.panels * p.photosPerPanel * (1 - p.photoBrowserCacheShare);
  const largePhotos = users * p.perUser.photoViewerOpens * (1 - p.photoBrowserCacheShare);
  count("(file) small photo", smallPhotos, 0);
  count("(file) large photo", largePhotos, 0);

  let dayCalls = 0;
  let dayKB = 0;
  const rows = [];
  for (const [name, { calls: n, runs }] of tally) {
    const measuredCall = calls[name];
    const writes =
      name.includes(":set") || name.includes(":create") || name.includes("heartbeat") || name.includes(":follow");
    const kb = name.startsWith("(file)")
      ? 0
      : measuredCall
        ? measuredCall.bytesRead / 1024 + (writes ? p.writeKB : 0)
        : p.writeKB * 3;
    dayCalls += n;
    dayKB += runs * kb;
    rows.push({ name, n, kb: runs * kb });
  }
  const dayEgressKB = smallPhotos * p.smallPhotoKB + largePhotos * p.largePhotoKB;
  const month = (x) => x * p.days;
  return {
    calls: month(dayCalls),
    dbGB: month(dayKB) / 1024 / 1024,
    egressGB: month(dayEgressKB) / 1024 / 1024,
    top: rows.sort((a, b) => b.n - a.n).slice(0, 8),
    heaviest: [...rows].sort((a, b) => b.kb - a.kb).slice(0, 5),
  };
}

const fmt = (n) => Math.round(n).toLocaleString("en-US");
const results = Object.fromEntries(Object.entries(VERSIONS).map(([key, version]) => [key, model(version)]));
console.log(
  `Cost model, per-call reads measured ${measured} (docs/cost-per-call.json); profile: ${fmt(PROFILE.dailyUsers)} daily users for ${PROFILE.days} days`,
);
console.log(`(${JSON.stringify(PROFILE.perUser)} a user a day; ${JSON.stringify(PROFILE.perDay)} a day in all).\n`);
console.log("| a month | before (10 s beats, no shared cache) | after | Starter includes | Professional includes |");
console.log("|---|---:|---:|---:|---:|");
for (const [label, key, unit] of [
  ["function calls", "calls", ""],
  ["database I/O", "dbGB", " GB"],
  ["file egress", "egressGB", " GB"],
]) {
  const plans = Object.values(PLANS).map((plan) => `${fmt(plan[key])}${unit}`);
  console.log(
    `| ${label} | ${fmt(results.before[key])}${unit} | ${fmt(results.after[key])}${unit} | ${plans.join(" | ")} |`,
  );
}
console.log("\nMost called, after (a day):");
for (const row of results.after.top)
  console.log(`  ${row.name}: ${fmt(row.n)} calls, ${(row.kb / 1024).toFixed(1)} MB read`);
console.log("Most database I/O, after (a day):");
for (const row of results.after.heaviest) console.log(`  ${row.name}: ${(row.kb / 1024).toFixed(1)} MB read`);
const pro = PLANS.Professional;
const over = Object.entries(PRO_OVERAGE).map(([key, price]) => [
  key,
  Math.max(0, results.after[key] - pro[key]) * price,
]);
const fits = over.every(([, cost]) => cost === 0);
console.log(`\nWithin the Professional plan's included quotas: ${fits ? "yes" : "no"}.`);
if (!fits) {
  const parts = over.filter(([, cost]) => cost > 0).map(([key, cost]) => `${key} $${cost.toFixed(2)}`);
  console.log(
    `Beyond them, at Professional's prices: $${over.reduce((sum, [, cost]) => sum + cost, 0).toFixed(2)} a month (${parts.join(", ")}).`,
  );
}
