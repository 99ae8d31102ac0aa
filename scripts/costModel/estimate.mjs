// A month of Brew Map on Convex for a number of daily users: each row a function (or file fetch) with its
// calls, its runs (a cached answer is a call that runs nothing) and what a run reads and writes. Per-call
// figures come from the bench's measurements; how often each happens from ./profile.mjs.
import { ASSUMED, CRONS_A_DAY, OVERAGE, PER_10K_USERS, PER_USER, PROFESSIONAL } from "./profile.mjs";

/** What a screen subscribes to, by who shares the answer. */
export const SCREENS = {
  /** Every signed-in page: who is signed in, with the bell's count (decision 41). */
  shell: ["users:me"],
  /**
   * The shop panel (decision 39): the queries the same for everyone and the viewer's own, measured for someone
   * following the median number of people. `shopPanel:live` holds who is looking (decision 46) and, with the
   * bucket (decision 42), names the shop's panel file with its live counts; without it `shopPanel:shared` holds
   * the details (live then reads only who is looking: charged as measured with a file, an overstatement).
   */
  panelShared: (r2) => (r2 ? ["shopPanel:live"] : ["shopPanel:shared", "shopPanel:live"]),
  panelMine: ["shopPanel:mine (typical)"],
  /**
   * Calls a panel makes to say who is looking: a join on opening, a leave on closing, or for a panel opened a
   * moment after another closed, one join that leaves the other (decision 41).
   */
  panelPresence: ["presence:join", "presence:leave"],
  panelMove: "presence:join (leaving another shop)",
  /**
   * Another person's page, as a browser holds it (counted from src/ with a sandbox walk): the person with their
   * badges, follow counts and first page of reviews (decision 48), and what is the viewer's own of the page:
   * whether they follow or blocked the person, the lists they may see and which shown reviews they cheered
   * (decision 47). More reviews page through reviews.listForUser.
   */
  profile: ["people:profile", "people:mine"],
};

/**
 * What the busiest screen holds open (the map with a shop's panel), and those of its queries that read the session.
 * Counted from src/.
 */
const open = (r2) => [...SCREENS.shell, "mapEdge:regions", ...SCREENS.panelShared(r2), ...SCREENS.panelMine];
const SESSION = [...SCREENS.shell, ...SCREENS.panelMine];

/**
 * The screen a reconnect or a token refresh finds open, typical rather than the busiest: the day's screens in
 * proportion to how often each opens (the map at each opening of the app, a panel, a feed page, a profile),
 * each assumed to stay open about as long. Its queries all run again (those that read the session read again,
 * charged as the busiest screen's, the others from the cache); `panel`: the share with a shop's panel open.
 */
export function typicalScreen(r2) {
  const day = PER_USER;
  const map = [...SCREENS.shell, "mapEdge:regions"];
  const screens = [
    [day.appOpens, map.length],
    [day.panels, open(r2).length],
    [day.feedViews, SCREENS.shell.length + 1],
    [day.profileViews, SCREENS.shell.length + SCREENS.profile.length],
  ];
  const opened = screens.reduce((sum, [times]) => sum + times, 0);
  return {
    queries: screens.reduce((sum, [times, queries]) => sum + times * queries, 0) / opened,
    panel: day.panels / opened,
  };
}

/** @typedef {{ documentsRead: number, bytesRead: number, bytesWritten?: number }} Use */

const DAYS = 30;
const GB = 1024 * 1024; // in KB

/** The rows of a day, and how a row is charged. */
function ledger(perCall) {
  const rows = new Map();
  const add = (name, calls, runs, kbPerRun, source) => {
    const row = rows.get(name) ?? { name, calls: 0, kb: 0, source };
    rows.set(name, { ...row, calls: row.calls + calls, kb: row.kb + runs * kbPerRun });
  };
  const measured = (name) => {
    const use = perCall.cases?.[name] ?? perCall.calls[name];
    if (!use) throw new Error(`${name}: not measured by npm run bench`);
    return ioKB(use);
  };
  return {
    rows,
    add,
    measured,
    /** `n` loads of a query or calls of a mutation; a share `hit` answered from the cache. */
    load: (name, n, hit = 0) => add(name, n, n * (1 - hit), measured(name), "measured"),
    /** A session-free query's update after a change: one run, a call for each viewer. */
    update: (name, changes, viewers) => add(name, changes * viewers, changes, measured(name), "measured"),
    average: (names) => names.reduce((sum, name) => sum + measured(name), 0) / names.length,
  };
}

