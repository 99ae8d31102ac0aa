import { describe, expect, it } from "vitest";
import type { Id } from "@convex/_generated/dataModel";
import { clusterShops } from "@/features/map/clusters";
import { cardRect } from "@/features/map/labelPlacement";
import { layoutMarkers, stackedBeyondClustering, type Drawn, type LayoutInput } from "@/features/map/markerLayout";
import { intersects, rectAround, screenProjector, type ScreenView } from "@/features/map/screenGeometry";
import { PIN_SIZE, stackKey } from "@/features/map/stacks";
import type { MarkerShop } from "@/features/map/types";

function shop(n: number, lat: number, lng: number, rating = { rating: 0, reviews: 0 }): MarkerShop {
  return {
    _id: `shop${String(n).padStart(2, "0")}` as Id<"shops">,
    name: `Shop ${n}`,
    roastStyle: "medium",
    lat,
    lng,
    ...rating,
  };
}

/** A 1280 × 744 view centred on downtown Boston (42.3601, -71.0589) at MapLibre `zoom` (512 px tiles). */
function bostonView(zoom: number): ScreenView {
  const world = 512 * 2 ** zoom;
  const mercatorY = 0.5 - Math.log(Math.tan(Math.PI / 4 + (42.3601 * Math.PI) / 360)) / (2 * Math.PI) - 372 / world;
  const north = (Math.atan(Math.exp((0.5 - mercatorY) * 2 * Math.PI)) * 360) / Math.PI - 90;
  return { west: -71.0589 - (640 / world) * 360, north, zoom, width: 1280, height: 744 };
}
const VIEW = bostonView(15);
const project = screenProjector(VIEW, 512);
const CARD = { width: 120, height: 36 };

function layout(shops: MarkerShop[], overrides: Partial<LayoutInput> = {}, view = VIEW) {
  const bounds = {
    west: view.west,
    north: view.north,
    east: -71.0589 + (-71.0589 - view.west),
    south: 42.3601 - (view.north - 42.3601),
    zoom: view.zoom,
  };
  return layoutMarkers({
    placed: clusterShops(shops).placedIn(bounds),
    view,
    tileSize: 512,
    covers: [],
    showCards: true,
    cardSize: () => CARD,
    expanded: null,
    ...overrides,
  });
}

const shopsOf = (drawn: Drawn[]) => drawn.flatMap((d) => (d.kind === "shop" ? [d] : []));

describe("screenProjector", () => {
  it("puts the view's north-west corner at the top left, and 360° of longitude across 512 × 2^zoom px", () => {
    expect(project(VIEW.west, VIEW.north)).toEqual({ x: 0, y: 0 });
    const world = screenProjector({ ...VIEW, west: -180, zoom: 2 }, 512);
    expect(world(180, VIEW.north).x).toBeCloseTo(2048);
    expect(screenProjector({ ...VIEW, west: -180, zoom: 2 }, 256)(180, VIEW.north).x).toBeCloseTo(1024);
    expect(project(VIEW.west, VIEW.north - 0.01).y).toBeGreaterThan(0); // south is down
  });
});

