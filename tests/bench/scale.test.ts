// `npm run bench` (third part): what each screen reads at 2,000, 20,000 and 200,000 reviews (with
// 200, 2,000 and 20,000 shops). A screen's reads must stay flat (within ± 20 % of the smallest data
// set) unless they follow what the screen shows, which is bounded and said here.
import { convexTest } from "convex-test";
import { makeFunctionReference } from "convex/server";
import { afterAll, describe, expect, it } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import schema from "@convex/schema";
import { coarseNow } from "@convex/rules/feed";
import { SHOP_PAGE } from "@convex/rules/search";
import { registerComponents } from "../../sandbox/components";
import { measure } from "./meter";
import { seedDataset, sizesAt, type Dataset } from "./dataset";
import { viewport } from "./viewport";

const SCALES = [0.01, 0.1, 1] as const;
const FLAT_WITHIN = 0.2;

type Screen = {
  name: string;
  fn: string;
  as?: (d: Dataset) => Id<"users">;
  args: (d: Dataset) => Record<string, unknown>;
  /** Why the reads may grow with the data set: they follow what the screen shows. */
  grows?: string;
};

const SCREENS: Screen[] = [
  {
    name: "map: a city at zoom 14 (shops:inViewport)",
    fn: "shops:inViewport",
    args: (d) => viewport(d, 1280, 800),
    grows:
      "one tile per 0.01° square with shops in view: more shops in the city fill more squares (at most one a marker, MAX_MARKERS in all)",
  },
  { name: "shop panel (shopPanel:shared)", fn: "shopPanel:shared", args: (d) => ({ id: d.busiestShop._id }) },
  {
    name: "shop panel: reviews (reviews:listForShop)",
    fn: "reviews:listForShop",
    args: (d) => ({ shopId: d.busiestShop._id, paginationOpts: { numItems: 10, cursor: null } }),
  },
  {
    name: "shop panel: reviews, most helpful first (reviews:listForShop)",
    fn: "reviews:listForShop",
    args: (d) => ({ shopId: d.busiestShop._id, sort: "helpful", paginationOpts: { numItems: 10, cursor: null } }),
  },
  {
    name: "shop panel: reviews, lowest rated first (reviews:listForShop)",
    fn: "reviews:listForShop",
    args: (d) => ({ shopId: d.busiestShop._id, sort: "lowest", paginationOpts: { numItems: 10, cursor: null } }),
  },
  {
    name: "shop panel: photos (photos:forShop)",
    fn: "photos:forShop",
    args: (d) => ({ shopId: d.busiestShop._id, paginationOpts: { numItems: 3, cursor: null } }),
  },
  {
    name: "profile: reviews (reviews:listForUser)",
    fn: "reviews:listForUser",
    args: (d) => ({ userId: d.busiestReviewer, paginationOpts: { numItems: 10, cursor: null } }),
  },
  {
    name: "profile: the person, badges and counts (people:profile)",
    fn: "people:profile",
    args: (d) => ({ userId: d.busiestReviewer }),
  },
  {
    name: "feed: a page of 10 (feed:list)",
    fn: "feed:list",
    as: (d) => d.keenestFollower,
    args: () => ({ now: coarseNow(Date.now()), page: 1 }),
  },
  {
    name: "state dropdown (shops:states)",
    fn: "shops:states",
    args: () => ({}),
    grows: "one row per state that has shops (at most the 50 states and DC)",
  },
  {
    name: "city dropdown (shops:cities)",
    fn: "shops:cities",
    args: (d) => ({ state: d.busyCity.state }),
    grows: "one row per city of the state that has shops",
  },
  {
    name: "shop dropdown (shops:inCity)",
    fn: "shops:inCity",
    args: (d) => ({
      state: d.busyCity.state,
      city: d.busyCity.city,
      paginationOpts: { numItems: SHOP_PAGE, cursor: null },
    }),
    grows: "one page of SHOP_PAGE (100) of the city's shops, 2 reads a shop listed; Load more for the rest",
  },
  {
    name: "custom recommendation (recommendations:forMe)",
    fn: "recommendations:forMe",
    args: (d) => ({ state: d.busyCity.state, city: d.busyCity.city, roast: "Medium", drink: "Latte", temp: "Hot" }),
    grows: "scans up to RECOMMENDATION_SCAN_LIMIT (200) of the city's matching reviews: fewer exist in small data sets",
  },
];

type Point = { reviews: number; shops: number; docs: Map<string, number>; bytes: Map<string, number> };
const points: Point[] = [];

afterAll(() => {
  if (points.length > 0) console.log(table());
});

describe("reads as the data grows", () => {
  for (const scale of SCALES) {
    it(`at ${sizesAt(scale).reviews.toLocaleString("en-US")} reviews`, async () => {
      const t = convexTest({
        schema,
        modules: import.meta.glob(["../../convex/**/*.ts", "!../../convex/**/*.test.ts"]),
        transactionLimits: true,
      });
      await registerComponents(t);
      const d = await seedDataset(t, sizesAt(scale));
      const point: Point = { reviews: d.counts.reviews!, shops: d.counts.shops!, docs: new Map(), bytes: new Map() };
      for (const screen of SCREENS) {
        const userId = screen.as?.(d) ?? d.users[0]!;
        const as = t.withIdentity({
          subject: `${userId}|bench-session`,
          issuer: "bench",
          tokenIdentifier: `bench|${userId}`,
        });
        const m = await measure(() => as.query(makeFunctionReference<"query">(screen.fn), screen.args(d) as never));
        point.docs.set(screen.name, m.documentsRead);
        point.bytes.set(screen.name, m.bytesRead);
      }
      points.push(point);
    });
  }

  it("stays flat where the screen does not show more", () => {
    expect(points).toHaveLength(SCALES.length);
    const [smallest, ...rest] = points;
    const broken: string[] = [];
    for (const screen of SCREENS.filter((s) => s.grows === undefined)) {
      const base = smallest!.docs.get(screen.name)!;
      for (const point of rest) {
        const docs = point.docs.get(screen.name)!;
        if (Math.abs(docs - base) > FLAT_WITHIN * Math.max(base, 1)) {
          broken.push(`${screen.name}: ${docs} documents at ${point.reviews} reviews, ${base} at ${smallest!.reviews}`);
        }
      }
    }
    expect(broken, "screens whose reads grew with the data").toEqual([]);
  });
});

const fmt = (n: number) => n.toLocaleString("en-US");

function table(): string {
  const header = points.map((p) => `${fmt(p.reviews)} reviews, ${fmt(p.shops)} shops`);
  const lines = [`| screen | ${header.join(" | ")} | |`, `|---|${points.map(() => "---:").join("|")}|---|`];
  for (const screen of SCREENS) {
    const cells = points.map(
      (p) => `${fmt(p.docs.get(screen.name)!)} docs, ${(p.bytes.get(screen.name)! / 1024).toFixed(1)} KB`,
    );
    lines.push(
      `| ${screen.name} | ${cells.join(" | ")} | ${screen.grows ? `grows: ${screen.grows}` : "flat (± 20 %)"} |`,
    );
  }
  return lines.join("\n");
}