/** What people look at: screens, and what their connection costs besides. */
function chargeVisits(charges, u, r2) {
  const { add, load, measured, average } = charges;
  const day = PER_USER;
  for (const name of SCREENS.shell) load(name, u * day.appOpens);
  chargeMap(charges, u, r2);
  load("search:shops", u * day.searches, ASSUMED.cacheHitShare.search);
  for (const name of SCREENS.panelShared(r2)) load(name, u * day.panels, ASSUMED.cacheHitShare.panel);
  for (const name of SCREENS.panelMine) load(name, u * day.panels);
  const inARow = u * day.panels * ASSUMED.panelsInARow;
  for (const name of SCREENS.panelPresence) load(name, u * day.panels - inARow);
  load(SCREENS.panelMove, inARow);
  // Who is looking comes with shopPanel:live (decision 46): an arrival and a departure re-run it for whoever
  // else has the panel open, a run only when someone has.
  const { panel: othersOpen } = ASSUMED.liveViewers;
  add(
    "(presence) shopPanel:live again",
    u * day.panels * 2 * othersOpen,
    u * day.panels * 2 * Math.min(1, othersOpen),
    measured("shopPanel:live"),
    "measured",
  );
  load("feed:list", u * day.feedViews);
  for (const name of SCREENS.profile) load(name, u * day.profileViews);
  // Every open query again on a reconnect (shared ones from the cache); a token refresh's action and
  // mutation at each opening, and in a session past the token's hour every open query again too.
  const sessionKB = average(SESSION);
  const [reconnects, longSessions] = [u * day.reconnects, u * day.longSessions];
  const refreshes = u * day.appOpens + longSessions;
  const screen = typicalScreen(r2);
  add(
    "(reconnect) open queries again",
    reconnects * screen.queries,
    reconnects * SESSION.length,
    sessionKB,
    "assumed count, counted queries, measured reads",
  );
  chargeWakes(charges, reconnects * day.wakeShare * screen.panel);
  // A refresh is two calls (the action and its mutation), measured together.
  const refreshKB = measured("auth:signIn (token refresh)");
  add("(token refresh) auth:signIn and auth:store", refreshes * 2, refreshes, refreshKB, "measured");
  // A new token re-runs every open query, not only those that read the session (Convex's sync worker drops all
  // subscriptions when the identity changes: crates/sync/src/worker.rs, begin_update_queries); the shared ones
  // answer from the cache.
  add(
    "(token refresh) open queries again",
    longSessions * screen.queries,
    longSessions * SESSION.length,
    sessionKB,
    "assumed count, counted queries, measured reads",
  );
}

/**
 * A phone waking with a shop's panel open (its reconnect charged above). Hiding sends nothing (decision 47):
 * the stay is taken to have ended meanwhile (the sweep's departure runs who is looking again for whoever else
 * has the panel open), and the page showing again joins, an arrival that runs it again for the viewer, whose page
 * still holds it, and for the others. Counted from src/lib/usePresence.ts; the time away assumed past the stay.
 */
function chargeWakes({ add, load, measured }, wakes) {
  load("presence:join", wakes);
  const { panel: othersOpen } = ASSUMED.liveViewers;
  const calls = wakes * (1 + 2 * othersOpen);
  add("(presence) shopPanel:live again", calls, wakes * (1 + othersOpen), measured("shopPanel:live"), "measured");
}

/**
 * The map: each move a new `shops:inViewport` (phones and desktops; a city, or zoomed out to a metro area), or
 * with the bucket (decisions 40 and 43) a new `mapEdge:regions` only when the view enters other regions or wide
 * regions, the files from the bucket's domain, and the live query only for a view wider than wide regions.
 */
