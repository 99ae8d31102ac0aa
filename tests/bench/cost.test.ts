// `npm run bench`: what each public function costs on a large data set, against budgets.
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { convexTest, type TestConvex } from "convex-test";
import { makeFunctionReference } from "convex/server";
import { beforeAll, describe, expect, it } from "vitest";
import type { Doc, Id } from "@convex/_generated/dataModel";
import schema from "@convex/schema";
import { coarseNow } from "@convex/rules/feed";
import { RECOMMENDATION_SCAN_LIMIT } from "@convex/rules/recommend";
import { REVIEW_SORT_LABELS } from "@convex/rules/reviewSort";
import { RENAME_BATCH } from "@convex/model/renames";
import { MAX_TILE_READS } from "@convex/rules/viewport";
import { shopInput } from "../support/testData";
import { api } from "@convex/_generated/api";
import { notify } from "@convex/model/notifications";
import { NOTIFICATION_PAGE } from "@convex/rules/notifications";
import { FOLLOWEES_CHECKED, PEOPLE_PAGE, SUGGESTION_CANDIDATES } from "@convex/rules/people";
import { PRESENCE_HEARTBEAT_MS, WATCHERS_CAP } from "@convex/rules/presence";
import { MODERATION_QUEUE_LIMIT, REPORTS_SHOWN } from "@convex/rules/reports";
import { publicFunctions, type PublicFunction } from "../support/publicFunctions";
import { REVIEW, pngBytes } from "../support/testData";
import { registerComponents } from "../../sandbox/components";
import { measure, type Measurement } from "./meter";
import { SIZES, seedDataset, type Dataset } from "./dataset";
import { viewport } from "./viewport";

const MAX_DOCUMENTS = 4_096;
const MAX_BYTES_RETURNED = 1 << 20;
/** Reads a screen's query may add to its page: the shop, the caller, a counter row, ... */
const CONSTANT = 10;
const REVIEW_PAGE = 10;
const PANEL_PHOTOS = 3;

type Table = keyof Dataset["counts"];
/** Documents read at most (and bytes read at most, where a row says so). */
type Budget = { limit: number; rule: string; bytes?: number };
type Row =
  | { skip: string }
  | {
      screen: string;
      /** Valid arguments; may prepare data first (e.g. store a file to register). */
      args: (d: Dataset) => Record<string, unknown> | Promise<Record<string, unknown>>;
      /** Who calls (default: the first bench user). */
      as?: (d: Dataset) => Id<"users">;
      /** Run once before measuring (warms a cache the real screen would have warmed). */
      warm?: boolean;
      /** Unmeasured, before the call: data the screen finds already there (notifications, saved shops, viewers). */
      prepare?: (d: Dataset) => Promise<void>;
      /** The budget beyond the global ones (≤ 4,096 documents read, ≤ 1 MB returned). */
      budget?: (m: Measurement, d: Dataset) => Budget;
      /** The collections the naive design loads whole and filters in the browser (docs/product.md §7). */
      naive: Table[];
    };

const returned = (m: Measurement): number => {
  const result = m.result as { page?: unknown[] } | unknown[] | null;
  if (Array.isArray(result)) return result.length;
  if (result && typeof result === "object" && Array.isArray(result.page)) return result.page.length;
  return result === null || result === undefined ? 0 : 1;
};
const panel = (pageSize: number) => (): Budget => ({
  limit: pageSize + CONSTANT,
  rule: `shop panel: page (${pageSize}) + ${CONSTANT}`,
});
const perItem =
  (factor: number) =>
  (m: Measurement): Budget => ({ limit: factor * returned(m) + CONSTANT, rule: `${factor} × returned + ${CONSTANT}` });

/**
 * A feed page (fan-out on write, docs/decisions/0005-feed-fan-out.md) reads two documents per item
 * shown (its feed row, then the review or shop) and a constant: the viewer's feedTotals row and two
 * walks down the viewer's feedCounts B-tree (16 keys a node: 4 levels hold 65,536 rows, far more
 * than 30 days of anyone's friends), a tree document and one node per level each: the rows that
 * left the window, then the page. 1 + 2 × (1 + 4) plus a leaf or two is under 20, however many
 * people the viewer follows. A page past the first also walks to its offset from the nearer end,
 * reading up to half of each level's 16 children: 8 × 4 more.
 */
const FEED_PAGE_CONSTANT = 20;
const FEED_OFFSET_WALK = 8 * 4;
const shownItems = (m: Measurement) => (m.result as { items: unknown[] }).items.length;
function feedBudget(m: Measurement): Budget {
  return {
    limit: 2 * shownItems(m) + FEED_PAGE_CONSTANT,
    rule: `2 × shown (${shownItems(m)}) + ${FEED_PAGE_CONSTANT}`,
  };
}
function deepFeedBudget(m: Measurement): Budget {
  return {
    limit: 2 * shownItems(m) + FEED_PAGE_CONSTANT + FEED_OFFSET_WALK,
    rule: `2 × shown (${shownItems(m)}) + ${FEED_PAGE_CONSTANT} + offset walk ${FEED_OFFSET_WALK}`,
  };
}

