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

export type Badge = { kind: BadgeKind; name: string; count: number };

/** Every badge a user holds, in the order cafes, photos, reviews. */
export function earnedBadges(counts: BadgeCounts, reading: BadgeReading): Badge[] {
  return BADGE_KINDS.flatMap((kind) => {
    const name = badgeName(kind, counts[kind], reading);
    return name ? [{ kind, name, count: counts[kind] }] : [];
  });
}
