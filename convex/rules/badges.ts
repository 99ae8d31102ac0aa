// Badge tiers of SPEC §9: one function, two readings (profile pages and the shop panel name some
// tiers differently).

export type BadgeKind = "cafes" | "photos" | "reviews";
export type BadgeReading = "profile" | "shop";
export type BadgeCounts = Record<BadgeKind, number>;

type Tier = { min: number; profile: string; shop: string };

const tier = (min: number, profile: string, shop = profile): Tier => ({ min, profile, shop });

const TIERS: Record<BadgeKind, Tier[]> = {
  cafes: [tier(1, "Bean Scout"), tier(5, "Brew Pathfinder"), tier(10, "Espresso Explorer"), tier(20, "Caffeine Pioneer")],
  photos: [
    tier(1, "Caffeine Shutterbug", "Coffee Photographer"),
    tier(5, "Snapshot Sipper"),
    tier(15, "Latte Luminary", "Latte Lens"),
    tier(25, "Brewtiful Visionary", "Coffee Cameraman"),
  ],
  reviews: [
    tier(1, "Percolating Critic"),
    tier(5, "Grounded Reviewer"),
    tier(10, "Brewmaster Critic"),
    tier(20, "Cupping Connoisseur", "Caffeinated Maven"),
  ],
};

export const BADGE_KINDS: readonly BadgeKind[] = ["cafes", "photos", "reviews"];

/** The badge a count earns, or null for zero. */
export function badgeName(kind: BadgeKind, count: number, reading: BadgeReading): string | null {
  const earned = TIERS[kind].filter((t) => count >= t.min).at(-1);
  return earned ? earned[reading] : null;
}

/** "Boston, MA": how the cities of the shops a user added are counted (SPEC BrewBadges.cities). */
export function badgeCity(city: string, state: string): string {
  return `${city}, ${state}`;
}

/**
 * The most cities a user's counters keep: the count the highest tier of any badge asks for. No
 * badge is earned by cities (SPEC §9), so the list only has to stay bounded; a count kept up to
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

/** Every badge a user holds, in the order cafes, photos, reviews. */
export function earnedBadges(counts: BadgeCounts, reading: BadgeReading): Badge[] {
  return BADGE_KINDS.flatMap((kind) => {
    const name = badgeName(kind, counts[kind], reading);
    return name ? [{ kind, name, count: counts[kind] }] : [];
  });
}