/** A user's own write (review, shop, follow): its own records only; feed rows and name copies are scheduled (tests/bench/writes.test.ts). */
const OWN_WRITE = 50;
/** How many people the bench's viewer has blocked when the presence and block rows run. */
const BLOCKED_IN_BENCH = 20;
const ownWrite = (): Budget => ({ limit: OWN_WRITE, rule: `${OWN_WRITE}: own records, the rest scheduled` });

const returnedShops = (m: Measurement) => (m.result as { shops: unknown[] }).shops.length;
/**
 * A city view reads its markers' tiles: at most one tile document per marker (plus a part-read tile
 * per strip), and at most a quarter of the bytes the whole shops of the old design took there
 * (263 KB at zoom 14 on a desktop, decision 10). An empty answer breaks it: the busy city has shops.
 */
const OLD_CITY_VIEW_BYTES = 263 * 1024;
function mapBudget(m: Measurement): Budget {
  const shops = returnedShops(m);
  const limit = shops === 0 ? -1 : shops;
  return {
    limit,
    rule: `shops returned (${shops}); bytes ≤ ${kb(OLD_CITY_VIEW_BYTES / 4)}`,
    bytes: OLD_CITY_VIEW_BYTES / 4,
  };
}

/** Wednesday 7 January 2026, 15:00 UTC: mid-morning in every US time zone. */
const WEDNESDAY_MORNING = Date.UTC(2026, 0, 7, 15, 0);
/**
 * A filtered city view reads the area's tiles as the unfiltered one does (the filters are applied
 * to each tile's markers, rules/shopFilters.ts) and shows those that match: at most twice what it
 * shows plus a constant, and the unfiltered view's bytes.
 */
function filteredMapBudget(m: Measurement): Budget {
  const shops = returnedShops(m);
  return {
    limit: shops === 0 ? -1 : 2 * shops + CONSTANT,
    rule: `2 × shops returned (${shops}) + ${CONSTANT}; bytes ≤ ${kb(OLD_CITY_VIEW_BYTES / 4)}`,
    bytes: OLD_CITY_VIEW_BYTES / 4,
  };
}
/** The desktop map beside the list of shops in view (1280 px less the 384 px list) and its visible area. */
const LIST_MAP = { width: 1280 - 384, height: 800 - 56 };
/**
 * The list of shops in view is drawn from the map's own query (no read of its own): it lists the
 * markers inside the visible area, of the margin-widened area the query read.
 */
function listBudget(m: Measurement, d: Dataset): Budget {
  const visible = viewport(d, LIST_MAP.width, LIST_MAP.height, 14, 0);
  const listed = (m.result as { shops: { lat: number; lng: number }[] }).shops.filter(
    (s) => s.lat >= visible.south && s.lat <= visible.north && s.lng >= visible.west && s.lng <= visible.east,
  ).length;
  return {
    limit: listed === 0 ? -1 : 2 * listed + CONSTANT,
    rule: `2 × shops listed (${listed}) + ${CONSTANT}; bytes ≤ ${kb(OLD_CITY_VIEW_BYTES / 4)}`,
    bytes: OLD_CITY_VIEW_BYTES / 4,
  };
}

