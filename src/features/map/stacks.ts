// Shops whose pins would cover each other (the same address, or a few metres apart at any zoom)
// form a stack: one button that spreads its shops around it on demand ("spiderfy"), so every shop
// stays reachable however close they are.
import type { Point } from "@/features/map/screenGeometry";

/** A shop pin's diameter on screen. */
export const PIN_SIZE = 32;

/** Pins whose centres are closer than this hide too much of each other to be told apart. */
export const STACK_DISTANCE = 20;

/** Spread pins keep this much space between them. */
const SPREAD_GAP = 8;
/** Up to this many shops spread on a circle; more follow a spiral outwards. */
const CIRCLE_MAX = 8;
const MIN_RADIUS = 44;

/** The stack of these shops, whatever their order: the same shops, the same stack. */
export function stackKey(shopIds: readonly string[]): string {
  return `stack:${[...shopIds].sort().join(",")}`;
}

/**
 * Groups points closer than `distance`, chaining (a near b, b near c: one group). Returns the
 * indexes of each group of two or more, ascending; points on their own are left out.
 */
export function groupStacks(points: readonly Point[], distance = STACK_DISTANCE): number[][] {
  const parent = points.map((_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  // A grid of cells `distance` wide: a near point is in the same cell or a neighbouring one.
  const cells = new Map<string, number[]>();
  const cellOf = ({ x, y }: Point) => [Math.floor(x / distance), Math.floor(y / distance)] as const;
  points.forEach((point, i) => {
    const [cx, cy] = cellOf(point);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const j of cells.get(`${cx + dx},${cy + dy}`) ?? []) {
          const other = points[j]!;
          if (Math.hypot(other.x - point.x, other.y - point.y) < distance) parent[root(i)] = root(j);
        }
      }
    }
    const key = `${cx},${cy}`;
    cells.set(key, [...(cells.get(key) ?? []), i]);
  });
  const groups = new Map<number, number[]>();
  points.forEach((_, i) => {
    const r = root(i);
    groups.set(r, [...(groups.get(r) ?? []), i]);
  });
  return [...groups.values()].filter((group) => group.length > 1).sort((a, b) => a[0]! - b[0]!);
}

/**
 * Where each of `count` spread shops stands, relative to the stack's point: on a circle (two
 * shops one above the other, so cards beside them stay clear), or for many shops on a spiral.
 * Spread pins never touch each other, nor the stack's own button in the middle.
 */
export function spiderfyOffsets(count: number): Point[] {
  if (count <= CIRCLE_MAX) {
    const radius = Math.max(MIN_RADIUS, (count * (PIN_SIZE + SPREAD_GAP)) / (2 * Math.PI));
    return Array.from({ length: count }, (_, i) => {
      const angle = -Math.PI / 2 + (2 * Math.PI * i) / count;
      return { x: round(radius * Math.cos(angle)), y: round(radius * Math.sin(angle)) };
    });
  }
  // An Archimedean spiral: each step moves one pin and a gap along it, and each turn lies a pin
  // and a gap outside the last.
  const step = PIN_SIZE + SPREAD_GAP;
  const perTurn = step / (2 * Math.PI);
  const offsets: Point[] = [];
  let angle = MIN_RADIUS / perTurn;
  for (let i = 0; i < count; i++) {
    const radius = perTurn * angle;
    offsets.push({ x: round(radius * Math.cos(angle)), y: round(radius * Math.sin(angle)) });
    angle += step / radius;
  }
  return offsets;
}

/** How far the spread shops of a stack of `count` reach from its point, pins included. */
export function spreadReach(count: number): number {
  return Math.max(...spiderfyOffsets(count).map(({ x, y }) => Math.hypot(x, y))) + PIN_SIZE / 2 + 6;
}

const round = (value: number) => Math.round(value * 10) / 10;