function chargeMap({ load }, u, r2) {
  const moves = u * PER_USER.mapMoves;
  const { wide, tooWide } = ASSUMED.mapViews;
  const hit = ASSUMED.cacheHitShare.map;
  const [city, zoomedOut] = r2 ? [0, moves * tooWide] : [moves * (1 - wide), moves * wide];
  if (r2) load("mapEdge:regions", moves * ASSUMED.edgeMoves.newRegions, hit);
  load("shops:inViewport (phone)", city * PER_USER.phoneShare, hit);
  load("shops:inViewport", city * (1 - PER_USER.phoneShare), hit);
  load("shops:inViewport (zoom 10, phone)", zoomedOut * PER_USER.phoneShare, hit);
  load("shops:inViewport (zoom 10)", zoomedOut * (1 - PER_USER.phoneShare), hit);
}

/** Writes, their jobs (measured per follower or item by the writes bench) and the live updates they cause. */
function chargeWrites(charges, per, perWrite, r2) {
  const { add, load, update, measured } = charges;
  const followers = ASSUMED.followersPerAuthor;
  load("reviews:create", per.reviews);
  addJobs(add, "(jobs) a review's totals and feed rows", per.reviews, writeJobs(perWrite, "reviews:create", followers));
  const liveFeeds = per.reviews * followers * ASSUMED.liveViewers.feed;
  add("(live) feed:list", liveFeeds, liveFeeds, measured("feed:list"), "measured");
  // The panel's details change: without the bucket the shared query runs again for whoever has the panel open;
  // with it the shop's file is published again (decision 42) and their shopPanel:live names the new file.
  update(r2 ? "shopPanel:live" : "shopPanel:shared", per.reviews, ASSUMED.liveViewers.panel);
  if (r2) chargePanelPublish(charges, per.reviews);
  if (!r2) update("shops:inViewport (phone)", per.reviews, ASSUMED.liveViewers.map);
  else {
    // A rating change republishes its region: a query of its tiles (measured on a busy city's region), an action
    // and a mutation; and its wide region (decision 43), taken as once a review though a burst of 30 s makes
    // one: an action, a query of its regions' rows and a mutation. The pages with it open get a new
    // mapEdge:regions answer and fetch the file.
    const kb = measured("mapEdge:snapshot (a city's region)") + measured("mapEdge:wideSources (a city's wide region)");
    add("(jobs) mapEdge publish", per.reviews * 6, per.reviews, kb, "measured");
    update("mapEdge:regions", per.reviews, ASSUMED.liveViewers.map);
  }
  const photoReviews = per.reviews * per.reviewsWithPhoto;
  for (const name of ["photos:startUpload", "photos:registerUpload"]) load(name, photoReviews);
  add("(jobs) photos:makeSmallCopies and attachSmallCopy", photoReviews * 2, photoReviews * 2, jobKB(), "assumed");
  load("follows:follow", per.follows);
  const backfill = writeJobs(perWrite, "follows:follow", ASSUMED.reviewsPerFollowedPerson);
  addJobs(add, "(jobs) a follow's count and feed backfill", per.follows, backfill);
  load("helpfulVotes:set", per.helpfulVotes);
  // A vote's count is shown on the panel: its job re-runs the shop's shared panel query for whoever has it open,
  // or with the bucket shopPanel:live, which holds the counts beside the file (no publish).
  update(r2 ? "shopPanel:live" : "shopPanel:shared", per.helpfulVotes, ASSUMED.liveViewers.panel);
  addJobs(add, "(jobs) a vote's count and notice", per.helpfulVotes, writeJobs(perWrite, "helpfulVotes:set", 0));
  for (const [name, runs] of Object.entries(CRONS_A_DAY))
    add(`(cron) ${name}`, runs, runs, jobKB(), "counted runs, assumed reads");
}

