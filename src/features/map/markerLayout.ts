// What the map draws for a view, whichever provider draws it: clusters, single shops, stacks of
// shops too close to tell apart (spread around their point when opened), where each label card
// goes, and which markers are in view (and so in the tab order).
import { CLUSTER } from "@/features/map/markerStyle";
import type { Placed } from "@/features/map/clusters";
import { isInView } from "@/features/map/inView";
import { placeLabels, type CardSide, type Placement } from "@/features/map/labelPlacement";
import {
  rectAround,
  screenProjector,
  type Point,
  type Rect,
  type ScreenView,
  type Size,
  type TileSize,
} from "@/features/map/screenGeometry";
import { visibleRect } from "@/features/map/visibleArea";
import { groupStacks, PIN_SIZE, spiderfyOffsets, stackKey } from "@/features/map/stacks";
import type { MarkerShop } from "@/features/map/types";

export type Drawn =
  | { kind: "cluster"; key: string; lng: number; lat: number; clusterId: number; count: number; inView: boolean }
  | { kind: "stack"; key: string; lng: number; lat: number; shops: MarkerShop[]; expanded: boolean; inView: boolean }
  | {
      kind: "shop";
      key: string;
      lng: number;
      lat: number;
      shop: MarkerShop;
      /** Pixels from its point: non-zero for a shop spread out of its stack. */
      offset: Point;
      /** Null where the zoom shows no cards (docs/product.md §2). */
      card: Placement | null;
      inView: boolean;
      /** The key of the stack it is spread out of, if any. */
      stack: string | null;
    };

export type LayoutInput = {
  placed: readonly Placed[];
  view: ScreenView;
  tileSize: TileSize;
  /** What covers the map: its own controls and the page's (search box, shop sheet), in screen pixels. */
  covers: readonly Rect[];
  showCards: boolean;
  cardSize: (shop: MarkerShop) => Size;
  /** The key of the stack spread open, if any. */
  expanded: string | null;
};

/** A cluster's diameter: it grows with its count. */
export function clusterSize(count: number): number {
  return count < 10 ? 44 : count < 100 ? 48 : 56; // 44 px at least: a touch target
}

/**
 * Whether a cluster's shops still stand as one stack at the first zoom without clustering: then
 * zooming in alone cannot tell them apart, and a click on the cluster spreads them too.
 */
export function stackedBeyondClustering(shops: readonly MarkerShop[], tileSize: TileSize): boolean {
  const project = screenProjector({ west: -180, north: 85, zoom: CLUSTER.maxZoom + 1, width: 0, height: 0 }, tileSize);
  const stacks = groupStacks(shops.map((shop) => project(shop.lng, shop.lat)));
  return stacks.length === 1 && stacks[0]!.length === shops.length;
}

/** Shops with more reviews, then the better rated, keep their cards when space runs short. */
const cardPriority = (shop: MarkerShop) => shop.reviews + shop.rating / 10;

const NO_OFFSET: Point = { x: 0, y: 0 };

/** A drawn marker with its point on screen, the point its group sorts by, and its pin's size. */
type Item = { drawn: Drawn; at: Point; sortAt: Point; pin: number };
type Project = (lng: number, lat: number) => Point;
type InView = (at: Point) => boolean;

export function layoutMarkers({ placed, view, tileSize, covers, showCards, cardSize, expanded }: LayoutInput): Drawn[] {
  const project = screenProjector(view, tileSize);
  const screen = { width: view.width, height: view.height };
  const inView = (at: Point) => isInView(at, screen, covers);
  const items: Item[] = [];

  const shops = placed.flatMap((item) => (item.kind === "shop" ? [item] : []));
  const points = shops.map((shop) => project(shop.lng, shop.lat));
  const stacks = groupStacks(points);
  const stacked = new Set(stacks.flat());

  for (const item of placed) {
    if (item.kind !== "cluster") continue;
    const at = project(item.lng, item.lat);
    items.push({ drawn: { ...item, inView: inView(at) }, at, sortAt: at, pin: clusterSize(item.count) });
  }
  shops.forEach((item, i) => {
    if (stacked.has(i)) return;
    const at = points[i]!;
    items.push({
      drawn: { ...item, offset: NO_OFFSET, card: null, inView: inView(at), stack: null },
      at,
      sortAt: at,
      pin: PIN_SIZE,
    });
  });
  for (const group of stacks) {
    items.push(
      ...stackItems(
        group.map((i) => shops[i]!.shop),
        { project, inView, expanded },
      ),
    );
  }

  if (showCards) placeCards(items, { covers, screen, cardSize });
  return inTabOrder(items);
}

/** A stack of shops too close to tell apart, and its shops spread around it when it is the one open. */
function stackItems(
  shops: MarkerShop[],
  { project, inView, expanded }: { project: Project; inView: InView; expanded: string | null },
): Item[] {
  const members = shops.sort((a, b) => a.name.localeCompare(b.name) || (a._id < b._id ? -1 : 1));
  const key = stackKey(members.map((shop) => shop._id));
  const lng = mean(members.map((shop) => shop.lng));
  const lat = mean(members.map((shop) => shop.lat));
  const at = project(lng, lat);
  const open = key === expanded;
  const stack: Item = {
    drawn: { kind: "stack", key, lng, lat, shops: members, expanded: open, inView: inView(at) },
    at,
    sortAt: at,
    pin: PIN_SIZE,
  };
  if (!open) return [stack];
  const spread = spiderfyOffsets(members.length).map((offset, i): Item => {
    const shop = members[i]!;
    const spreadAt = { x: at.x + offset.x, y: at.y + offset.y };
    return {
      drawn: { kind: "shop", key: shop._id, lng, lat, shop, offset, card: null, inView: inView(spreadAt), stack: key },
      at: spreadAt,
      sortAt: at,
      pin: PIN_SIZE,
    };
  });
  return [stack, ...spread];
}

/** Each shop in view gets a card where one fits; the others' cards are hidden. */
function placeCards(
  items: Item[],
  { covers, screen, cardSize }: { covers: readonly Rect[]; screen: Size; cardSize: (shop: MarkerShop) => Size },
) {
  const pins = items.map(({ drawn, at, pin }) => ({
    key: drawn.key,
    rect: rectAround(at, { width: pin, height: pin }),
  }));
  const requests = items.flatMap(({ drawn, at }) =>
    drawn.kind === "shop" && drawn.inView
      ? [{ key: drawn.key, at, size: cardSize(drawn.shop), priority: cardPriority(drawn.shop) }]
      : [],
  );
  const placements = placeLabels(requests, { pins, obstacles: covers, screen, area: visibleRect(covers, screen) });
  for (const { drawn } of items) {
    if (drawn.kind === "shop")
      drawn.card = placements.get(drawn.key) ?? { side: "right" satisfies CardSide, hidden: true };
  }
}

/**
 * Top to bottom, then left to right: the order Tab follows and the order they are painted in (the
 * lower pin in front). A spread stack's shops follow their stack.
 */
function inTabOrder(items: Item[]): Drawn[] {
  return items
    .map((item, index) => ({ ...item, index }))
    .sort((a, b) => a.sortAt.y - b.sortAt.y || a.sortAt.x - b.sortAt.x || a.index - b.index)
    .map(({ drawn }) => drawn);
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
