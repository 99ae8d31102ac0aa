// @vitest-environment edge-runtime
// `npm run bench`: what each public function costs on a large data set, against budgets.
import { convexTest, type TestConvex } from "convex-test";
import { makeFunctionReference } from "convex/server";
import { beforeAll, describe, expect, it } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import schema from "@convex/schema";
import { coarseNow } from "@convex/rules/feed";
import { RECOMMENDATION_SCAN_LIMIT } from "@convex/rules/recommend";
import { RENAME_BATCH } from "@convex/renames";
import { shopInput } from "../support/testData";
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
      /** The budget beyond the global ones (≤ 4,096 documents read, ≤ 1 MB returned). */
      budget?: (m: Measurement, d: Dataset) => Budget;
      /** The collections the naive design loads whole and filters in the browser (SPEC §7). */
      naive: Table[];
    };

const returned = (m: Measurement): number => {
  const result = m.result as { page?: unknown[] } | unknown[] | null;
  if (Array.isArray(result)) return result.length;
  if (result && typeof result === "object" && Array.isArray(result.page)) return result.page.length;
  return result === null || result === undefined ? 0 : 1;
};
const panel = (pageSize: number) => (): Budget => ({ limit: pageSize + CONSTANT, rule: `shop panel: page (${pageSize}) + ${CONSTANT}` });
const perItem = (factor: number) => (m: Measurement): Budget => ({ limit: factor * returned(m) + CONSTANT, rule: `${factor} × returned + ${CONSTANT}` });

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
const ownWrite = (): Budget => ({ limit: OWN_WRITE, rule: `${OWN_WRITE}: own records, the rest scheduled` });

const returnedShops = (m: Measurement) => (m.result as { shops: unknown[] }).shops.length;
/**
 * A city view reads its markers' tiles: at most one tile document per marker (plus a part-read tile
 * per strip), and at most a quarter of the bytes the whole shops of the old design took there
 * (263 KB at zoom 14 on a desktop, issue 13). An empty answer breaks it: the busy city has shops.
 */
const OLD_CITY_VIEW_BYTES = 263 * 1024;
function mapBudget(m: Measurement): Budget {
  const shops = returnedShops(m);
  const limit = shops === 0 ? -1 : shops;
  return { limit, rule: `shops returned (${shops}); bytes ≤ ${kb(OLD_CITY_VIEW_BYTES / 4)}`, bytes: OLD_CITY_VIEW_BYTES / 4 };
}

/** More cases of a function already in BENCH: its worst case at this scale. */
const WORST_CASES: { name: string; fn: string; row: Exclude<Row, { skip: string }> }[] = [
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
        return { id: shop._id, version: shop.version, name: `${shop.name} Renamed`, streetAddress, hours, roastsOwnBeans, website, beverages, roastStyle };
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

// One row per public function. Functions of issues 3–6 join here when they land on main.
const BENCH: Record<string, Row> = {
  "auth:signIn": { skip: "@convex-dev/auth: reads the account by email (indexed); password hashing dominates" },
  "auth:signOut": { skip: "@convex-dev/auth: deletes the caller's session" },
  "auth:isAuthenticated": { skip: "@convex-dev/auth: reads no documents" },
  "auth:passwordResetAvailable": { skip: "reads no documents: whether this deployment can deliver reset codes (environment only)" },

  "users:me": { screen: "every signed-in screen", args: () => ({}), budget: () => ({ limit: 1, rule: "1" }), naive: [] },
  "users:getProfile": { screen: "other-user page", args: (d) => ({ userId: d.users[1] }), budget: () => ({ limit: 2, rule: "caller + user" }), naive: [] },
  "users:updateProfile": { screen: "edit profile", args: () => ({ favCafe: "Bench Cafe" }), budget: () => ({ limit: 2, rule: "caller, read then patched" }), naive: [] },

  "shops:get": { screen: "shop panel", args: (d) => ({ id: d.busiestShop._id }), budget: panel(0), naive: ["shops"] },
  "shops:getByPublicId": { screen: "beans page", args: (d) => ({ publicId: d.busiestShop.publicId }), budget: panel(0), naive: ["shops"] },
  "shops:states": { screen: "add review / edit shop: state dropdown", args: () => ({}), budget: perItem(1), naive: ["shops"] },
  "shops:cities": { screen: "city dropdown", args: (d) => ({ state: d.busyCity.state }), budget: perItem(1), naive: ["shops"] },
  "shops:inCity": { screen: "shop dropdown", args: (d) => ({ state: d.busyCity.state, city: d.busyCity.city }), budget: perItem(1), naive: ["shops"] },

  "shops:inViewport": {
    screen: "map: a city at zoom 14 (desktop 1280×800, plus the client's margin)",
    args: (d) => viewport(d, 1280, 800),
    budget: (m) => mapBudget(m),
    naive: ["shops"],
  },
  "search:shops": { screen: "map: search by shop name", args: () => ({ text: "Bench Coffee 12" }), budget: perItem(2), naive: ["shops"] },
  "shops:panel": { screen: "shop panel: details, notes, popular drink", args: (d) => ({ id: d.busiestShop._id }), budget: panel(0), naive: ["shops", "beans", "reviews"] },
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
      return { id: shop._id, version: shop.version, name, streetAddress, roastsOwnBeans, hours: `${shop.hours} (bench)`, website, beverages, roastStyle };
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
    args: (d) => ({ shopId: d.busiestShop._id, beans: [{ name: "House", roast: "Medium", notes: "cocoa, cherry", origin: "Colombia" }] }),
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
  "badges:forUser": { screen: "profile: badges", args: (d) => ({ userId: d.busiestReviewer }), budget: () => ({ limit: 1, rule: "1" }), naive: ["badges"] },
  "beans:forShop": { screen: "shop panel: beans", args: (d) => ({ shopId: d.busiestShop._id }), budget: panel(1), naive: ["beans"] },
  "photos:forShop": {
    screen: "shop panel: photos",
    args: (d) => ({ shopId: d.busiestShop._id, paginationOpts: { numItems: PANEL_PHOTOS, cursor: null } }),
    budget: panel(PANEL_PHOTOS),
    naive: ["photos"],
  },

  "reviews:create": {
    screen: "add review: submit (shared with the reviewer's followers by scheduled batches)",
    args: (d) => ({ shopId: d.busiestShop._id, ...REVIEW, photos: [] }),
    budget: ownWrite,
    naive: [],
  },
  "photos:generateUploadUrl": { screen: "add review: each photo", args: () => ({}), budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }), naive: [] },
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

  "follows:isFollowing": { screen: "other-user page: follow button", args: (d) => ({ userId: d.users[1] }), budget: () => ({ limit: 2, rule: "2" }), naive: ["follows"] },
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
    budget: (m) => ({ limit: RECOMMENDATION_SCAN_LIMIT + 6 + 1, rule: `scan limit ${RECOMMENDATION_SCAN_LIMIT} + 6 shops + caller (${returned(m)} returned)` }),
    naive: ["reviews", "shops"],
  },

  "geocoding:geocodeCity": { screen: "map: city search (cached)", args: () => ({ query: "Boston MA" }), warm: true, budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }), naive: [] },
  "geocoding:geocodeAddress": {
    screen: "add shop: address (cached)",
    args: () => ({ streetAddress: "1 Main St", city: "Boston", state: "MA" }),
    warm: true,
    budget: () => ({ limit: CONSTANT, rule: `${CONSTANT}` }),
    naive: [],
  },
};