/**
 * A shop's panel file published again after a review (decision 42). Calls counted from the code: a `changed` job
 * for each transaction that writes what the panel holds (the review's own, and the job that counts its totals
 * and drink and numbers it; tests/backend/shops/panel-file.test.ts), the publish action, its snapshot query and
 * its `published` mutation, and the old file's drop a while later. One publish takes in the burst
 * (PUBLISH_DELAY_MS). The snapshot reads what shopPanel:shared reads.
 */
function chargePanelPublish({ add, measured }, reviews) {
  const CHANGED_JOBS = 2;
  const calls = CHANGED_JOBS + 4;
  // `published` reads and writes the same row as a `changed` job; the old file's drop is assumed.
  const rowKB = measured("shopPanelPublish:changed (a publish under way)");
  const kb = measured("shopPanel:shared") + (CHANGED_JOBS + 1) * rowKB + jobKB();
  add("(jobs) shop panel publish", reviews * calls, reviews, kb, "counted calls, measured reads, assumed drop");
}

/**
 * A month at `dailyUsers`, photos in Convex storage or on the bucket (`r2`).
 * @param {{ dailyUsers: number, r2: boolean }} setting
 * @param {{ calls: Record<string, Use>, cases: Record<string, Use> }} perCall docs/cost-per-call.json
 * @param {{ writes: Record<string, Record<string, { own: Use, jobs: Use & { runs: number } }>> }} perWrite docs/cost-per-write.json
 */
export function estimate({ dailyUsers: u, r2 }, perCall, perWrite) {
  const day = ledger(perCall);
  const per = Object.fromEntries(Object.entries(PER_10K_USERS).map(([k, v]) => [k, (v * u) / 10_000]));
  chargeVisits(day, u, r2);
  chargeWrites(day, per, perWrite, r2);
  // Photos: from Convex storage each fetch the browser lacks is a call and egress; from the bucket, neither.
  const small = u * PER_USER.panels * ASSUMED.photosPerPanel * (1 - ASSUMED.photoCacheShare);
  const large = u * PER_USER.photoViewerOpens * (1 - ASSUMED.photoCacheShare);
  const uploads = per.reviews * per.reviewsWithPhoto;
  const egressKB = r2
    ? 0
    : small * ASSUMED.smallPhotoKB + large * ASSUMED.largePhotoKB + uploads * ASSUMED.uploadReadKB;
  if (!r2) day.add("(file) photo fetches", small + large, 0, 0, "assumed");

  const all = [...day.rows.values()];
  const month = {
    calls: DAYS * all.reduce((sum, row) => sum + row.calls, 0),
    dbGB: (DAYS * all.reduce((sum, row) => sum + row.kb, 0)) / GB,
    egressGB: (DAYS * egressKB) / GB,
  };
  const over = Object.fromEntries(
    Object.entries(OVERAGE).map(([key, price]) => [key, Math.max(0, month[key] - PROFESSIONAL[key]) * price]),
  );
  return { month, over, overTotal: Object.values(over).reduce((a, b) => a + b, 0), rows: all };
}

/** What a run reads and writes, in KB: Convex bills both as database I/O. */
const ioKB = (use) => (use.bytesRead + (use.bytesWritten ?? 0)) / 1024;
const jobKB = () => {
  const { documentsRead, documentsWritten, kbPerDocument } = ASSUMED.unmeasuredJob;
  return (documentsRead + documentsWritten) * kbPerDocument;
};

/** A write's jobs at `count` followers (or items), from its measured runs at 0 and 100, per unit between. */
function writeJobs(perWrite, name, count) {
  const at = perWrite.writes[name];
  if (!at?.[0] || !at?.[100]) throw new Error(`${name}: not measured by the writes bench`);
  const [base, hundred] = [at[0].jobs, at[100].jobs];
  const scale = (key) => base[key] + ((hundred[key] - base[key]) * count) / 100;
  return { runs: scale("runs"), kb: (scale("bytesRead") + scale("bytesWritten")) / 1024 };
}

function addJobs(add, name, writes, jobs) {
  add(name, writes * jobs.runs, writes * jobs.runs, jobs.runs > 0 ? jobs.kb / jobs.runs : 0, "measured");
}