/** More cases of a function already in BENCH: its worst case at this scale. */
const WORST_CASES: { name: string; fn: string; row: Exclude<Row, { skip: string }> }[] = [
  ...(["helpful", "highest", "lowest"] as const).map((sort) => ({
    name: `reviews:listForShop (${REVIEW_SORT_LABELS[sort].toLowerCase()})`,
    fn: "reviews:listForShop",
    row: {
      screen: `shop panel: reviews sorted ${REVIEW_SORT_LABELS[sort].toLowerCase()} first, a page of ${REVIEW_PAGE} (the busiest shop)`,
      args: (d: Dataset) => ({
        shopId: d.busiestShop._id,
        sort,
        paginationOpts: { numItems: REVIEW_PAGE, cursor: null },
      }),
      budget: perItem(2),
      naive: ["reviews"] as Table[],
    },
  })),
  {
    name: "shops:inViewport (phone)",
    fn: "shops:inViewport",
    row: {
      screen: "map: a city at zoom 14 on a phone (375×812)",
      args: (d) => viewport(d, 375, 812),
      budget: (m) => mapBudget(m),
      naive: ["shops"],
    },
  },
  {
    name: "shops:inViewport (filtered)",
    fn: "shops:inViewport",
    row: {
      screen: "map: a city at zoom 14 (desktop), filtered: dairy free, open now (a Wednesday morning)",
      args: (d) => ({ ...viewport(d, 1280, 800), filters: { dairyFree: true, openAt: WEDNESDAY_MORNING } }),
      budget: (m) => filteredMapBudget(m),
      naive: ["shops"],
    },
  },
  {
    name: "shops:inViewport (rare filters)",
    fn: "shops:inViewport",
    row: {
      screen:
        "map: a city at zoom 14 (desktop), filters few shops match (light roast, gluten friendly, serves meals): reads the area's tiles, capped by MAX_TILE_READS",
      args: (d) => ({
        ...viewport(d, 1280, 800),
        filters: { roastStyle: "light", glutenFriendly: true, mealOptions: true },
      }),
      budget: () => ({
        limit: MAX_TILE_READS,
        rule: `MAX_TILE_READS (${fmt(MAX_TILE_READS)}); bytes ≤ ${kb(OLD_CITY_VIEW_BYTES / 4)}`,
        bytes: OLD_CITY_VIEW_BYTES / 4,
      }),
      naive: ["shops"],
    },
  },
  {
    name: "shops:inViewport (list)",
    fn: "shops:inViewport",
    row: {
      screen:
        "map: the list of shops in view beside the map (desktop: map 896×744 at zoom 14), from the map's own query",
      args: (d) => viewport(d, LIST_MAP.width, LIST_MAP.height),
      budget: (m, d) => listBudget(m, d),
      naive: ["shops"],
    },
  },
  {
    name: "shops:inViewport (zoom 10)",
    fn: "shops:inViewport",
    row: {
      screen: "map: zoomed out to a metro area (zoom 10, desktop); capped at MAX_MARKERS",
      args: (d) => viewport(d, 1280, 800, 10),
      naive: ["shops"],
    },
  },
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
  {
    name: "shops:update (rename)",
    fn: "shops:update",
    row: {
      screen: `edit shop: rename the busiest shop (its reviews take the new name in scheduled batches of ${RENAME_BATCH})`,
      args: async () => {
        const shop = (await t.run((ctx) => ctx.db.get(d.busiestShop._id)))!;
        const { streetAddress, hours, roastsOwnBeans, website, beverages, roastStyle } = shop;
        return {
          id: shop._id,
          version: shop.version,
          name: `${shop.name} Renamed`,
          streetAddress,
          hours,
          roastsOwnBeans,
          website,
          beverages,
          roastStyle,
        };
      },
      budget: ownWrite,
      naive: [],
    },
  },
  {
    name: "users:updateProfile (rename)",
    fn: "users:updateProfile",
    row: {
      screen: `edit profile: a new last name (the user's reviews and shops take it in scheduled batches of ${RENAME_BATCH})`,
      args: () => ({ lastName: "Renamed" }),
      budget: ownWrite,
      naive: [],
    },
  },
];

