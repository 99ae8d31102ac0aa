// The usage a cost estimate assumes, each figure said to be assumed (a guess until real usage exists) or
// counted (read from the code). What each call reads and writes is measured by `npm run bench` instead
// (docs/cost-per-call.json, docs/cost-per-write.json).

/** A daily user's day: typical, not worst. Assumed. */
export const PER_USER = {
  appOpens: 1.5,
  /** Times the socket reconnects (a phone waking, a network change): every open subscription runs again. */
  reconnects: 2,
  /**
   * Of those, the share that is a phone waking: the page hid and shows again, so an open panel whose stay ended
   * meanwhile joins again (src/lib/usePresence.ts).
   */
  wakeShare: 0.5,
  /**
   * Sessions that outlast the sign-in token's hour: the client refreshes it (an action and its mutation) and
   * the deployment runs every open query again (decision 47). An opening refreshes only a token past its
   * hour, before any query runs (decision 41): charged at every opening, the opens being hours apart.
   */
  longSessions: 0.25,
  mapMoves: 12,
  /** Of map loads, the share on a phone (the rest on a desktop, about three times the area). */
  phoneShare: 0.7,
  searches: 3,
  panels: 8,
  feedViews: 2,
  profileViews: 1,
  photoViewerOpens: 1,
};

/** Writes a day for every 10,000 daily users (scaled with them). Assumed. */
export const PER_10K_USERS = { reviews: 1_000, reviewsWithPhoto: 0.5, follows: 300, helpfulVotes: 2_000 };

export const ASSUMED = {
  /** A review's author's followers (the data set's median follows ~10); their feed rows are written by jobs. */
  followersPerAuthor: 10,
  /** Reviews of the person followed, copied into the new follower's feed by the follow's jobs. */
  reviewsPerFollowedPerson: 10,
  /**
   * Of the shop panels a person closes, the share followed by another shop's panel within a moment
   * (DEPARTURE_LINGER_MS, browsing from shop to shop): that leave rides on the next join (decision 41). Of a
   * visit's 5 or so panels all but the last can be; half are taken to be.
   */
  panelsInARow: 0.4,
  /** At the moment of a change, people with that feed, that shop's panel or that city's map open. */
  liveViewers: { feed: 0.2, panel: 0.3, map: 3 },
  /** Small copies a panel shows (review cards, header, grid) and their size (decision 16: ≤ 60 KB, ~45 measured). */
  photosPerPanel: 4,
  smallPhotoKB: 45,
  largePhotoKB: 500,
  /** What an upload's checks and its small copies read of the original from Convex storage (billed as egress). */
  uploadReadKB: 2_048,
  /** Share of photo views the browser or the CDN already holds. */
  photoCacheShare: 0.2,
  /**
   * Share of a session-free query's loads Convex answers from its cache (someone asked the same since the
   * last change): a cached answer is a call but reads nothing. Grows with users; kept as at 10,000.
   */
  cacheHitShare: { map: 0.5, search: 0.2, panel: 0.3 },
  /** A job the bench does not measure: documents it reads and writes, at ~1 KB each. */
  unmeasuredJob: { documentsRead: 3, documentsWritten: 2, kbPerDocument: 1 },
  /**
   * Of map moves, the share zoomed out past a city (a metro area or more: wider than 9 regions of 11 km), and
   * of those the share wider still than 9 wide regions of 110 km (a state or a country at once). With the
   * bucket (decisions 40 and 43), the share that enters another set of regions or wide regions (a new
   * subscription to mapEdge:regions); the views too wide even for wide regions ask the live query.
   */
  mapViews: { wide: 0.1, tooWide: 0.01 },
  edgeMoves: { newRegions: 0.3 },
};

/** Scheduled functions, a day: counted from convex/crons.ts. */
export const CRONS_A_DAY = {
  "photos:purgeStaleUploads": 24,
  "photos:purgeOrphanFiles": 1,
  "feed:purge": 1,
  "authCleanup:purgeExpired": 24,
  "plans:endDue": 24,
  "jobs:watch": 96,
  "presenceSweep:expired": 1_440,
};

/** Convex's plans a month, from docs.convex.dev/production/state/limits (read 2026-11-27). */
export const PROFESSIONAL = { calls: 25_000_000, dbGB: 50, egressGB: 50 };
/** Professional's price beyond what it includes: per call, per GB of database I/O, per GB of file egress. */
export const OVERAGE = { calls: 2 / 1_000_000, dbGB: 0.2, egressGB: 0.12 };
