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
  perUser: { appOpens: 1, mapMoves: 12, searches: 3, panels: 8, panelMinutes: 2, feedViews: 2, profileViews: 1, photoViewerOpens: 1 },
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
  ...(process.argv[2] ? JSON.parse(readFileSync(process.argv[2], "utf8")) : {}),
};

/** Convex's included quotas a month, from docs.convex.dev/production/state/limits (get-convex/convex-backend, npm-packages/docs/docs/production/state/limits.mdx, read 2026-11-27). */
const PLANS = {
  "Starter (free)": { calls: 1_000_000, dbGB: 1, egressGB: 1 },
  Professional: { calls: 25_000_000, dbGB: 50, egressGB: 50 },
};

/** Before: heartbeats every 10 s, the map query read the session (one run per viewer per change). After: 30 s, shared. */
const VERSIONS = { before: { heartbeatSeconds: 10, sharedMap: false }, after: { heartbeatSeconds: 30, sharedMap: true } };

const PANEL = ["shops:panel", "reviews:listForShop", "photos:forShop", "beans:forShop", "presence:watching", "people:followedReviewers", "helpfulVotes:mine", "saved:forShop"];
const PROFILE_PAGE = ["users:getProfile", "reviews:listForUser", "badges:forUser", "people:counts"];

function model({ heartbeatSeconds, sharedMap }) {
  const p = PROFILE;
  const count = new Map();
  const add = (name, times) => count.set(name, (count.get(name) ?? 0) + times);
  const users = p.dailyUsers;
  add("users:me", users * p.perUser.appOpens);
  add("notifications:unreadCount", users * p.perUser.appOpens);
  add("shops:inViewport", users * p.perUser.mapMoves);
  add("search:shops", users * p.perUser.searches);
  for (const name of PANEL) add(name, users * p.perUser.panels);
  add("presence:heartbeat", users * p.perUser.panels * Math.ceil((p.perUser.panelMinutes * 60) / heartbeatSeconds));
  add("presence:leave", users * p.perUser.panels);
  add("feed:list", users * p.perUser.feedViews);
  for (const name of PROFILE_PAGE) add(name, users * p.perUser.profileViews);
  // Writes, and the scheduled jobs and live re-runs each causes.
  const { reviews, reviewsWithPhoto, follows, helpfulVotes } = p.perDay;
  add("reviews:create", reviews);
  add("photos:generateUploadUrl", reviews * reviewsWithPhoto * 2);
  add("photos:registerUpload", reviews * reviewsWithPhoto);
  add("(scheduled) review totals and fan-out", reviews * 2);
  add("feed:list", reviews * p.followersPerAuthor);
  add("reviews:listForShop", reviews * p.panelViewers);
  add("shops:panel", reviews * p.panelViewers);
  add("shops:inViewport", reviews * (sharedMap ? 1 : p.cityMapViewers));
  add("follows:follow", follows);
  add("(scheduled) follow count and backfill", follows * 2);
  add("helpfulVotes:set", helpfulVotes);
  add("(scheduled) vote count", helpfulVotes);
  add("reviews:listForShop", helpfulVotes * p.panelViewers);

  let dayCalls = 0;
  let dayKB = 0;
  const rows = [];
  for (const [name, n] of count) {
    const measuredCall = calls[name];
    const kb = measuredCall ? measuredCall.bytesRead / 1024 + (name.includes(":set") || name.includes(":create") || name.includes("heartbeat") ? p.writeKB : 0) : p.writeKB * 3;
    dayCalls += n;
    dayKB += n * kb;
    rows.push({ name, n, kb: n * kb });
  }
  const photoViews = users * (p.perUser.panels * p.photosPerPanel * p.smallPhotoKB + p.perUser.photoViewerOpens * p.largePhotoKB);
  const month = (x) => x * p.days;
  return {
    calls: month(dayCalls),
    dbGB: month(dayKB) / 1024 / 1024,
    egressGB: month(photoViews) / 1024 / 1024,
    top: rows.sort((a, b) => b.n - a.n).slice(0, 6),
  };
}

const fmt = (n) => Math.round(n).toLocaleString("en-US");
const results = Object.fromEntries(Object.entries(VERSIONS).map(([key, version]) => [key, model(version)]));
console.log(`Cost model, per-call reads measured ${measured} (docs/cost-per-call.json); profile: ${fmt(PROFILE.dailyUsers)} daily users for ${PROFILE.days} days`);
console.log(`(${JSON.stringify(PROFILE.perUser)} a user a day; ${JSON.stringify(PROFILE.perDay)} a day in all).\n`);
console.log("| a month | before (10 s beats, map per viewer) | after | Starter includes | Professional includes |");
console.log("|---|---:|---:|---:|---:|");
for (const [label, key, unit] of [["function calls", "calls", ""], ["database I/O", "dbGB", " GB"], ["file egress", "egressGB", " GB"]]) {
  const plans = Object.values(PLANS).map((plan) => `${fmt(plan[key])}${unit}`);
  console.log(`| ${label} | ${fmt(results.before[key])}${unit} | ${fmt(results.after[key])}${unit} | ${plans.join(" | ")} |`);
}
console.log("\nMost called, after (a day):");
for (const row of results.after.top) console.log(`  ${row.name}: ${fmt(row.n)} calls, ${(row.kb / 1024).toFixed(1)} MB read`);
const pro = PLANS.Professional;
const fits = results.after.calls <= pro.calls && results.after.dbGB <= pro.dbGB && results.after.egressGB <= pro.egressGB;
console.log(`\nWithin the Professional plan's included quotas: ${fits ? "yes" : "no"}.`);