// One row per public function: a new function joins here with its budget.
const BENCH: Record<string, Row> = {
  "auth:signIn": { skip: "@convex-dev/auth: reads the account by email (indexed); password hashing dominates" },
  "auth:signOut": { skip: "@convex-dev/auth: deletes the caller's session" },
  "auth:isAuthenticated": { skip: "@convex-dev/auth: reads no documents" },
  "auth:passwordResetAvailable": {
    skip: "reads no documents: whether this deployment can deliver reset codes (environment only)",
  },

  "users:me": {
    screen: "every signed-in screen",
    args: () => ({}),
    budget: () => ({ limit: 1, rule: "1" }),
    naive: [],
  },
  "users:getProfile": {
    screen: "other-user page",
    args: (d) => ({ userId: d.users[1] }),
    budget: () => ({ limit: 2, rule: "caller + user" }),
    naive: [],
  },
  "users:updateProfile": {
    screen: "edit profile",
    args: () => ({ favCafe: "Bench Cafe" }),
    budget: () => ({ limit: 2, rule: "caller, read then patched" }),
    naive: [],
  },

  "shops:get": { screen: "shop panel", args: (d) => ({ id: d.busiestShop._id }), budget: panel(0), naive: ["shops"] },
  "shops:getByPublicId": {
    screen: "beans page",
    args: (d) => ({ publicId: d.busiestShop.publicId }),
    budget: panel(0),
    naive: ["shops"],
  },
  "shops:states": {
    screen: "add review / edit shop: state dropdown",
    args: () => ({}),
    budget: perItem(1),
    naive: ["shops"],
  },
  "shops:cities": {
    screen: "city dropdown",
    args: (d) => ({ state: d.busyCity.state }),
    budget: perItem(1),
    naive: ["shops"],
  },
  "shops:inCity": {
    screen: "shop dropdown",
    args: (d) => ({ state: d.busyCity.state, city: d.busyCity.city }),
    budget: perItem(1),
    naive: ["shops"],
  },

  "shops:inViewport": {
    screen: "map: a city at zoom 14 (desktop 1280×800, plus the client's margin)",
    args: (d) => viewport(d, 1280, 800),
    budget: (m) => mapBudget(m),
    naive: ["shops"],
  },
  "search:shops": {
    screen: "map: search by shop name",
    args: () => ({ text: "Bench Coffee 12" }),
    budget: perItem(2),
    naive: ["shops"],
  },
  "shops:panel": {
    screen: "shop panel: details, notes, popular drink",
    args: (d) => ({ id: d.busiestShop._id }),
    budget: panel(0),
    naive: ["shops", "beans", "reviews"],
  },
  "shops:addressTaken": {
    screen: "add shop: duplicate check",
    args: (d) => ({ streetAddress: d.busiestShop.streetAddress, city: d.busiestShop.city, state: d.busiestShop.state }),
    budget: () => ({ limit: 2, rule: "caller + match" }),
    naive: ["shops"],
  },
  "shops:create": {
    screen: "add shop: save (shared with the adder's followers by scheduled batches)",
    args: () => shopInput({ city: "Boston", state: "MA" }),
    budget: ownWrite,
    naive: [],
  },
  "shops:update": {
    screen: "edit shop: save",
    args: async () => {
      const shop = (await t.run((ctx) => ctx.db.get(d.busiestShop._id)))!;
      const { name, streetAddress, roastsOwnBeans, website, beverages, roastStyle } = shop;
      return {
        id: shop._id,
        version: shop.version,
        name,
        streetAddress,
        roastsOwnBeans,
        hours: `${shop.hours} (bench)`,
        website,
        beverages,
        roastStyle,
      };
    },
    budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }),
    naive: [],
  },
  "shops:history": {
    screen: "edit shop: history",
    args: (d) => ({ shopId: d.busiestShop._id, paginationOpts: { numItems: 10, cursor: null } }),
    budget: panel(10),
    naive: [],
  },
  "beans:save": {
    screen: "beans page: save",
    args: (d) => ({
      shopId: d.busiestShop._id,
      beans: [{ name: "House", roast: "Medium", notes: "cocoa, cherry", origin: "Colombia" }],
    }),
    budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }),
    naive: [],
  },
  "beans:restore": {
    screen: "beans page: restore a version",
    args: async (d) => {
      const editId = await t.run((ctx) =>
        ctx.db.insert("beanEdits", {
          shopId: d.busiestShop._id,
          editorId: d.users[1]!,
          editorName: "Bench",
          before: [{ name: "Restored", roast: "Light", notes: "citrus", origin: "Kenya" }],
          after: [],
        }),
      );
      return { shopId: d.busiestShop._id, editId };
    },
    budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }),
    naive: [],
  },
  "beans:history": {
    screen: "beans page: history",
    args: (d) => ({ shopId: d.busiestShop._id, paginationOpts: { numItems: 10, cursor: null } }),
    budget: panel(10),
    naive: [],
  },
  "reviews:listForShop": {
    screen: "shop panel: reviews",
    args: (d) => ({ shopId: d.busiestShop._id, paginationOpts: { numItems: REVIEW_PAGE, cursor: null } }),
    budget: panel(REVIEW_PAGE),
    naive: ["reviews"],
  },
  "reviews:listForUser": {
    screen: "profile: reviews",
    args: (d) => ({ userId: d.busiestReviewer, paginationOpts: { numItems: REVIEW_PAGE, cursor: null } }),
    budget: perItem(1),
    naive: ["reviews"],
  },
  "badges:forUser": {
    screen: "profile: badges",
    args: (d) => ({ userId: d.busiestReviewer }),
    budget: () => ({ limit: 1, rule: "1" }),
    naive: ["badges"],
  },
  "beans:forShop": {
    screen: "shop panel: beans",
    args: (d) => ({ shopId: d.busiestShop._id }),
    budget: panel(1),
    naive: ["beans"],
  },
  "photos:forShop": {
    screen: "shop panel: photos",
    args: (d) => ({ shopId: d.busiestShop._id, paginationOpts: { numItems: PANEL_PHOTOS, cursor: null } }),
    // Each photo shown reads its row, its review (once per review) and its two files' metadata for their addresses.
    budget: () => ({
      limit: 4 * PANEL_PHOTOS + CONSTANT,
      rule: `4 per photo shown (${PANEL_PHOTOS}: row, review, file, small copy) + ${CONSTANT}`,
    }),
    naive: ["photos"],
  },

  "reviews:create": {
    screen: "add review: submit (shared with the reviewer's followers by scheduled batches)",
    args: (d) => ({ shopId: d.busiestShop._id, ...REVIEW, photos: [] }),
    budget: ownWrite,
    naive: [],
  },
  "reviews:get": {
    screen: "edit review: the form",
    prepare: (d) => pickReviews(d),
    args: () => ({ reviewId: picked.edited._id }),
    budget: () => ({ limit: 1 + CONSTANT, rule: `the review + ${CONSTANT}` }),
    naive: ["reviews"],
  },
  "reviews:update": {
    screen: "edit review: save (its ratings, popular drink and photos follow in the same mutation)",
    as: (d) => d.busiestReviewer,
    prepare: (d) => pickReviews(d),
    args: () => ({ reviewId: picked.edited._id, ...REVIEW, drinkRating: 1, text: "Edited on the bench.", photos: [] }),
    budget: ownWrite,
    naive: [],
  },
  "reviews:remove": {
    screen: "delete review (feed rows and votes leave in scheduled batches)",
    as: (d) => d.busiestReviewer,
    prepare: (d) => pickReviews(d),
    args: () => ({ reviewId: picked.deleted._id }),
    budget: ownWrite,
    naive: [],
  },
  "helpfulVotes:mine": {
    screen: `shop panel: which of a page of ${REVIEW_PAGE} reviews (most helpful first) the viewer marked helpful, having marked each`,
    prepare: async (d) => {
      votedPage = await t.run(async (ctx) => {
        const page = await ctx.db
          .query("reviews")
          .withIndex("by_shop_helpful", (q) => q.eq("shopId", d.busiestShop._id))
          .order("desc")
          .take(REVIEW_PAGE);
        const others = page.filter((review) => review.userId !== d.users[0]);
        for (const review of others) await ctx.db.insert("helpfulVotes", { reviewId: review._id, userId: d.users[0]! });
        return others.map((review) => review._id);
      });
    },
    args: () => ({ reviewIds: votedPage }),
    budget: perItem(2),
    naive: [],
  },
  "helpfulVotes:set": {
    screen: "shop panel: Helpful",
    prepare: (d) => pickReviews(d),
    args: () => ({ reviewId: picked.voted._id, helpful: true }),
    budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }),
    naive: [],
  },
  "photos:generateUploadUrl": {
    screen: "add review: each photo",
    args: () => ({}),
    budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }),
    naive: [],
  },
  "photos:registerUpload": {
    screen: "add review: each photo",
    args: async () => ({ storageId: await storePng() }),
    budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }),
    naive: [],
  },
  "photos:discardUploads": {
    screen: "add review: failed submit",
    args: async () => ({ storageIds: [await storePng()] }),
    budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }),
    naive: [],
  },

  "follows:isFollowing": {
    screen: "other-user page: follow button",
    args: (d) => ({ userId: d.users[1] }),
    budget: () => ({ limit: 2, rule: "2" }),
    naive: ["follows"],
  },
  "follows:follow": {
    screen: "other-user page: Follow (their last 30 days are copied by scheduled batches)",
    args: (d) => ({ userId: d.busyAuthor.userId }),
    budget: ownWrite,
    naive: [],
  },
  "follows:unfollow": {
    screen: "other-user page: Unfollow (their rows leave in scheduled batches)",
    args: (d) => ({ userId: d.busyAuthor.userId }),
    budget: ownWrite,
    naive: [],
  },
  "follows:followers": {
    screen: "profile: followers list, a page of 10 (the most followed user)",
    args: (d) => ({ userId: mostFollowed(d), paginationOpts: { numItems: PEOPLE_PAGE, cursor: null } }),
    budget: perItem(2),
    naive: ["follows", "users"],
  },
  "follows:following": {
    screen: `profile: following list, a page of 10 (someone following ${SIZES.heavyFollows})`,
    args: (d) => ({ userId: d.keenestFollower, paginationOpts: { numItems: PEOPLE_PAGE, cursor: null } }),
    budget: perItem(2),
    naive: ["follows", "users"],
  },
  "search:people": {
    screen: "feed: find people by name",
    args: () => ({ text: "Bench User1" }),
    budget: perItem(2),
    naive: ["users"],
  },
  "people:counts": {
    screen: "profile: follower and following counts",
    args: (d) => ({ userId: mostFollowed(d) }),
    budget: () => ({ limit: 1, rule: "1" }),
    naive: ["follows"],
  },
  "people:suggestions": {
    screen: "empty feed: people to follow (city's top reviewers, then everywhere's)",
    args: () => ({}),
    budget: (m) => ({
      limit: 2 * returned(m) + 2 * SUGGESTION_CANDIDATES + 1,
      rule: `2 × shown (${returned(m)}) + 2 × ${SUGGESTION_CANDIDATES} candidates + caller`,
    }),
    naive: ["users", "follows", "reviews"],
  },
  "people:followedReviewers": {
    screen: `shop panel: people you follow who reviewed it (someone following ${SIZES.heavyFollows}, the busiest shop)`,
    as: (d) => d.keenestFollower,
    args: (d) => ({ shopId: d.busiestShop._id }),
    budget: (m) => {
      const shown = (m.result as { people: unknown[] }).people.length;
      return {
        limit: 2 * shown + FOLLOWEES_CHECKED + 2,
        rule: `2 × shown (${shown}) + ${FOLLOWEES_CHECKED} follows checked + shop + 1`,
      };
    },
    naive: ["follows", "reviews"],
  },
  "notifications:unreadCount": {
    screen: "every signed-in screen: the bell",
    args: () => ({}),
    budget: () => ({ limit: 1, rule: "1" }),
    naive: [],
  },
  "notifications:list": {
    screen: "bell: a page of 10 notifications",
    prepare: (d) =>
      t.run(async (ctx) => {
        for (const actor of d.users.slice(1, 2 * NOTIFICATION_PAGE))
          await notify(ctx, d.users[0]!, actor, { kind: "follow" });
      }),
    args: () => ({ paginationOpts: { numItems: NOTIFICATION_PAGE, cursor: null } }),
    budget: perItem(2),
    naive: [],
  },
  "notifications:markRead": {
    screen: "bell: what was shown is read",
    args: () => ({ upTo: Date.now() }),
    budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }),
    naive: [],
  },
  "saved:forShop": {
    screen: "shop panel: Want to try / Favourite",
    args: (d) => ({ shopId: d.busiestShop._id }),
    budget: () => ({ limit: 2, rule: "2" }),
    naive: [],
  },
  "saved:set": {
    screen: "shop panel: Favourite",
    args: (d) => ({ shopId: d.busiestShop._id, list: "favourite", saved: true }),
    budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }),
    naive: [],
  },
  "saved:mine": {
    screen: "profile: saved shops, a page of 10",
    prepare: async (d) => {
      const shops = await t.run((ctx) => ctx.db.query("shops").take(2 * PEOPLE_PAGE));
      for (const shop of shops)
        await asUser(d.users[0]!).mutation(api.saved.set, { shopId: shop._id, list: "wantToTry", saved: true });
    },
    args: () => ({ list: "wantToTry", paginationOpts: { numItems: PEOPLE_PAGE, cursor: null } }),
    budget: perItem(2),
    naive: [],
  },
  "presence:heartbeat": {
    screen: `shop panel: open (every ${PRESENCE_HEARTBEAT_MS / 1000} s while open)`,
    args: (d) => ({ shopId: d.busiestShop._id, sessionId: crypto.randomUUID() }),
    budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }),
    naive: [],
  },
  "presence:leave": {
    screen: "shop panel: close",
    prepare: async (d) => {
      await asUser(d.users[2]!).mutation(api.presence.heartbeat, {
        shopId: d.busiestShop._id,
        sessionId: LEAVING_SESSION,
      });
    },
    args: (d) => ({ shopId: d.busiestShop._id, sessionId: LEAVING_SESSION }),
    budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }),
    naive: [],
  },
  "blocks:block": {
    screen: "other-user page: Block (both follows end, their notifications go)",
    args: (d) => ({ userId: d.users[d.users.length - 1]! }),
    budget: ownWrite,
    naive: [],
  },
  "blocks:unblock": {
    screen: "profile: Unblock",
    args: (d) => ({ userId: d.users[d.users.length - 1]! }),
    budget: ownWrite,
    naive: [],
  },
  "blocks:mine": {
    screen: `every signed-in screen that lists others' content: the people the viewer blocked (here ${BLOCKED_IN_BENCH})`,
    prepare: async (d) => {
      for (const userId of d.users.slice(-1 - BLOCKED_IN_BENCH, -1))
        await asUser(d.users[0]!).mutation(api.blocks.block, { userId });
    },
    args: () => ({}),
    budget: perItem(2),
    naive: [],
  },
  "account:remove": {
    skip: "checks a password, and bench users are seeded without one; its closing mutation reads the account's sign-in rows and sessions (a handful), and the erasure runs in scheduled batches of ERASE_BATCH: tests/backend/account.test.ts",
  },
  "account:exportData": {
    screen: "profile: Download my data (the busiest reviewer: every record they hold, each kind at most EXPORT_LIMIT)",
    as: (d) => d.busiestReviewer,
    args: () => ({}),
    naive: [],
  },
  "reports:create": {
    screen: "Report (a profile; a review, photo or shop reads the same)",
    args: (d) => ({ kind: "profile", itemId: d.users[2]!, reason: "spam", note: "Posts ads" }),
    budget: ownWrite,
    naive: [],
  },
  "reports:mine": {
    screen: "report dialog: whether the viewer already reported it",
    args: (d) => ({ kind: "profile", itemId: d.users[2]! }),
    budget: () => ({ limit: 1, rule: "the caller's report of it" }),
    naive: [],
  },
  "reviews:hiddenMine": {
    screen: "profile: the owner's hidden reviews",
    args: () => ({}),
    budget: perItem(2),
    naive: [],
  },
  "moderation:queue": {
    screen: `moderation: the queue, full (${MODERATION_QUEUE_LIMIT} items of ${REPORTS_SHOWN}+ reports each, more waiting)`,
    prepare: (d) => fillModerationQueue(d),
    args: () => ({}),
    budget: perItem(REPORTS_SHOWN + 5),
    naive: [],
  },
  "moderation:log": {
    screen: "moderation: recent actions",
    prepare: (d) => fillModerationQueue(d),
    args: () => ({}),
    budget: perItem(3),
    naive: [],
  },
  "moderation:act": {
    screen: "moderation: dismiss a reported profile",
    prepare: (d) => fillModerationQueue(d),
    args: (d) => ({ subject: `profile:${d.users[1]!}`, action: "dismiss", reason: "Checked" }),
    budget: ownWrite,
    naive: [],
  },
  "presence:watching": {
    screen: `shop panel: how many are looking now (${WATCHERS_CAP + 5} viewers: capped)`,
    prepare: async (d) => {
      for (const viewer of d.users.slice(3, 3 + WATCHERS_CAP + 5)) {
        await asUser(viewer).mutation(api.presence.heartbeat, {
          shopId: d.busiestShop._id,
          sessionId: crypto.randomUUID(),
        });
      }
    },
    args: (d) => ({ shopId: d.busiestShop._id }),
    // The viewer blocked BLOCKED_IN_BENCH people (blocks:mine above): their blocks are read, and as many more viewers.
    budget: () => ({
      limit: WATCHERS_CAP + 2 + 2 * BLOCKED_IN_BENCH + CONSTANT,
      rule: `viewers read (≤ ${WATCHERS_CAP + 2} + ${BLOCKED_IN_BENCH} blocked) + ${BLOCKED_IN_BENCH} blocks + ${CONSTANT}`,
    }),
    naive: [],
  },
  "feed:list": {
    screen: "feed: a page of 10 (a user with the median number of follows)",
    as: (d) => d.typicalFollower,
    args: () => ({ now: coarseNow(Date.now()), page: 1 }),
    budget: (m) => feedBudget(m),
    naive: ["follows", "reviews", "shops"],
  },
  "recommendations:forMe": {
    screen: "profile: custom recommendation",
    args: (d) => ({ state: d.busyCity.state, city: d.busyCity.city, roast: "Medium", drink: "Latte", temp: "Hot" }),
    // Every preference matches here; one that matches nothing relaxes in up to three more scans of the
    // same limit (rules/recommend.ts RELAXATIONS), each bounded the same way.
    budget: (m) => ({
      limit: RECOMMENDATION_SCAN_LIMIT + 6 + 1,
      rule: `scan limit ${RECOMMENDATION_SCAN_LIMIT} + 6 shops + caller (${returnedShops(m)} returned; a relaxed search: up to 3 more scans)`,
    }),
    naive: ["reviews", "shops"],
  },

  "geocoding:geocodeCity": {
    screen: "map: city search (cached)",
    args: () => ({ query: "Boston MA" }),
    warm: true,
    budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }),
    naive: [],
  },
  "geocoding:geocodeAddress": {
    screen: "add shop: address (cached)",
    args: () => ({ streetAddress: "1 Main St", city: "Boston", state: "MA" }),
    warm: true,
    budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }),
    naive: [],
  },
};

