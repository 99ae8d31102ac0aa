import { useQuery } from "convex/react";
import { api } from "@convex/_generated/api";
import type { Id } from "@convex/_generated/dataModel";
import { earnedBadges, type BadgeReading } from "@convex/rules/badges";
import { MESSAGES } from "@convex/rules/messages";

/** A user's badges, live. Profiles read tier names one way, the shop panel another (SPEC §9). */
export function BadgeList({ userId, reading }: { userId: Id<"users">; reading: BadgeReading }) {
  const counts = useQuery(api.badges.forUser, { userId });
  if (counts === undefined) return <p className="text-sm text-dark-grey">{MESSAGES.badgesLoading}</p>;
  const badges = counts ? earnedBadges(counts, reading) : [];
  if (badges.length === 0) {
    return <p className="text-sm text-dark-grey">{reading === "shop" ? MESSAGES.noBadgesShop : MESSAGES.noBadgesProfile}</p>;
  }
  return (
    <ul aria-label="Badges" className="flex flex-wrap gap-1.5">
      {badges.map((badge) => (
        <li key={badge.kind} className="rounded-full bg-latte-light px-2.5 py-0.5 text-xs font-semibold text-espresso-dark">
          {badge.name}
        </li>
      ))}
    </ul>
  );
}
