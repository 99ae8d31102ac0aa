// Badge tiers of docs/product.md §9. The first specification named some tiers differently in the
// shop panel ("Coffee Photographer" for "Caffeine Shutterbug"), so one photo earned two names; every
// screen now uses one name, the profile's.

export type BadgeKind = "cafes" | "photos" | "reviews";
export type BadgeCounts = Record<BadgeKind, number>;

type Tier = { min: number; name: string };

const tier = (min: number, name: string): Tier => ({ min, name });

const TIERS: Record<BadgeKind, Tier[]> = {
  cafes: [
    tier(1, "Bean Scout"),
    tier(5, "Brew Pathfinder"),
    tier(10, "Espresso Explorer"),
    tier(20, "Caffeine Pioneer"),
  ],
  photos: [
    tier(1, "Caffeine Shutterbug"),
    tier(5, "Snapshot Sipper"),
    tier(15, "Latte Luminary"),
    tier(25, "Brewtiful Visionary"),
  ],
  reviews: [
    tier(1, "Percolating Critic"),
    tier(5, "Grounded Reviewer"),
    tier(10, "Brewmaster Critic"),
    tier(20, "Cupping Connoisseur"),
  ],
};

/** What each badge counts, as a person reads it ("3 cafés added"). */
const COUNTED: Record<BadgeKind, [one: string, many: string]> = {
  cafes: ["café added", "cafés added"],
  photos: ["photo shared", "photos shared"],
  reviews: ["review written", "reviews written"],
};

export const BADGE_KINDS: readonly BadgeKind[] = ["cafes", "photos", "reviews"];

/** The badge a count earns, or null for zero. */
export function badgeName(kind: BadgeKind, count: number): string | null {
  return TIERS[kind].filter((t) => count >= t.min).at(-1)?.name ?? null;
}

/** How a badge was earned and how to reach its next tier: "3 cafés added · Brew Pathfinder at 5". */
export function badgeExplanation(kind: BadgeKind, count: number): string {
  const [one, many] = COUNTED[kind];
  const next = TIERS[kind].find((t) => count < t.min);
  const done = `${count} ${count === 1 ? one : many}`;
  return next ? `${done} · ${next.name} at ${next.min}` : `${done} · the highest tier`;
}

/** "Boston, MA": how the cities of the shops a user added are counted (docs/product.md §3, badges.cities). */
export function badgeCity(city: string, state: string): string {
  return `${city}, ${state}`;
}

/**
 * The most cities a user's counters keep: the count the highest tier of any badge asks for. No
 * badge is earned by cities (docs/product.md §9), so the list only has to stay bounded; a count kept up to
 * this is all any tier could read from it, and the document stays small however many cities a
 * user adds shops in.
 */
export const MAX_BADGE_CITIES = Math.max(...BADGE_KINDS.flatMap((kind) => TIERS[kind].map((t) => t.min)));

/**
 * A user's badge cities after adding some: each city once, in the order first added, and at most
 * MAX_BADGE_CITIES of them (the first ones; later cities are not kept once the list is full).
 */
export function withCities(known: readonly string[], added: Iterable<string>): string[] {
  const kept = new Set<string>();
  for (const city of [...known, ...added]) {
    if (kept.size >= MAX_BADGE_CITIES) break;
    kept.add(city);
  }
  return [...kept];
}

export type Badge = { kind: BadgeKind; name: string; count: number };

/** Whether two sets of counters earn the same badges (a shop panel's file shows the names, decision 48). */
export function sameBadges(a: BadgeCounts, b: BadgeCounts): boolean {
  const names = (counts: BadgeCounts) =>
    earnedBadges(counts)
      .map((badge) => badge.name)
      .join("|");
  return names(a) === names(b);
}

/** Every badge a user holds, in the order cafes, photos, reviews. */
export function earnedBadges(counts: BadgeCounts): Badge[] {
  return BADGE_KINDS.flatMap((kind) => {
    const name = badgeName(kind, counts[kind]);
    return name ? [{ kind, name, count: counts[kind] }] : [];
  });
}