let t: TestConvex<typeof schema>;
const asUser = (userId: Id<"users">) =>
  t.withIdentity({ subject: `${userId}|bench-session`, issuer: "bench", tokenIdentifier: `bench|${userId}` });
/** The viewing session the leave row ends, opened by its prepare step. */
const LEAVING_SESSION = crypto.randomUUID();
const mostFollowed = (d: Dataset) => [...d.followers.entries()].sort((a, b) => b[1] - a[1])[0]![0];
const storePng = () =>
  t.run((ctx) => ctx.storage.store(new Blob([pngBytes(Math.random() * 65535) as BlobPart], { type: "image/png" })));
let d: Dataset;
let functions: PublicFunction[];

/**
 * The reviews the edit, delete and vote rows act on, picked unmeasured (`prepare`): the busiest
 * reviewer's newest two (the second with a photo when there is one) and someone else's for the vote.
 */
/**
 * Makes the first bench user a moderator facing a full queue: more open items than it shows, each
 * with more reports than it shows (written directly: the queue's reads, not the reports', are measured).
 */
async function fillModerationQueue(d: Dataset) {
  await t.run(async (ctx) => {
    await ctx.db.patch("users", d.users[0]!, { role: "moderator" });
    if ((await ctx.db.query("reportedItems").first()) !== null) return;
    for (const [i, ownerId] of d.users.slice(1, MODERATION_QUEUE_LIMIT + 6).entries()) {
      const subject = `profile:${ownerId}`;
      const reports = REPORTS_SHOWN + 1 + (i % 3);
      await ctx.db.insert("reportedItems", {
        subject,
        kind: "profile",
        itemId: ownerId,
        ownerId,
        reports,
        establishedReporters: 0,
        firstReportedAt: Date.now() - i,
        open: true,
      });
      for (let r = 0; r < reports; r++) {
        await ctx.db.insert("reports", {
          reporterId: d.users[(i + r + 2) % d.users.length]!,
          subject,
          reason: "spam",
          note: `Report ${r}`,
          established: false,
        });
      }
      await ctx.db.insert("moderationLog", {
        moderatorId: d.users[0]!,
        action: "dismiss",
        subject,
        ownerId,
        reason: "Earlier look",
      });
    }
  });
}