let t: TestConvex<typeof schema>;
const storePng = () => t.run((ctx) => ctx.storage.store(new Blob([pngBytes(Math.random() * 65535) as BlobPart], { type: "image/png" })));
let d: Dataset;
let functions: PublicFunction[];

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
}, 600_000);

const fmt = (n: number) => n.toLocaleString("en-US");
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

describe("cost at scale", () => {
  it("has a row for every public function", () => {
    expect(functions.map((fn) => fn.name).filter((name) => !(name in BENCH))).toEqual([]);
    expect(Object.keys(BENCH).filter((name) => !functions.some((fn) => fn.name === name))).toEqual([]);
  });

  it("stays within its budgets", async () => {
    const lines: string[] = [];
    const broken: string[] = [];
    console.log(
      `Data set: ${Object.entries(d.counts).map(([k, v]) => `${fmt(v)} ${k}`).join(", ")}; seeded in ${d.seconds.toFixed(0)} s.`,
    );
    lines.push("| function | screen | docs read | budget | bytes read | bytes returned | naive docs | naive bytes | ratio (docs) | ms (convex-test) |");
    lines.push("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    const cases = [
      ...functions.map((fn) => ({ name: fn.name, fn, row: BENCH[fn.name] })),
      ...WORST_CASES.map((c) => ({ name: c.name, fn: functions.find((f) => f.name === c.fn)!, row: c.row as Row })),
    ];
    for (const { name, fn, row } of cases) {
      if (!row || "skip" in row) continue;
      const userId = row.as?.(d) ?? d.users[0]!;
      const as = t.withIdentity({ subject: `${userId}|bench-session`, issuer: "bench", tokenIdentifier: `bench|${userId}` });
      const call = async () => {
        const args = (await row.args(d)) as Record<string, never>;
        if (fn.kind === "query") return as.query(makeFunctionReference<"query">(fn.name), args);
        if (fn.kind === "mutation") return as.mutation(makeFunctionReference<"mutation">(fn.name), args);
        return as.action(makeFunctionReference<"action">(fn.name), args);
      };
      if (row.warm) await call();
      const callStarted = Date.now();
      const m = await measure(call);
      const ms = Date.now() - callStarted;
      const budget = row.budget?.(m, d) ?? { limit: MAX_DOCUMENTS, rule: "global" };
      const naiveDocs = row.naive.reduce((sum, table) => sum + d.counts[table]!, 0);
      const naiveBytes = row.naive.reduce((sum, table) => sum + (d.bytes[table] ?? 0), 0);
      const ratio = naiveDocs ? `${fmt(Math.round(naiveDocs / Math.max(1, m.documentsRead)))}×` : "–";
      lines.push(
        `| ${name} | ${row.screen} | ${fmt(m.documentsRead)} | ≤ ${fmt(Math.min(budget.limit, MAX_DOCUMENTS))} (${budget.rule}) | ${kb(m.bytesRead)} | ${kb(m.bytesReturned)} | ${naiveDocs ? fmt(naiveDocs) : "–"} | ${naiveDocs ? kb(naiveBytes) : "–"} | ${ratio} | ${fmt(ms)} |`,
      );
      if (budget.bytes !== undefined && m.bytesRead > budget.bytes) broken.push(`${name} read ${kb(m.bytesRead)} (budget ${kb(budget.bytes)})`);
      if (m.documentsRead > budget.limit) broken.push(`${name} read ${m.documentsRead} documents (budget ${budget.limit}: ${budget.rule})`);
      if (m.documentsRead > MAX_DOCUMENTS) broken.push(`${name} read ${m.documentsRead} documents (> ${MAX_DOCUMENTS})`);
      if (m.bytesReturned > MAX_BYTES_RETURNED) broken.push(`${name} returned ${m.bytesReturned} bytes (> 1 MB)`);
    }
    console.log(lines.join("\n"));
    expect(broken, "budgets broken").toEqual([]);
  }, 600_000);
});