describe("layoutMarkers", () => {
  it("draws two shops at the same address as one closed stack, and spreads them apart when it is opened", () => {
    const twins = [shop(1, 42.3601, -71.0589), shop(2, 42.3601, -71.0589)];
    const beyondClustering = bostonView(17);
    const closed = layout(twins, {}, beyondClustering);
    expect(closed).toHaveLength(1);
    const [stack] = closed;
    expect(stack).toMatchObject({ kind: "stack", key: stackKey(["shop01", "shop02"]), expanded: false, inView: true });

    const open = layout(twins, { expanded: stack!.key }, beyondClustering);
    expect(open.map((d) => d.kind)).toEqual(["stack", "shop", "shop"]);
    const [a, b] = shopsOf(open);
    expect(open[0]).toMatchObject({ expanded: true });
    expect(Math.hypot(a!.offset.x - b!.offset.x, a!.offset.y - b!.offset.y)).toBeGreaterThan(PIN_SIZE);
    expect([a!.inView, b!.inView]).toEqual([true, true]);
    expect([a!.shop.name, b!.shop.name]).toEqual(["Shop 1", "Shop 2"]);
  });

  it("stacks shops a few metres apart only while their pins would cover each other", () => {
    const near = [shop(1, 42.3601, -71.0589), shop(2, 42.36012, -71.05888)]; // about 3 m
    expect(layout(near, {}, bostonView(17)).map((d) => d.kind)).toEqual(["stack"]);
    expect(layout(near, {}, bostonView(22)).map((d) => d.kind)).toEqual(["shop", "shop"]);
  });

  it("in a dense view shows no two cards over each other or over any pin", () => {
    // An 8 × 8 grid about 75 px apart around the centre: 120 px cards cannot all fit.
    const dense = Array.from({ length: 64 }, (_, i) =>
      shop(i, 42.3601 + (Math.floor(i / 8) - 3.5) * 0.0003, -71.0589 + ((i % 8) - 3.5) * 0.0004, {
        rating: 4,
        reviews: i % 5,
      }),
    );
    const drawn = shopsOf(layout(dense, {}, bostonView(17)));
    expect(drawn.length).toBe(64);
    const at = (d: (typeof drawn)[number]) => screenProjector(bostonView(17), 512)(d.lng, d.lat);
    const cards = drawn
      .filter((d) => d.inView && !d.card!.hidden)
      .map((d) => ({ key: d.key, rect: cardRect(at(d), CARD, d.card!.side) }));
    expect(cards.length).toBeGreaterThan(10);
    expect(cards.length).toBeLessThan(drawn.length);
    const pins = drawn.map((d) => ({ key: d.key, rect: rectAround(at(d), { width: PIN_SIZE, height: PIN_SIZE }) }));
    for (const [i, card] of cards.entries()) {
      for (const other of cards.slice(i + 1)) expect(intersects(card.rect, other.rect)).toBe(false);
      for (const pin of pins) if (pin.key !== card.key) expect(intersects(card.rect, pin.rect)).toBe(false);
    }
  });

  it("keeps shops just beyond the edges and under the controls out of view, and their cards hidden", () => {
    const inside = shop(1, 42.3601, -71.0589);
    const beyond = shop(2, 42.3601, VIEW.west - 0.002); // in the padded box, left of the screen
    const underSearch = shop(3, VIEW.north - 0.0003, -71.0489);
    const { x, y } = project(underSearch.lng, underSearch.lat);
    const searchBox = { left: x - 200, top: y - 20, right: x + 200, bottom: y + 20 };
    const drawn = shopsOf(layout([inside, beyond, underSearch], { covers: [searchBox] }));
    const byKey = new Map(drawn.map((d) => [d.key, d]));
    expect(byKey.get("shop01")).toMatchObject({ inView: true, card: { hidden: false } });
    expect(byKey.get("shop02")).toMatchObject({ inView: false, card: { hidden: true } });
    expect(byKey.get("shop03")).toMatchObject({ inView: false, card: { hidden: true } });
  });

  it("gives the better reviewed shop the card when two compete", () => {
    // 30 px apart, one above the other: their right-hand cards would overlap.
    const quiet = shop(1, 42.3601, -71.0589);
    const popular = shop(2, 42.3601 - 0.00012, -71.0589, { rating: 4.5, reviews: 12 });
    const drawn = new Map(shopsOf(layout([quiet, popular], {}, bostonView(17))).map((d) => [d.key, d]));
    expect(drawn.get("shop02")!.card).toEqual({ side: "right", hidden: false });
    expect(drawn.get("shop01")!.card).toEqual({ side: "left", hidden: false });
  });

  it("orders markers top to bottom, then left to right, with a spread stack's shops after it", () => {
    const drawn = layout(
      [shop(1, 42.355, -71.05), shop(2, 42.362, -71.06), shop(3, 42.362, -71.065), shop(4, 42.358, -71.055)],
      { showCards: false },
    );
    expect(drawn.map((d) => d.key)).toEqual(["shop03", "shop02", "shop04", "shop01"]);
    expect(shopsOf(drawn).every((d) => d.card === null)).toBe(true);
  });

  it("keeps clusters as they are, in view or not", () => {
    const crowd = Array.from({ length: 5 }, (_, i) => shop(i, 42.3601 + i * 0.0003, -71.0589));
    const drawn = layout(crowd, {}, bostonView(13));
    expect(drawn).toHaveLength(1);
    expect(drawn[0]).toMatchObject({ kind: "cluster", count: 5 });
  });
});

describe("stackedBeyondClustering", () => {
  it("is true only for shops whose pins still cover each other once clustering stops", () => {
    const here = shop(1, 42.3601, -71.0589);
    expect(stackedBeyondClustering([here, shop(2, 42.3601, -71.0589)], 512)).toBe(true);
    expect(stackedBeyondClustering([here, shop(2, 42.36012, -71.05888), shop(3, 42.3601, -71.0589)], 512)).toBe(true);
    expect(stackedBeyondClustering([here, shop(2, 42.3601, -71.0579)], 512)).toBe(false); // about 80 m
    expect(stackedBeyondClustering([here, shop(2, 42.3601, -71.0589), shop(3, 42.3601, -71.0579)], 512)).toBe(false);
  });
});