/** The reviews the viewer marked helpful for helpfulVotes:mine. */
let votedPage: Id<"reviews">[] = [];
let picked: { edited: Doc<"reviews">; deleted: Doc<"reviews">; voted: Doc<"reviews"> };
async function pickReviews(dataset: Dataset) {
  if (picked) return;
  picked = await t.run(async (ctx) => {
    const own = await ctx.db
      .query("reviews")
      .withIndex("by_user", (q) => q.eq("userId", dataset.busiestReviewer))
      .order("desc")
      .take(50);
    const voted = await ctx.db
      .query("reviews")
      .withIndex("by_shop", (q) => q.eq("shopId", dataset.busiestShop._id))
      .order("desc")
      .filter((q) => q.neq(q.field("userId"), dataset.users[0]!))
      .first();
    return { edited: own[0]!, deleted: own.slice(1).find((r) => r.photos.length > 0) ?? own[1]!, voted: voted! };
  });
}

beforeAll(async () => {
  process.env.GEOCODING_PROVIDERS = "gazetteer";
  functions = await publicFunctions();
  t = convexTest({
    schema,
    modules: import.meta.glob(["../../convex/**/*.ts", "!../../convex/**/*.test.ts"]),
    transactionLimits: true, // what breaks a deployment's limits breaks here too
  });
  await registerComponents(t);
  d = await seedDataset(t);
});

const fmt = (n: number) => n.toLocaleString("en-US");
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

describe("cost at scale", () => {
  it("has a row for every public function", () => {
    expect(functions.map((fn) => fn.name).filter((name) => !(name in BENCH))).toEqual([]);
    expect(Object.keys(BENCH).filter((name) => !functions.some((fn) => fn.name === name))).toEqual([]);
  });

  it("stays within its budgets", async () => {
    const lines: string[] = [];
    /** What each call read and returned, for the cost model (`node scripts/cost-model.mjs`). */
    const perCall: Record<string, { documentsRead: number; bytesRead: number; bytesReturned: number }> = {};
    const broken: string[] = [];
    console.log(
      `Data set: ${Object.entries(d.counts)
        .map(([k, v]) => `${fmt(v)} ${k}`)
        .join(", ")}; seeded in ${d.seconds.toFixed(0)} s.`,
    );
    lines.push(
      "| function | screen | docs read | budget | bytes read | bytes returned | naive docs | naive bytes | ratio (docs) | ms (convex-test) |",
    );
    lines.push("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    const cases = [
      ...functions.map((fn) => ({ name: fn.name, fn, row: BENCH[fn.name] })),
      ...WORST_CASES.map((c) => ({ name: c.name, fn: functions.find((f) => f.name === c.fn)!, row: c.row as Row })),
    ];
    for (const { name, fn, row } of cases) {
      if (!row || "skip" in row) continue;
      const userId = row.as?.(d) ?? d.users[0]!;
      const as = t.withIdentity({
        subject: `${userId}|bench-session`,
        issuer: "bench",
        tokenIdentifier: `bench|${userId}`,
      });
      const call = async () => {
        const args = (await row.args(d)) as Record<string, never>;
        if (fn.kind === "query") return as.query(makeFunctionReference<"query">(fn.name), args);
        if (fn.kind === "mutation") return as.mutation(makeFunctionReference<"mutation">(fn.name), args);
        return as.action(makeFunctionReference<"action">(fn.name), args);
      };
      if (row.prepare) await row.prepare(d);
      if (row.warm) await call();
      const callStarted = Date.now();
      const m = await measure(call);
      const ms = Date.now() - callStarted;
      if (name === fn.name)
        perCall[name] = { documentsRead: m.documentsRead, bytesRead: m.bytesRead, bytesReturned: m.bytesReturned };
      const budget = row.budget?.(m, d) ?? { limit: MAX_DOCUMENTS, rule: "global" };
      const naiveDocs = row.naive.reduce((sum, table) => sum + d.counts[table]!, 0);
      const naiveBytes = row.naive.reduce((sum, table) => sum + (d.bytes[table] ?? 0), 0);
      const ratio = naiveDocs ? `${fmt(Math.round(naiveDocs / Math.max(1, m.documentsRead)))}×` : "–";
      lines.push(
        `| ${name} | ${row.screen} | ${fmt(m.documentsRead)} | ≤ ${fmt(Math.min(budget.limit, MAX_DOCUMENTS))} (${budget.rule}) | ${kb(m.bytesRead)} | ${kb(m.bytesReturned)} | ${naiveDocs ? fmt(naiveDocs) : "–"} | ${naiveDocs ? kb(naiveBytes) : "–"} | ${ratio} | ${fmt(ms)} |`,
      );
      if (budget.bytes !== undefined && m.bytesRead > budget.bytes)
        broken.push(`${name} read ${kb(m.bytesRead)} (budget ${kb(budget.bytes)})`);
      if (m.documentsRead > budget.limit)
        broken.push(`${name} read ${m.documentsRead} documents (budget ${budget.limit}: ${budget.rule})`);
      if (m.documentsRead > MAX_DOCUMENTS)
        broken.push(`${name} read ${m.documentsRead} documents (> ${MAX_DOCUMENTS})`);
      if (m.bytesReturned > MAX_BYTES_RETURNED) broken.push(`${name} returned ${m.bytesReturned} bytes (> 1 MB)`);
    }
    console.log(lines.join("\n"));
    const measured = {
      measured: new Date().toISOString().slice(0, 10),
      command: "npm run bench (tests/bench/cost.test.ts)",
      calls: perCall,
    };
    writeFileSync(
      resolve(import.meta.dirname, "../../docs/cost-per-call.json"),
      `${JSON.stringify(measured, null, 2)}\n`,
    );
    expect(broken, "budgets broken").toEqual([]);
  });
});
